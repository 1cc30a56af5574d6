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

/**
 * The id of a city's card on /service-areas ('Citrus Heights' → 'citrus-heights'), so
 * /service-areas#citrus-heights opens at it: the card and the ZIP check's link both use it.
 */
export function serviceAreaAnchor(cityName: string) {
  return cityName.toLowerCase().replace(/\s+/g, '-')
}

/** '/gallery/' and '/gallery' are one page (static hosts often add the slash). */
export function normalizePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/**
 * Where the auth server's mail links land (sign-up, recovery, invitation): this site's /auth,
 * which reads the session from the link. It must be one of the project's redirect URLs.
 */
export function authLinkRedirect() {
  return `${window.location.origin}${paths.auth}`
}
