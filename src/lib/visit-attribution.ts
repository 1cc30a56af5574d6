// Where a visit came from, for the estimate request: the referrer of the visit's first page and
// the campaign parameters seen on any of its pages. Kept in sessionStorage, so a visitor who
// lands on a campaign link and browses on before asking for an estimate still carries it. This
// runs on every page load, so it stays small and free of libraries.

const storageKey = 'greenleaf-visit'
const campaignKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid'] as const

type CampaignKey = (typeof campaignKeys)[number]

/** What the database's submit_estimate_request takes besides the form fields. */
export type VisitAttribution = Partial<Record<CampaignKey | 'referrer' | 'source_page', string>>

// The database's limits (contact_submissions_*_check); it would cut longer values itself.
const urlLimit = 2048
const campaignLimit = 200

interface VisitStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

// The record as this page last wrote it: when sessionStorage is blocked or full (some private
// modes), the visit lasts as long as the page, and a failed write leaves no stale record in use.
let pageCopy: string | null = null
const sessionStore: VisitStore = {
  getItem(key) {
    try {
      return pageCopy ?? window.sessionStorage.getItem(key)
    } catch {
      return pageCopy
    }
  },
  setItem(key, value) {
    pageCopy = value
    try {
      window.sessionStorage.setItem(key, value)
    } catch {
      // The page copy above is all there is.
    }
  },
}

function capped(value: string | null | undefined, limit: number) {
  const trimmed = value?.trim()
  return trimmed ? trimmed.slice(0, limit) : undefined
}

function readStored(store: VisitStore): VisitAttribution | null {
  try {
    const stored = JSON.parse(store.getItem(storageKey) ?? 'null') as unknown
    return stored && typeof stored === 'object' ? (stored as VisitAttribution) : null
  } catch {
    return null
  }
}

/**
 * Notes the current page: on the visit's first page its referrer (unless it is this site), and
 * on every page the campaign parameters in its URL (newer ones replace older ones).
 */
export function recordVisitAttribution(
  page: { href: string; referrer: string },
  store: VisitStore = sessionStore,
) {
  const url = new URL(page.href)
  const stored = readStored(store)
  const record: VisitAttribution = { ...stored }
  if (!stored) {
    const isInternal = page.referrer.startsWith(`${url.origin}/`) || page.referrer === url.origin
    const referrer = isInternal ? undefined : capped(page.referrer, urlLimit)
    if (referrer) record.referrer = referrer
  }
  for (const key of campaignKeys) {
    const value = capped(url.searchParams.get(key), campaignLimit)
    if (value) record[key] = value
  }
  store.setItem(storageKey, JSON.stringify(record))
}

/** The visit's attribution and the page the request is sent from. */
export function readVisitAttribution(
  sourcePage: string,
  store: VisitStore = sessionStore,
): VisitAttribution {
  const stored = readStored(store) ?? {}
  const attribution: VisitAttribution = { source_page: capped(sourcePage, urlLimit) }
  const referrer = capped(stored.referrer, urlLimit)
  if (referrer) attribution.referrer = referrer
  for (const key of campaignKeys) {
    const value = typeof stored[key] === 'string' ? capped(stored[key], campaignLimit) : undefined
    if (value) attribution[key] = value
  }
  return attribution
}

/** Notes the page on screen: every page does it once, after its first screen. */
export function recordThisPage() {
  recordVisitAttribution({ href: window.location.href, referrer: document.referrer })
}
