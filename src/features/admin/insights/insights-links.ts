// Every figure of the tab links to the inbox filtered to exactly the requests it counts, so the
// office can check a number by hand. The inbox reads the same URL parameters (inbox-view.ts).
import {
  inboxHref,
  NO_REFERRER,
  NO_VALUE,
  OVER_ONE_WORKING_DAY,
  type InboxFilters,
} from '../inbox-view'
import type { RequestStatus } from '../types'
import type { BreakdownDimension, DecidedSource } from './insights-query'

interface Days {
  start: string
  end: string
}

/** The inbox's received-on days: office-local days, both included. */
const receivedOn = ({ start, end }: Days): InboxFilters => ({
  receivedFrom: start,
  receivedTo: end,
})

/** Requests received on these days (a period, or one week of it). */
export function requestsHref(days: Days, filters: InboxFilters = {}): string {
  return inboxHref({ ...receivedOn(days), ...filters })
}

/**
 * The inbox filter for one group of a breakdown; a null key is the sentinel for "none". Undefined
 * when the inbox has no such filter (a request without a service, which the form never sends).
 */
export function breakdownFilter(
  dimension: BreakdownDimension,
  key: string | null,
): InboxFilters | undefined {
  switch (dimension) {
    case 'service':
      return key === null ? undefined : { service: key }
    case 'city':
      return { city: key ?? NO_VALUE }
    case 'source_page':
      return { sourcePage: key ?? NO_VALUE }
    case 'campaign':
      return { campaign: key ?? NO_VALUE }
    case 'referrer_host':
      return { referrer: key ?? NO_REFERRER }
  }
}

/** A won or lost source: its campaign; else no campaign and its referrer (or none: direct). */
export function decidedSourceFilter(source: DecidedSource): InboxFilters {
  const status: RequestStatus = source.status
  if (source.campaign !== null) return { status, campaign: source.campaign }
  return { status, campaign: NO_VALUE, referrer: source.referrerHost ?? NO_REFERRER }
}

/** The 'new' requests that have waited more than one working day, as the inbox lists them now. */
export const overdueRequestsHref = () => inboxHref({ status: 'new', waiting: OVER_ONE_WORKING_DAY })
