// Every public route with the H1 it must show, built from the content modules (the same
// lists the router reads), so a page added to content is checked here without an edit.
import { landingCities, landingServices } from '../src/content/landing-catalog'
import type { LandingPage } from '../src/content/types'
import { staticPageHeadings } from './static-page-headings'

export interface PublicRoute {
  path: string
  h1: string
}

const landingRoutes: PublicRoute[] = await Promise.all(
  landingCities.flatMap((city) =>
    landingServices.map(async (service) => {
      const module = (await import(
        `../src/content/landing-pages/${city.slug}/${service.slug}.ts`
      )) as {
        default: LandingPage
      }
      return { path: `/${city.slug}-${service.slug}`, h1: module.default.heading }
    }),
  ),
)

export const publicRoutes: PublicRoute[] = [...staticPageHeadings, ...landingRoutes]
