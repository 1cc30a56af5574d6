import { addDays, daysBetween } from '@shared/visit-windows'

/** Where a day falls from today, office time: the Visits tab's sections. */
export type VisitPeriod = 'today' | 'thisWeek' | 'later'

export interface VisitDay<Visit> {
  day: string
  visits: Visit[]
}

export interface VisitSection<Visit> {
  period: VisitPeriod
  days: VisitDay<Visit>[]
}

/** The Sunday that ends `day`'s week (weeks run Monday to Sunday, as the office's Insights count them). */
export function endOfWeek(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 is Sunday
  return addDays(day, (7 - weekday) % 7)
}

function periodOf(day: string, today: string): VisitPeriod {
  if (day === today) return 'today'
  return daysBetween(endOfWeek(today), day) <= 0 ? 'thisWeek' : 'later'
}

/**
 * Visits in the order of the day (as list_visits gives them) in sections, today, the rest of this
 * week and later, each by day; sections without a visit are left out. A visit before today (the
 * list starts today, but a tab left open overnight may hold yesterday's) counts as today's.
 */
export function groupVisitsByDay<Visit extends { visit_date: string }>(
  visits: Visit[],
  today: string,
): VisitSection<Visit>[] {
  const sections: VisitSection<Visit>[] = []
  for (const visit of visits) {
    const day = visit.visit_date < today ? today : visit.visit_date
    const period = periodOf(day, today)
    let section = sections.at(-1)
    if (section?.period !== period) {
      section = { period, days: [] }
      sections.push(section)
    }
    let group = section.days.at(-1)
    if (group?.day !== day) {
      group = { day, visits: [] }
      section.days.push(group)
    }
    group.visits.push(visit)
  }
  return sections
}
