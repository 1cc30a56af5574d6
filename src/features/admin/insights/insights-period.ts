import {
  addDays,
  addMonths,
  daysBetween,
  formatCalendarDay,
  isCalendarDay,
  officeDay,
} from '@shared/visit-windows'

/** The periods the picker offers; 'range' is two days of the admin's choosing. */
export const periodChoices = [
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '12m', label: 'Last 12 months' },
  { value: 'range', label: 'Date range' },
] as const

export type PeriodChoice = (typeof periodChoices)[number]['value']

/** Office-local calendar days (YYYY-MM-DD), both included: what the insights functions take. */
export interface InsightsPeriod {
  choice: PeriodChoice
  start: string
  end: string
}

/** The database refuses longer spans (errcode 22023); the picker says so first. */
export const MAX_RANGE_DAYS = 800

export const periodMessages = {
  missingDay: 'Choose a start and an end date.',
  startAfterEnd: 'The start date must be on or before the end date.',
  tooLong: `A range can be at most ${MAX_RANGE_DAYS} days long.`,
}

/** Why a range cannot be shown, or undefined when it can. */
export function rangeError(start: string, end: string): string | undefined {
  if (!isCalendarDay(start) || !isCalendarDay(end)) return periodMessages.missingDay
  if (start > end) return periodMessages.startAfterEnd
  // Both days count, as the database counts them.
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) return periodMessages.tooLong
  return undefined
}

/** The last `choice` up to the office's today (today included). */
function relativePeriod(choice: '30d' | '90d' | '12m', now: Date): InsightsPeriod {
  const end = officeDay(now)
  const start =
    choice === '12m' ? addDays(addMonths(end, -12), 1) : addDays(end, choice === '30d' ? -29 : -89)
  return { choice, start, end }
}

export type PeriodReading =
  | { period: InsightsPeriod; error?: undefined }
  | { period?: undefined; error: string; start: string; end: string }

// The URL's names (contract: `period=30d|90d|12m`, or `period=range&period_from=…&period_to=…`).
const PERIOD = 'period'
const FROM = 'period_from'
const TO = 'period_to'

/** The period a URL names; an unknown choice is the default (last 30 days). */
export function readPeriod(params: URLSearchParams, now = new Date()): PeriodReading {
  const choice = params.get(PERIOD)
  if (choice === 'range') {
    const start = params.get(FROM) ?? ''
    const end = params.get(TO) ?? ''
    const error = rangeError(start, end)
    return error ? { error, start, end } : { period: { choice, start, end } }
  }
  return { period: relativePeriod(choice === '90d' || choice === '12m' ? choice : '30d', now) }
}

/** `params` with the period set (other parameters, such as the tab, kept). */
export function withPeriod(
  params: URLSearchParams,
  choice: PeriodChoice,
  range?: { start: string; end: string },
): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete(FROM)
  next.delete(TO)
  if (choice === '30d') next.delete(PERIOD)
  else next.set(PERIOD, choice)
  if (choice === 'range' && range) {
    next.set(FROM, range.start)
    next.set(TO, range.end)
  }
  return next
}

/** 'Oct 29, 2026 – Nov 27, 2026': the days a period covers, as the heading says them. */
export function periodLabel({ start, end }: { start: string; end: string }): string {
  const withoutWeekday = (day: string) => formatCalendarDay(day).replace(/^\w+, /, '')
  return `${withoutWeekday(start)} – ${withoutWeekday(end)}`
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
})

/** 'Nov 3': a calendar day in a chart's axis or a table's week column. */
export function shortDayLabel(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`))
}

/** 'Nov 3 – Nov 9' (or 'Nov 3' for a one-day week at the period's edge). */
export function daysLabel(first: string, last: string): string {
  return first === last ? shortDayLabel(first) : `${shortDayLabel(first)} – ${shortDayLabel(last)}`
}
