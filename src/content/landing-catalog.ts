// The cities and services that have a landing page at /{city}-{service}: every city has a page
// for every service. Adding a city or a service is an entry here plus its content files in
// landing-pages/{city}/{service}.ts (the build names any file missing or left over).
import type { ServiceKey } from '@shared/service-catalogue'

export const landingCities = [
  { slug: 'sacramento', name: 'Sacramento' },
  { slug: 'roseville', name: 'Roseville' },
  { slug: 'rocklin', name: 'Rocklin' },
  { slug: 'folsom', name: 'Folsom' },
  { slug: 'eldoradohills', name: 'El Dorado Hills' },
] as const satisfies readonly { slug: string; name: string }[]

/**
 * A landing service's slug (its pages' addresses) and name (its pages' words) are its own; `key`
 * is the catalogue's service it sells, what its estimate buttons fill in and a request stores.
 */
export const landingServices = [
  { slug: 'lawn-care', name: 'Lawn Care', key: 'lawn-maintenance' },
  { slug: 'tree-trimming', name: 'Tree Trimming', key: 'tree-trimming' },
  { slug: 'yard-cleanup', name: 'Yard Cleanup', key: 'cleanups-hauling' },
  { slug: 'irrigation-repair', name: 'Irrigation Repair', key: 'irrigation-sprinklers' },
  { slug: 'landscape-design', name: 'Landscape Design', key: 'landscape-design' },
  { slug: 'sod-installation', name: 'Sod Installation', key: 'sod-installation' },
  {
    slug: 'drought-tolerant-landscaping',
    name: 'Drought-Tolerant Landscaping',
    key: 'drought-tolerant-landscaping',
  },
  { slug: 'seasonal-yard-cleanup', name: 'Seasonal Yard Cleanup', key: 'cleanups-hauling' },
  {
    slug: 'garden-bed-installation',
    name: 'Garden Bed Installation',
    key: 'garden-bed-installation',
  },
  { slug: 'hedge-trimming', name: 'Hedge Trimming', key: 'hedge-trimming' },
] as const satisfies readonly { slug: string; name: string; key: ServiceKey }[]

/** One of the cities that have service-by-city landing pages. */
export type LandingCity = (typeof landingCities)[number]
/** One of the services that have a landing page in every landing city. */
export type LandingService = (typeof landingServices)[number]
export type CitySlug = LandingCity['slug']
export type LandingServiceSlug = LandingService['slug']
export type LandingPath = `/${CitySlug}-${LandingServiceSlug}`

export const landingPageCount = landingCities.length * landingServices.length

/** The one place a landing page's address is spelled. */
export function landingPath(city: CitySlug, service: LandingServiceSlug): LandingPath {
  return `/${city}-${service}`
}

/** Whether a path is one of the catalog's landing pages (without loading any page's content). */
export function isLandingPath(path: string): path is LandingPath {
  return landingCities.some((city) =>
    landingServices.some((service) => landingPath(city.slug, service.slug) === path),
  )
}
