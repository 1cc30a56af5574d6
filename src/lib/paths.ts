// Paths of the fixed pages. Landing-page paths come from src/content/landing-pages.
export const paths = {
  home: '/',
  services: '/services',
  servicesHub: '/services-hub',
  gallery: '/gallery',
  about: '/about',
  serviceAreas: '/service-areas',
  contact: '/contact',
  auth: '/auth',
  admin: '/admin',
} as const

/** The signed-in screens: the one part of the site that is an app (src/app/private-app.tsx). */
export const privatePaths: readonly string[] = [paths.auth, paths.admin]

/** '/gallery/' and '/gallery' are one page (static hosts often add the slash). */
export function normalizePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
