// When a visitor would like the office to come by: the estimate form offers these, the database
// accepts only these values (public.contact_submissions.visit_window), and the admin card, the
// CSV and the alert mail show their labels. Plain TypeScript with no runtime APIs, so Deno,
// Node and Vite all load it; the app imports it by its path.

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
