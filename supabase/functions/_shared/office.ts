// The company's contact facts that both the site and its mails show: the name, phone, e-mail,
// town, opening hours and Google review page. src/content/business.ts builds the site's facts on these; the mails
// (the deliver-mail Edge Function, the local backend's sender) put them at the foot of every
// mail. Plain TypeScript with no runtime APIs, so Deno, Node and Vite all load it.

const phoneDigits = '9165550142'
const emailAddress = 'hello@example.com'

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

/** One fact for the hours /contact shows, the structured data and the mails. */
const openingHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '07:00',
  closes: '18:00',
} satisfies OpeningHours

/**
 * Phone, e-mail and the review page are placeholders until the owner sets real ones
 * (src/content/placeholders.ts).
 */
export const office = {
  name: 'Greenleaf Landscaping',
  phone: {
    display: '(916) 555-0142',
    href: `tel:+1${phoneDigits}`,
    smsHref: `sms:+1${phoneDigits}`,
    e164: `+1${phoneDigits}`,
  },
  /** The office's mailbox: the homeowner's mails answer to it (Reply-To). */
  email: {
    display: emailAddress,
    href: `mailto:${emailAddress}`,
  },
  /** A service-area business publishes no street address: city, state and ZIP only. */
  address: { city: 'Sacramento', region: 'CA', postalCode: '95814', country: 'US' },
  openingHours,
  hours: formatOpeningHours(openingHours),
  /**
   * The company's Google review page, which 'Ask for a review' mails to a won request's
   * homeowner: the 'Ask for reviews' link of its Google Business Profile.
   */
  googleReviewUrl: 'https://g.page/r/REPLACE-WITH-YOUR-PLACE-ID/review',
} as const

/** The town line of the office's address, e.g. 'Sacramento, CA 95814'. */
export function officeTown(): string {
  const { city, region, postalCode } = office.address
  return `${city}, ${region} ${postalCode}`
}
