import { paths, serviceAreaAnchor } from '@/lib/paths'
import { landingCities, landingPath } from './landing-catalog'
import { servedAreaZipLists, type ServedArea } from './service-area-zips'

// The lookup behind "Do you serve my ZIP?" (the ZIP check island on /, /service-areas and
// /contact): pure, so the island, the /service-areas list and the tests share one answer.

export type ZipCheckResult =
  /** Not exactly five digits once the outer spaces are trimmed. */
  | { kind: 'malformed' }
  | { kind: 'outside'; zip: string }
  /** `area` as the site names it ('Folsom'); `page` the best page for it (servedAreaPage). */
  | { kind: 'served'; zip: string; area: string; page: { to: string; label: string } }

/**
 * The answers the check can give: the page carries each as a template
 * (src/components/sections/zip-check.tsx).
 */
export type ZipAnswerKind = ZipCheckResult['kind']

/**
 * Where an answer's template takes the visitor's values, in its text and its attributes: what
 * the check's script (src/islands/zip-check.script.ts) fills in.
 */
export const zipAnswerSlots = {
  zip: '{zip}',
  area: '{area}',
  pageTo: '{page-to}',
  pageLabel: '{page-label}',
} as const

/** The id of the ZIP list on /service-areas, where the island's no-JavaScript link leads. */
export const zipCodesSectionId = 'zip-codes'

export const zipCheckCopy = {
  heading: 'Do you serve my ZIP?',
  label: 'ZIP code',
  button: 'Check',
  malformed: 'Please enter a 5-digit ZIP code, like 95630.',
  served: (area: string) => `Yes, ${area} is in our service area.`,
  outside: (zip: string) =>
    `${zip} is outside our usual area. Call us: we sometimes travel for larger projects.`,
  estimateButton: (area: string) => `Get a free estimate in ${area}`,
  /** Shown instead of the form without JavaScript. */
  zipListLink: {
    to: `${paths.serviceAreas}#${zipCodesSectionId}`,
    label: 'See the ZIP codes we serve',
  },
  /** The labels of the page a served ZIP leads to (see servedAreaPage). */
  lawnCarePage: (area: string) => `Lawn care in ${area}`,
  serviceAreaEntry: (area: string) => `Our work in ${area}`,
}

/**
 * The best page for a served area: a city with landing pages gets its lawn-care page, the
 * others their card on /service-areas.
 */
export function servedAreaPage(area: ServedArea) {
  const landingCity = landingCities.find((city) => city.name === area)
  if (landingCity) {
    return {
      to: landingPath(landingCity.slug, 'lawn-care'),
      label: zipCheckCopy.lawnCarePage(area),
    }
  }
  return {
    to: `${paths.serviceAreas}#${serviceAreaAnchor(area)}`,
    label: zipCheckCopy.serviceAreaEntry(area),
  }
}

const areaByZip = new Map(
  servedAreaZipLists.flatMap(({ area, zips }) => zips.map((zip) => [zip, area] as const)),
)

/**
 * What a visitor's ZIP code tells us. Only the outer spaces are trimmed: '95 630' or a ZIP+4 is
 * 'malformed', so the answer never rests on a guess at what was meant.
 */
export function checkZip(input: string): ZipCheckResult {
  const zip = input.trim()
  if (!/^\d{5}$/.test(zip)) return { kind: 'malformed' }
  const area = areaByZip.get(zip)
  if (!area) return { kind: 'outside', zip }
  return { kind: 'served', zip, area, page: servedAreaPage(area) }
}

/** Every served area with its ZIP codes and its page: the list on /service-areas. */
export const zipCodesByArea = servedAreaZipLists.map(({ area, zips }) => ({
  area,
  zips,
  page: servedAreaPage(area),
}))
