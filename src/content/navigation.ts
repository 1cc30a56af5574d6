import { paths } from '@/lib/paths'
import { spellNumber } from '@/lib/spell-number'
import { serviceSectionIds } from './service-section-ids'
import type { ServiceSection } from './types'

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
  // The hub links to the landing pages, so crawlers reach them from every page.
  { label: 'Services by City', to: paths.servicesHub },
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
  /** The mobile menu's accessible name and description. */
  menuTitle: 'Menu',
  menuDescription: 'Site navigation',
  skipToContent: 'Skip to content',
  preferToWrite: 'Prefer to write?',
  notFound: {
    title: 'Page not found',
    description:
      'The page you were looking for does not exist. Return to the home page to find our landscaping services.',
    code: '404',
    message: 'Oops! Page not found',
    text: 'The link may be out of date, or the address mistyped. Call us, or carry on from one of the pages below.',
    homeLink: 'Return to Home',
    waysOnTitle: 'Where to next',
    /** The hub first (it leads to every city's pages), then the pages visitors open most. */
    waysOn: [
      {
        label: 'Services by City',
        to: paths.servicesHub,
        text: 'Lawn care, trees, irrigation and more, city by city.',
      },
      {
        label: 'All Services',
        to: paths.services,
        text: `What each of our ${spellNumber(serviceSectionIds.length)} services includes.`,
      },
      {
        label: 'Project Gallery',
        to: paths.gallery,
        text: 'Lawns, patios, trees and gardens we have finished.',
      },
      {
        label: 'Service Areas',
        to: paths.serviceAreas,
        text: 'Every city and neighborhood our crews work in.',
      },
      {
        label: 'Contact',
        to: paths.contact,
        text: 'Phone, e-mail and hours for a free estimate.',
      },
    ] satisfies (NavLinkItem & { text: string })[],
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

/** A link to a section of /services: the page opens and scrolls to it. */
export const serviceSectionPath = (id: ServiceSection['id']) => `${paths.services}#${id}`

/** The footer's list of six services, each a link to its section of /services. */
export const footerServices: NavLinkItem[] = [
  { label: 'Lawn Care & Maintenance', to: serviceSectionPath('lawn-maintenance') },
  { label: 'Sod Installation', to: serviceSectionPath('sod-installation') },
  { label: 'Artificial Turf', to: serviceSectionPath('artificial-turf') },
  { label: 'Tree Trimming', to: serviceSectionPath('tree-trimming') },
  { label: 'Landscape Design', to: serviceSectionPath('landscape-design') },
  { label: 'Irrigation & Sprinklers', to: serviceSectionPath('irrigation-sprinklers') },
]
