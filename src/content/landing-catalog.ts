// The cities and services that have a landing page at /{city}-{service}: every city has a page
// for every service. Adding a city or a service is an entry here plus its content files in
// landing-pages/{city}/{service}.ts (the build names any file missing or left over).
export const landingCities = [
  { slug: 'sacramento', name: 'Sacramento' },
  { slug: 'roseville', name: 'Roseville' },
  { slug: 'rocklin', name: 'Rocklin' },
  { slug: 'folsom', name: 'Folsom' },
  { slug: 'eldoradohills', name: 'El Dorado Hills' },
] as const satisfies readonly { slug: string; name: string }[]

export const landingServices = [
  { slug: 'lawn-care', name: 'Lawn Care' },
  { slug: 'tree-trimming', name: 'Tree Trimming' },
  { slug: 'yard-cleanup', name: 'Yard Cleanup' },
  { slug: 'irrigation-repair', name: 'Irrigation Repair' },
  { slug: 'landscape-design', name: 'Landscape Design' },
  { slug: 'sod-installation', name: 'Sod Installation' },
  { slug: 'drought-tolerant-landscaping', name: 'Drought-Tolerant Landscaping' },
  { slug: 'seasonal-yard-cleanup', name: 'Seasonal Yard Cleanup' },
  { slug: 'garden-bed-installation', name: 'Garden Bed Installation' },
  { slug: 'hedge-trimming', name: 'Hedge Trimming' },
] as const satisfies readonly { slug: string; name: string }[]

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
