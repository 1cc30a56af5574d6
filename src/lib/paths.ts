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
