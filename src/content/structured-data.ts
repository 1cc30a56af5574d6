import type {
  BreadcrumbList,
  City,
  Graph,
  HomeAndConstructionBusiness,
  OpeningHoursSpecification,
  Place,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts'
import { paths } from '@/lib/paths'
import { business, servedCities } from './business'
import type { LandingCity, LandingService } from './landing-catalog'
import { headerLinks, layoutCopy } from './navigation'
import type { PageHeadCopy } from './page-copy'
import { cityZipCodes } from './service-area-zips'

// schema.org data for search engines, built from the one source of business facts and typed by
// schema-dts, so an unknown type or property fails the typecheck. One @graph per page: the
// business (same @id on every page), the page, and on landing pages the service and its
// breadcrumbs. The business is described in full (address, areas and ZIP codes, hours) on the
// home page and /contact, the pages about it; elsewhere by its @id, name, address and phone,
// which keeps each page's HTML inside TCP's first window (scripts/build/page-css.ts says why).
// No rating or review markup: the testimonials are the company's own.

/** What the prerender knows of a public page: its path, head, H1 and landing city and service. */
export interface StructuredPage {
  path: string
  head: PageHeadCopy
  h1?: string
  landingPage?: { city: LandingCity; service: LandingService }
}

export function absoluteUrl(path: string) {
  return new URL(path, business.siteUrl).href
}

export const businessId = `${absoluteUrl('/')}#business`
export const websiteId = `${absoluteUrl('/')}#website`

/**
 * A served city and the ZIP codes inside it. schema.org has no postal-code type and City no
 * postalCode, so each ZIP is a Place the city contains, addressed by its postal code alone.
 */
function city(name: string): City {
  return {
    '@type': 'City',
    name: `${name}, ${business.address.region}`,
    containsPlace: cityZipCodes(name).map(zipCodeArea),
  }
}

function zipCodeArea(postalCode: string): Place {
  return {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', postalCode, addressCountry: business.address.country },
  }
}

/** The pages that describe the business in full. */
const businessPages: string[] = [paths.home, paths.contact]

/** The business by its @id, name, address and phone: what every page says of it. */
function businessReference() {
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId,
    name: business.name,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
    // A service-area business: city, state and ZIP, no street address.
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
  } satisfies HomeAndConstructionBusiness
}

function businessNode(): HomeAndConstructionBusiness {
  const { openingHours } = business
  const hours: OpeningHoursSpecification = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: openingHours.days,
    opens: openingHours.opens,
    closes: openingHours.closes,
  }
  return {
    ...businessReference(),
    description: business.tagline,
    email: business.email.display,
    logo: absoluteUrl(business.logoPath),
    image: absoluteUrl(business.imagePath),
    foundingDate: String(business.foundedYear),
    areaServed: servedCities.map(city),
    openingHoursSpecification: hours,
  }
}

function websiteNode(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    url: absoluteUrl('/'),
    name: business.name,
    publisher: { '@id': businessId },
  }
}

type LandingPageParts = NonNullable<StructuredPage['landingPage']>

/** A landing page's service, and its place under Home › Services. */
function landingNodes(url: string, name: string, { city: place, service }: LandingPageParts) {
  const serviceNode: Service = {
    '@type': 'Service',
    '@id': `${url}#service`,
    name,
    serviceType: service.name,
    provider: { '@id': businessId },
    areaServed: city(place.name),
    url,
  }
  const crumbs = [
    { name: headerLinks.home.label, url: absoluteUrl(paths.home) },
    { name: layoutCopy.servicesLabel, url: absoluteUrl(paths.servicesHub) },
    { name, url },
  ]
  const breadcrumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumbs`,
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
  return [serviceNode, breadcrumbs]
}

/** The JSON-LD of one public page: the business, the page, and what the page is about. */
export function pageStructuredData(page: StructuredPage): Graph {
  const url = absoluteUrl(page.path)
  const name = page.h1 ?? page.head.title
  const webPage: WebPage = {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name,
    description: page.head.description,
    isPartOf: { '@id': websiteId },
    // A landing page is about its service; every other page about the business.
    about: { '@id': page.landingPage ? `${url}#service` : businessId },
    breadcrumb: page.landingPage ? { '@id': `${url}#breadcrumbs` } : undefined,
  }
  const graph: Thing[] = [
    businessPages.includes(page.path) ? businessNode() : businessReference(),
    ...(page.path === paths.home ? [websiteNode()] : []),
    webPage,
    ...(page.landingPage ? landingNodes(url, name, page.landingPage) : []),
  ]
  return { '@context': 'https://schema.org', '@graph': graph }
}
