// When a visitor would like the office to come by: the estimate form offers these, the database
// accepts only these values (public.contact_submissions.visit_window), and the admin card, the
// CSV and the alert mail show their labels. Plain TypeScript with no runtime APIs, so Deno,
// Node and Vite all load it; the app imports it as @shared/visit-windows.

export const visitWindows = [
  { value: 'any_weekday', label: 'Any weekday' },
  { value: 'weekday_mornings', label: 'Weekday mornings' },
  { value: 'weekday_afternoons', label: 'Weekday afternoons' },
  { value: 'saturday_mornings', label: 'Saturday mornings' },
] as const

export type VisitWindow = (typeof visitWindows)[number]['value']

/** The earliest visit date may be at most this many months after the day of the request. */
export const earliestVisitMaxMonths = 6

/** The label of a stored value; the value itself if it is not one of ours. */
export function visitWindowLabel(value: string): string {
  return visitWindows.find((window) => window.value === value)?.label ?? value
}

/** The office's time zone: the day of a request, and so its earliest visit dates, are counted in it. */
export const officeTimeZone = 'America/Los_Angeles'

/** The calendar day (YYYY-MM-DD) an instant falls on in Sacramento. */
export function officeDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: officeTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/**
 * `months` after a calendar day (YYYY-MM-DD), as Postgres adds an interval to a date: a day the
 * later month lacks becomes its last day (Aug 31 + 6 months = Feb 28, or 29).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDate = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(date, lastDate))
  return target.toISOString().slice(0, 10)
}

/** A calendar day (YYYY-MM-DD) at UTC midnight: day arithmetic that no clock change can shift. */
function utcDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date))
}

/** Whether a value is a real calendar day written YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDay(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value
  )
}

/** How many days `to` is after `from` (both YYYY-MM-DD); negative when it is before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / 86_400_000)
}

/** The calendar day `days` after `day` (both YYYY-MM-DD), across months and years. */
export function addDays(day: string, days: number): string {
  const date = utcDate(day)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const officeClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: officeTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** How far Sacramento's wall clock is from UTC at an instant, in milliseconds (-7 or -8 hours). */
function officeOffset(at: number): number {
  const parts = officeClockFormat.formatToParts(new Date(at))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value)
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wallClock - (at - (at % 1000))
}

/**
 * The instant (ISO) a calendar day (YYYY-MM-DD) begins in Sacramento, whatever the browser's zone:
 * midnight there, 08:00Z in winter and 07:00Z in summer. The clocks change at 2 AM, so the
 * offset is read at that midnight itself (a second look corrects the first guess's offset).
 */
export function officeDayStart(day: string): string {
  const wallMidnight = utcDate(day).getTime()
  const guess = wallMidnight - officeOffset(wallMidnight)
  return new Date(wallMidnight - officeOffset(guess)).toISOString()
}

const calendarDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})

/**
 * 'Mon, Dec 7, 2026' for '2026-12-07', as the admin card and the alert mail show a date column:
 * a calendar day, never passed through a zone's midnight (which would show the day before west of
 * Greenwich). A value that is no date is shown as it is.
 */
export function formatCalendarDay(day: string): string {
  const date = utcDate(day)
  return Number.isNaN(date.getTime()) ? day : calendarDayFormat.format(date)
}

/**
 * A request's preferred visit in one line, as the mails say it: the window's label and the
 * earliest date, e.g. 'Weekday mornings, from Mon, Dec 7, 2026'. Without a window the visitor
 * named no time of the week, so any time suits: 'Any time', or 'Any time, from Mon, Dec 7, 2026'.
 */
export function visitLine(visitWindow: string | null, earliestDate: string | null): string {
  const when = visitWindow ? visitWindowLabel(visitWindow) : 'Any time'
  return earliestDate ? `${when}, from ${formatCalendarDay(earliestDate)}` : when
}

/**
 * The dates a request sent at `at` may give as its earliest visit date, inclusive: the day of the
 * request in Sacramento to `earliestVisitMaxMonths` later. The database allows exactly these
 * (the check contact_submissions_earliest_visit_date_check), e.g. as a date input's min and max.
 */
export function earliestVisitDateRange(at: Date = new Date()): { min: string; max: string } {
  const min = officeDay(at)
  return { min, max: addMonths(min, earliestVisitMaxMonths) }
}
