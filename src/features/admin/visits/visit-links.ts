// Where a visit's row and its day sheet link to, and how they say its time: plain functions, so
// the Visits tab, the day sheet and their tests build the same addresses.
import { arrivalWindowLabel, formatClockTime } from '@shared/visit-calendar'
import { requestAnchorId } from '@shared/request-link'
import { isCalendarDay } from '@shared/visit-windows'
import { paths } from '@/lib/paths'
import { adminVisitMessages } from './visit-messages'

const VISITS_TAB = 'visits'
const DAY_PARAM = 'day'

/** The Visits tab: `/admin?tab=visits`. */
export const visitsHref = () => `${paths.admin}?tab=${VISITS_TAB}`

/** A day's printable sheet: `/admin?tab=visits&day=2026-12-08`. */
export const daySheetHref = (day: string) => `${visitsHref()}&${DAY_PARAM}=${day}`

/** The day sheet the URL asks for, or undefined when `day` is missing or not a calendar day. */
export function sheetDayOf(params: URLSearchParams): string | undefined {
  const day = params.get(DAY_PARAM)
  return isCalendarDay(day) ? day : undefined
}

/** The request's card in the inbox, opened and scrolled to, as an alert mail links to it. */
export const requestHref = (requestId: string) => `${paths.admin}#${requestAnchorId(requestId)}`

/** A Google Maps search for the address; null when there is no address to look for. */
export function mapHref(address: string | null): string | null {
  const query = address?.trim()
  if (!query) return null
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/** The visit's time of day: '8–10 am arrival' for a window, '9:30 am' for an exact time. */
export function visitSlotLabel(visit: {
  arrival_window: string | null
  start_time: string | null
}): string {
  if (visit.start_time) return formatClockTime(visit.start_time)
  return visit.arrival_window
    ? adminVisitMessages.arrivalWindow(arrivalWindowLabel(visit.arrival_window))
    : ''
}

/** Where the crew goes, in a row's few words: the city, else the address, else the warning. */
export function visitPlace(visit: { city: string | null; address: string | null }): string {
  return visit.city?.trim() || visit.address?.trim() || adminVisitMessages.noAddress
}
