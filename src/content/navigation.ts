import { paths } from '@/lib/paths'

export interface NavLinkItem {
  label: string
  to: string
}

/** Desktop header links; the Services dropdown sits after Home. */
export const headerLinks = {
  home: { label: 'Home', to: paths.home },
  rest: [
    { label: 'Gallery', to: paths.gallery },
    { label: 'About', to: paths.about },
    { label: 'Service Areas', to: paths.serviceAreas },
    { label: 'Contact', to: paths.contact },
  ],
} satisfies { home: NavLinkItem; rest: NavLinkItem[] }

/** The mobile menu has one Services link, to the hub, instead of the dropdown. */
export const mobileLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.servicesHub },
  ...headerLinks.rest,
]

export const footerQuickLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Gallery', to: paths.gallery },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
]

/** Words of the header, menus and footer. */
export const layoutCopy = {
  servicesLabel: 'Services',
  servicesMenuTitle: 'Choose Your City & Service',
  servicesMenuAllLink: 'View All Services →',
  freeEstimatesNote: 'Free Estimates',
  callLabel: 'Call',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  preferToWrite: 'Prefer to write?',
  notFound: {
    title: 'Page not found',
    description:
      'The page you were looking for does not exist. Return to the home page to find our landscaping services.',
    code: '404',
    message: 'Oops! Page not found',
    homeLink: 'Return to Home',
  },
  pageError: {
    title: 'This page could not be loaded',
    text: 'Please check your connection and reload the page. You can always call us instead.',
    reload: 'Reload page',
  },
  footer: {
    quickLinks: 'Quick Links',
    services: 'Our Services',
    contact: 'Contact',
    areas: 'Areas We Serve',
  },
}

/** The footer's static list of six services. */
export const footerServices = [
  'Lawn Care & Maintenance',
  'Sod Installation',
  'Artificial Turf',
  'Tree Trimming',
  'Landscape Design',
  'Irrigation & Sprinklers',
]
