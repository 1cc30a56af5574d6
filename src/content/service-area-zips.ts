import type { business } from './business'
import type { LandingCity } from './landing-catalog'

/**
 * Every area the company serves: the places of /service-areas (business.areasServed) and the
 * cities with landing pages (El Dorado Hills has pages but no card there).
 */
export type ServedArea = (typeof business.areasServed)[number] | LandingCity['name']

type Neighborhood = (typeof business.neighborhoodsServed)[number]
type ServedCity = Exclude<ServedArea, Neighborhood>

// The ZIP codes of each served area, from the USPS ZIP Code lookup by city, where "city" is the
// USPS preferred place name (public USPS facts). Only delivery ZIPs that people live at: PO-box
// and single-company ZIPs (95812, 95813, 95611, 95741, 95759, 95763, ...) are left out, and so
// are Sacramento's nearly empty airport and farmland ZIPs north of Natomas (95836, 95837).
// A ZIP belongs to one area only (a test checks it): a served neighborhood
// (business.neighborhoodsServed) holds its own ZIPs, and its city's list leaves them out. Neighbors we do not serve (Carmichael 95608, Fair Oaks 95628,
// Orangevale 95662, West Sacramento 95605 and 95691, Davis 95616) are in no list.
export const serviceAreaZips = {
  Sacramento: [
    '95811',
    '95814',
    '95815',
    '95816',
    '95817',
    '95818',
    '95819',
    '95820',
    '95821',
    '95822',
    '95823',
    '95824',
    '95825',
    '95826',
    '95827',
    '95828',
    '95829',
    '95830',
    '95831',
    '95832',
    '95838',
    '95841',
    '95842',
    '95864',
  ],
  Lincoln: ['95648'],
  Roseville: ['95661', '95678', '95747'],
  Rocklin: ['95677', '95765'],
  'Elk Grove': ['95624', '95757', '95758'],
  'Citrus Heights': ['95610', '95621'],
  Antelope: ['95843'],
  'North Highlands': ['95660'],
  // South Natomas (95833) and North Natomas (95834, 95835); USPS names them Sacramento.
  Natomas: ['95833', '95834', '95835'],
  'Rancho Cordova': ['95670', '95742'],
  Folsom: ['95630'],
  'El Dorado Hills': ['95762'],
} as const satisfies Record<ServedArea, readonly string[]>

/** The city each served neighborhood lies in (USPS gives its ZIPs that city's name). */
export const neighborhoodCities = {
  Natomas: 'Sacramento',
} as const satisfies Record<Neighborhood, ServedCity>

/** The served areas with their ZIP codes, in the order of business.areasServed. */
export const servedAreaZipLists = Object.entries(serviceAreaZips).map(([area, zips]) => ({
  area: area as ServedArea,
  zips: zips as readonly string[],
}))

/** Every ZIP code inside a city, its served neighborhoods' included (for search engines). */
export function cityZipCodes(city: string): readonly string[] {
  return servedAreaZipLists
    .filter(({ area }) => area === city || neighborhoodCityOf(area) === city)
    .flatMap(({ zips }) => zips)
}

function neighborhoodCityOf(area: ServedArea): string | undefined {
  return (neighborhoodCities as Partial<Record<ServedArea, ServedCity>>)[area]
}
