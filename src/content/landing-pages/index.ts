import {
  landingCities,
  landingPath,
  landingServices,
  type LandingCity,
  type LandingPath,
  type LandingService,
} from '../landing-catalog'
import type { PageHeadCopy } from '../page-copy'
import type { LandingPage } from '../types'

// Every city of the catalog has a page for every service; each page's words are one file,
// ./{city}/{service}.ts, loaded only when that page opens. The build refuses a missing or
// left-over file (scripts/build/landing-files.ts).

export interface LandingPageRef {
  path: LandingPath
  city: LandingCity
  service: LandingService
  load: () => Promise<LandingPage>
}

// A variable import rather than import.meta.glob: Vite still makes one chunk per file, and the
// Node scripts and e2e lists can load the same files through this module.
async function loadContent(city: LandingCity, service: LandingService) {
  const module = (await import(`./${city.slug}/${service.slug}.ts`)) as { default: LandingPage }
  return module.default
}

export const landingPages: LandingPageRef[] = landingCities.flatMap((city) =>
  landingServices.map((service) => ({
    path: landingPath(city.slug, service.slug),
    city,
    service,
    load: () => loadContent(city, service),
  })),
)

/** A landing page's head: the title names its service and city; the description is its own. */
export function landingPageHead(landingPage: LandingPageRef, page: LandingPage): PageHeadCopy {
  return {
    title: `${landingPage.service.name} in ${landingPage.city.name}, CA`,
    description: page.description,
  }
}
