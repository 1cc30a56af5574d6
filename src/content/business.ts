// The one source of the company's facts. Rebranding the site is an edit of this file.
// Phone, e-mail, site address and testimonials are placeholders until the owner sets real ones;
// `npm run build` lists every one still unset (src/content/placeholders.ts).
import { landingCities } from './landing-catalog'

const phoneDigits = '9165550142'

export type Weekday =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

/** Opening hours: a run of consecutive days with the same times (24-hour 'HH:MM'). */
export interface OpeningHours {
  days: readonly Weekday[]
  opens: `${number}:${number}`
  closes: `${number}:${number}`
}

/** The hours as the site shows them, e.g. 'Mon–Sat, 7am–6pm'. */
export function formatOpeningHours({ days, opens, closes }: OpeningHours) {
  const first = days[0]?.slice(0, 3)
  const last = days.at(-1)?.slice(0, 3)
  const dayRange = first === last ? first : `${first}–${last}`
  return `${dayRange}, ${formatTime(opens)}–${formatTime(closes)}`
}

function formatTime(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const hour = hours % 12 || 12
  const suffix = hours < 12 ? 'am' : 'pm'
  return minutes ? `${hour}:${String(minutes).padStart(2, '0')}${suffix}` : `${hour}${suffix}`
}

/** One fact for the hours /contact shows and the hours in the structured data. */
const openingHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '07:00',
  closes: '18:00',
} satisfies OpeningHours

/** The year the company was founded: the 'since 2005' of the copy. */
const foundedYear = 2005

export const business = {
  name: 'Greenleaf Landscaping',
  legalName: 'Greenleaf Landscaping (placeholder name)',
  tagline: `Family-owned landscaping for the Sacramento region since ${foundedYear}`,
  phone: {
    display: '(916) 555-0142',
    href: `tel:+1${phoneDigits}`,
    smsHref: `sms:+1${phoneDigits}`,
    e164: `+1${phoneDigits}`,
  },
  email: {
    display: 'hello@example.com',
    href: 'mailto:hello@example.com',
  },
  /** A service-area business publishes no street address: city, state and ZIP only. */
  address: { city: 'Sacramento', region: 'CA', postalCode: '95814', country: 'US' },
  foundedYear,
  yearsExperience: '20+',
  rating: { value: 4.9, best: 5, source: 'Google reviews' },
  projectsCompleted: '500+',
  happyCustomers: '1000+',
  satisfaction: '100%',
  /** One figure for the water-savings claim, wherever drought-tolerant work is described. */
  droughtWaterSavings: 'up to 70%',
  responseTime: 'Same-day call back',
  openingHours,
  hours: formatOpeningHours(openingHours),
  license: {
    note: 'Licensed & Insured',
    /** The CSLB license number, digits only. Until it is set the footer shows no license line. */
    number: undefined as string | undefined,
    lookupUrl: 'https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/CheckLicense.aspx',
  },
  /**
   * The testimonials on the home and About pages were written for the template, not said by
   * customers: set to false once the owner replaces them with real reviews.
   */
  testimonialsAreSamples: true,
  siteUrl: 'https://www.example.com',
  /** Files in public/ that stand for the company in search results (logo, image). */
  logoPath: '/icon-512.png',
  imagePath: '/icon-512.png',
  /** The eleven cities of the service-areas page, footer and contact page, in the spec's order. */
  areasServed: [
    'Sacramento',
    'Lincoln',
    'Roseville',
    'Rocklin',
    'Elk Grove',
    'Citrus Heights',
    'Antelope',
    'North Highlands',
    'Natomas',
    'Rancho Cordova',
    'Folsom',
  ],
  /** Places of areasServed that are neighborhoods of Sacramento, not cities of their own. */
  neighborhoodsServed: ['Natomas'],
} as const

export type Business = typeof business

/**
 * Every city the company serves, for search engines: the cities of areasServed (without its
 * neighborhoods) and every city with landing pages, El Dorado Hills among them.
 */
export const servedCities: readonly string[] = [
  ...new Set([
    ...business.areasServed.filter(
      (area) => !(business.neighborhoodsServed as readonly string[]).includes(area),
    ),
    ...landingCities.map((city) => city.name),
  ]),
]
