import '@/lib/zod-config'
import { z } from 'zod/mini'
import { earliestVisitDateRange, earliestVisitMaxMonths, visitWindows } from '@shared/visit-windows'
import { isServiceKey } from '@shared/service-catalogue'

/**
 * The limits of public.contact_submissions' check constraints (supabase/migrations), one for
 * one, so the form refuses exactly what the database would. The database tests import them.
 */
export const estimateLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phoneMinLength: 7,
  phoneMaxLength: 30,
  phoneMinDigits: 7,
  service: 100,
  address: 300,
  message: 5000,
} as const

/** contact_submissions_email_check (supabase/schemas/20_estimate_requests.sql): no ? & = # % / that a mailto: link would read. */
export const emailPattern =
  /^[A-Za-z0-9._+'-]+@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/

const phoneCharacters = /^[0-9 +().-]*$/

// The database counts characters (char_length); JavaScript's length counts UTF-16 units, which
// would make an emoji cost two.
const charLength = (value: string) => Array.from(value).length
const atMost = (limit: number, field: string) => ({
  check: (value: string) => charLength(value) <= limit,
  message: `${field} can be at most ${limit.toLocaleString('en-US')} characters`,
})

/** Required text: something besides white space, within the limit. */
function requiredText(limit: number, field: string, requiredMessage: string) {
  const { check, message } = atMost(limit, field)
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.refine(check, message),
    )
}

function optionalText(limit: number, field: string) {
  const { check, message } = atMost(limit, field)
  return z.string().check(z.trim(), z.refine(check, message))
}

const invalidEmail = 'Please enter a valid email address'
const chooseService = 'Please choose a service'
const shortPhone = 'Please enter a phone number with at least 7 digits'

export const visitMessages = {
  window: 'Please choose one of the visit times',
  invalidDate: 'Please enter a valid date',
  pastDate: 'Please choose a date from today on',
  lateDate: `Please choose a date within the next ${earliestVisitMaxMonths} months`,
} as const

const visitWindowValues = visitWindows.map((window) => window.value)

const isoDate = z.iso.date()

/**
 * '' (none given) or a calendar day (YYYY-MM-DD, as a date input gives it) from today to 6 months
 * on, counted as the database counts them (contact_submissions_earliest_visit_date_check): days
 * in Sacramento, on the clock of the moment the form is checked.
 */
function earliestVisitProblem(day: string): string | undefined {
  if (day === '') return undefined
  if (!isoDate.safeParse(day).success) return visitMessages.invalidDate
  const { min, max } = earliestVisitDateRange()
  if (day < min) return visitMessages.pastDate
  if (day > max) return visitMessages.lateDate
  return undefined
}

const earliestVisitDate = z.string().check(
  z.superRefine((day, context) => {
    const message = earliestVisitProblem(day)
    if (message) context.addIssue({ code: 'custom', message })
  }),
)

export const estimateRequestSchema = z.object({
  firstName: requiredText(estimateLimits.firstName, 'First name', 'Please enter your first name'),
  lastName: requiredText(estimateLimits.lastName, 'Last name', 'Please enter your last name'),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(estimateLimits.email, { error: invalidEmail, abort: true }),
      z.regex(emailPattern, invalidEmail),
    ),
  phone: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Please enter your phone number', abort: true }),
    z.regex(phoneCharacters, {
      error: 'Please use only digits, spaces and + ( ) . - in the phone number',
      abort: true,
    }),
    z.maxLength(estimateLimits.phoneMaxLength, {
      error: `Phone number can be at most ${estimateLimits.phoneMaxLength} characters`,
      abort: true,
    }),
    z.minLength(estimateLimits.phoneMinLength, { error: shortPhone, abort: true }),
    z.refine(
      (phone) => phone.replace(/\D/g, '').length >= estimateLimits.phoneMinDigits,
      shortPhone,
    ),
  ),
  /** A catalogue key (the select's value); anything else is no choice. */
  service: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: chooseService, abort: true }),
      z.refine(isServiceKey, chooseService),
    ),
  address: optionalText(estimateLimits.address, 'Address'),
  /** When the office may come by; '' is 'No preference'. */
  visitWindow: z.enum(['', ...visitWindowValues], { error: visitMessages.window }),
  earliestVisitDate,
  message: optionalText(estimateLimits.message, 'Message'),
  /** The honeypot; the database drops a request that fills it, answering as if it were stored. */
  website: z.string(),
})

export type EstimateRequestValues = z.infer<typeof estimateRequestSchema>
export type EstimateRequestField = keyof EstimateRequestValues
