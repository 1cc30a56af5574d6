// The one source of the company's facts. Rebranding the site is an edit of this file and of
// @shared/office (supabase/functions/_shared/office.ts): the name, phone, e-mail, town and hours,
// which the mails show too.
// Phone, e-mail, site address, Google review page and testimonials are placeholders until the owner sets real ones;
// `npm run build` lists every one still unset (src/content/placeholders.ts).
import { office } from '@shared/office'
import { landingCities } from './landing-catalog'

/** The year the company was founded: the 'since 2005' of the copy. */
const foundedYear = 2005

export const business = {
  name: office.name,
  legalName: `${office.name} (placeholder name)`,
  tagline: `Family-owned landscaping for the Sacramento region since ${foundedYear}`,
  phone: office.phone,
  email: office.email,
  address: office.address,
  foundedYear,
  yearsExperience: '20+',
  rating: { value: 4.9, best: 5, source: 'Google reviews' },
  /** The Google review page that 'Ask for a review' mails (set in @shared/office). */
  googleReviewUrl: office.googleReviewUrl,
  projectsCompleted: '500+',
  happyCustomers: '1000+',
  satisfaction: '100%',
  /** One figure for the water-savings claim, wherever drought-tolerant work is described. */
  droughtWaterSavings: 'up to 70%',
  responseTime: 'Same-day call back',
  openingHours: office.openingHours,
  hours: office.hours,
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
