// A `date` column (earliest_visit_date) is a calendar day, not a moment: it is read and written
// as 'YYYY-MM-DD' and never passes through local midnight, which would show an admin west of
// Greenwich the day before.

function utcDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date))
}

/** The calendar day `days` after `day` (both 'YYYY-MM-DD'), across months and years. */
export function addDays(day: string, days: number): string {
  const date = utcDate(day)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const calendarDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})

/** 'Mon, Dec 7, 2026' for '2026-12-07'; a value that is no date is shown as it is. */
export function formatCalendarDay(day: string): string {
  const date = utcDate(day)
  return Number.isNaN(date.getTime()) ? day : calendarDayFormat.format(date)
}
