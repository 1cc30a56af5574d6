import '@/lib/zod-config'
import { z } from 'zod/mini'
import { visitArrivalWindows } from '@shared/visit-calendar'
import { addDays, isCalendarDay, officeDay } from '@shared/visit-windows'

/** The arrival choice that asks for an exact time instead of a window. */
export const AT_A_SET_TIME = 'time'

/** How far ahead a visit may be booked, as public.schedule_visit allows: today to a year on. */
export const VISIT_DAYS_AHEAD = 366

/** The days a visit may be on, office time, e.g. for a date input's min and max. */
export function visitDayRange(now: Date = new Date()): { min: string; max: string } {
  const min = officeDay(now)
  return { min, max: addDays(min, VISIT_DAYS_AHEAD) }
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The schedule form as public.schedule_visit checks it: a day from today to a year ahead, one of
 * the arrival windows or a time from 6:00 am to 8:00 pm, and a note of at most 1,000 characters.
 */
export const visitFormSchema = z
  .object({
    date: z.string().check(
      z.refine(isCalendarDay, { error: 'Choose a day.', abort: true }),
      z.refine((day) => {
        const { min, max } = visitDayRange()
        return day >= min && day <= max
      }, 'Choose a day from today to a year ahead.'),
    ),
    arrival: z
      .string()
      .check(
        z.refine(
          (value) =>
            value === AT_A_SET_TIME || visitArrivalWindows.some((window) => window.value === value),
          'Choose an arrival window or a time.',
        ),
      ),
    time: z.string(),
    note: z.string().check(
      z.trim(),
      z.refine((note) => Array.from(note).length <= 1000, 'Keep the note under 1,000 characters.'),
    ),
  })
  .check(
    z.refine(
      ({ arrival, time }) =>
        arrival !== AT_A_SET_TIME || (timePattern.test(time) && time >= '06:00' && time <= '20:00'),
      { message: 'Choose a time between 6:00 am and 8:00 pm.', path: ['time'] },
    ),
  )
export type VisitForm = z.infer<typeof visitFormSchema>

/** What schedule_visit takes for the form's arrival choice. */
export function visitTimeOf(form: VisitForm): {
  arrival_window: string | null
  start_time: string | null
} {
  return form.arrival === AT_A_SET_TIME
    ? { arrival_window: null, start_time: form.time }
    : { arrival_window: form.arrival, start_time: null }
}
