// The one source of the company's facts. Rebranding the site is an edit of this file.
// Phone and e-mail are placeholders (555-01xx, example.com) until the owner sets real ones.

const phoneDigits = '9165550142'

export const business = {
  name: 'Greenleaf Landscaping',
  legalName: 'Greenleaf Landscaping (placeholder name)',
  tagline: 'Family-owned landscaping for the Sacramento region since 2005',
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
  foundedYear: 2005,
  yearsExperience: '20+',
  rating: { value: 4.9, best: 5, source: 'Google reviews' },
  projectsCompleted: '500+',
  happyCustomers: '1000+',
  satisfaction: '100%',
  /** One figure for the water-savings claim, wherever drought-tolerant work is described. */
  droughtWaterSavings: 'up to 70%',
  responseTime: 'Same-day call back',
  hours: 'Mon–Sat, 7am–6pm',
  license: {
    note: 'Licensed & Insured',
    number: 'CSLB #0000000 (placeholder)',
    lookupUrl: 'https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/CheckLicense.aspx',
  },
  siteUrl: 'https://www.example.com',
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
} as const

export type Business = typeof business
