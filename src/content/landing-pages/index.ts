import { landingCities, landingServices } from '../landing-catalog'
import type {
  CitySlug,
  LandingCity,
  LandingPage,
  LandingService,
  LandingServiceSlug,
} from '../types'

// Each landing page is one file, src/content/landing-pages/{city}/{service}.ts. They load lazily
// so a visitor downloads only the page they open; the file names alone give the route list.
const modules = import.meta.glob<{ default: LandingPage }>('./*/*.ts')

export interface LandingPageRef {
  path: `/${CitySlug}-${LandingServiceSlug}`
  city: LandingCity
  service: LandingService
  load: () => Promise<LandingPage>
}

function findCity(slug: string) {
  return landingCities.find((city) => city.slug === slug)
}

function findService(slug: string) {
  return landingServices.find((service) => service.slug === slug)
}

export const landingPages: LandingPageRef[] = Object.entries(modules)
  .flatMap(([file, load]) => {
    const match = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(file)
    const city = match && findCity(match[1]!)
    const service = match && findService(match[2]!)
    if (!city || !service) return []
    return [
      {
        path: `/${city.slug}-${service.slug}` as const,
        city,
        service,
        load: async () => (await load()).default,
      },
    ]
  })
  .sort(
    (a, b) =>
      landingCities.indexOf(a.city) - landingCities.indexOf(b.city) ||
      landingServices.indexOf(a.service) - landingServices.indexOf(b.service),
  )

export function findLandingPage(path: string): LandingPageRef | undefined {
  return landingPages.find((page) => page.path === path)
}
