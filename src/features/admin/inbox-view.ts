import type { Database } from '@shared/database.types'
import { addDays, isCalendarDay, officeDay, officeDayStart } from '@shared/visit-windows'
import { serviceKeyOf } from '@shared/service-catalogue'
import { isRequestStatus } from './request-statuses'
import type { RequestStatus, Submission } from './types'

/** The ranges the 'Earliest visit' filter offers: the office's today and the `days` after it. */
export const earliestVisitRanges = {
  within_7_days: { label: 'Within 7 days', days: 7 },
} as const

export type EarliestVisitRange = keyof typeof earliestVisitRanges

function isEarliestVisitRange(value: string | null): value is EarliestVisitRange {
  return value !== null && Object.hasOwn(earliestVisitRanges, value)
}

/** The one 'waiting' filter: new requests received more than one working day ago. */
export const OVER_ONE_WORKING_DAY = 'over_one_working_day'

/**
 * The URL's words for "no value", which the database reads as null: a request with no city,
 * campaign or source page (`none`), or one that came with no referrer (`direct`).
 */
export const NO_VALUE = 'none'
export const NO_REFERRER = 'direct'

/**
 * What the admin narrowed the inbox to. Dates are the office's calendar days (yyyy-mm-dd,
 * America/Los_Angeles), inclusive. City, campaign, referrer and waiting come from links (the
 * Insights tab's figures), with the sentinels above as they are.
 */
export interface InboxFilters {
  search?: string
  status?: RequestStatus
  service?: string
  sourcePage?: string
  receivedFrom?: string
  receivedTo?: string
  earliestVisit?: EarliestVisitRange
  city?: string
  campaign?: string
  referrer?: string
  waiting?: typeof OVER_ONE_WORKING_DAY
}

/** A keyset position: the rows older than this one ('older'), or newer than it ('newer'). */
export interface InboxCursor {
  direction: 'older' | 'newer'
  createdAt: string
  id: string
}

/** One view of the inbox, as the URL holds it: bookmarkable, and the back button walks it. */
export interface InboxView {
  filters: InboxFilters
  cursor?: InboxCursor
}

type ListArgs = Database['public']['Functions']['list_estimate_requests']['Args']

// The URL's names for the filters (`?q=lawn&status=new&from_page=/contact&from=2026-11-01`),
// in the order a URL lists them.
const filterParams = {
  search: 'q',
  status: 'status',
  service: 'service',
  sourcePage: 'from_page',
  receivedFrom: 'from',
  receivedTo: 'to',
  earliestVisit: 'earliest_visit',
  city: 'city',
  campaign: 'campaign',
  referrer: 'referrer',
  waiting: 'waiting',
} as const satisfies Record<keyof InboxFilters, string>

const cursorParams = { older: 'after', newer: 'before' } as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `<created_at>~<id>`: the timestamp exactly as the server sent it (microseconds included). */
function readCursor(value: string | null, direction: InboxCursor['direction']) {
  if (!value) return undefined
  const separator = value.lastIndexOf('~')
  const createdAt = value.slice(0, separator)
  const id = value.slice(separator + 1)
  if (separator < 1 || !UUID.test(id) || Number.isNaN(Date.parse(createdAt))) return undefined
  return { direction, createdAt, id }
}

/** The view a URL names; values it cannot use are left out rather than refused. */
export function readInboxView(params: URLSearchParams): InboxView {
  const filters: InboxFilters = {}
  const text = (name: string) => params.get(name)?.trim() || undefined
  filters.search = text(filterParams.search)
  const status = params.get(filterParams.status)
  if (isRequestStatus(status)) filters.status = status
  // A service is its catalogue key; a link from before the keys names it ('Lawn Care').
  const service = text(filterParams.service)
  filters.service = serviceKeyOf(service) ?? service
  filters.sourcePage = text(filterParams.sourcePage)
  const from = params.get(filterParams.receivedFrom) ?? ''
  if (isCalendarDay(from)) filters.receivedFrom = from
  const to = params.get(filterParams.receivedTo) ?? ''
  if (isCalendarDay(to)) filters.receivedTo = to
  const earliestVisit = params.get(filterParams.earliestVisit)
  if (isEarliestVisitRange(earliestVisit)) filters.earliestVisit = earliestVisit
  filters.city = text(filterParams.city)
  filters.campaign = text(filterParams.campaign)
  filters.referrer = text(filterParams.referrer)
  if (params.get(filterParams.waiting) === OVER_ONE_WORKING_DAY) {
    filters.waiting = OVER_ONE_WORKING_DAY
  }
  const cursor =
    readCursor(params.get(cursorParams.older), 'older') ??
    readCursor(params.get(cursorParams.newer), 'newer')
  return { filters: withoutEmpty(filters), ...(cursor ? { cursor } : {}) }
}

function withoutEmpty(filters: InboxFilters): InboxFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => typeof value === 'string' && value.trim()),
  ) as InboxFilters
}

/** The URL's query for a view; filters first, so a bookmark reads well. */
export function inboxSearchParams(view: InboxView): URLSearchParams {
  const params = new URLSearchParams()
  const filters = withoutEmpty(view.filters)
  for (const key of Object.keys(filterParams) as (keyof InboxFilters)[]) {
    const value = filters[key]?.trim()
    if (value) params.set(filterParams[key], value)
  }
  if (view.cursor) {
    params.set(cursorParams[view.cursor.direction], `${view.cursor.createdAt}~${view.cursor.id}`)
  }
  return params
}

/** The inbox showing these filters (its first page), as a link: `/admin?city=Natomas&status=new`. */
export function inboxHref(filters: InboxFilters): string {
  const query = inboxSearchParams({ filters }).toString()
  return query ? `/admin?${query}` : '/admin'
}

export function activeFilterCount(filters: InboxFilters): number {
  return Object.keys(withoutEmpty(filters)).length
}

/** The page after (older) or before (newer) the given row. */
export function cursorAt(request: Submission, direction: InboxCursor['direction']): InboxCursor {
  return { direction, createdAt: request.created_at, id: request.id }
}

/**
 * The list_estimate_requests arguments of a view's filters (no cursor, no page size). The
 * earliest-visit range is counted from the office's today at `now`, the time of the call.
 */
export function filterArgs(filters: InboxFilters, now = new Date()): ListArgs {
  const args: ListArgs = {}
  if (filters.search) args.search = filters.search
  if (filters.status) args.status = filters.status
  if (filters.service) args.service = filters.service
  if (filters.sourcePage) args.source_page = filters.sourcePage
  // Days in the office's time zone, as the Insights figures count them, not the browser's.
  if (filters.receivedFrom) args.received_from = officeDayStart(filters.receivedFrom)
  // The 'to' day is included: everything before the next day's midnight.
  if (filters.receivedTo) args.received_before = officeDayStart(addDays(filters.receivedTo, 1))
  if (filters.earliestVisit) {
    const today = officeDay(now)
    args.earliest_visit_from = today
    args.earliest_visit_to = addDays(today, earliestVisitRanges[filters.earliestVisit].days)
  }
  // Sentinels ('none', 'direct') go as they are: the database reads them as "no value".
  if (filters.city) args.city = filters.city
  if (filters.campaign) args.campaign = filters.campaign
  if (filters.referrer) args.referrer_host = filters.referrer
  if (filters.waiting) args.over_one_working_day = true
  return args
}
