import { formatCalendarDay, visitWindowLabel } from '@shared/visit-windows'
import type { Submission } from './types'

type VisitFields = Pick<Submission, 'visit_window' | 'earliest_visit_date'>

/**
 * When the visitor would like the office to come by, in one line: 'Weekday mornings, from Mon,
 * Dec 7, 2026', 'Weekday mornings' or 'From Mon, Dec 7, 2026'; null when they left both open.
 */
export function visitPreference({ visit_window, earliest_visit_date }: VisitFields): string | null {
  const windowLabel = visit_window ? visitWindowLabel(visit_window) : undefined
  const from = earliest_visit_date ? formatCalendarDay(earliest_visit_date) : undefined
  if (windowLabel && from) return `${windowLabel}, from ${from}`
  if (from) return `From ${from}`
  return windowLabel ?? null
}
