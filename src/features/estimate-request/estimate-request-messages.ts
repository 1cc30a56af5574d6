import { business } from '@/content/business'
import { earliestVisitMaxMonths } from '@shared/visit-windows'
import { visitMessages, type EstimateRequestField } from './schema'

// Every failure the estimate form can meet, mapped once from what supabase-js returns.

/** What the send returned besides success: PostgREST's error code and the HTTP status. */
export class EstimateSendError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'EstimateSendError'
  }
}

export type EstimateFailureKind = 'offline' | 'unreachable' | 'throttled' | 'refused' | 'unexpected'

export interface EstimateFailure {
  kind: EstimateFailureKind
  message: string
  /** The field the database refused, to mark beside it. */
  field?: EstimateRequestField
  fieldMessage?: string
}

export const estimateFailureMessages = {
  offline:
    'You appear to be offline, so your request was not sent. Check your connection and send it again; everything you typed is still here.',
  unreachable:
    "We couldn't reach our server, so your request was not sent. Please try again in a moment; everything you typed is still here.",
  throttled: 'Too many requests in a short time. Please try again in a few minutes.',
  refusedField: (label: string) =>
    `Our server did not accept the ${label}. Please check it and send again.`,
  missingField: (label: string) =>
    `Our server received no ${label}. Please fill it in and send again.`,
  refused: (reason: string) =>
    `Our server refused the request (${reason}). Please check what you typed and send again.`,
  unexpected: 'Something went wrong and your request was not sent. Please try again.',
} as const

/** Table columns as the form names them; the database's errors name the column. */
const columns: Record<
  string,
  { field: EstimateRequestField; label: string; fieldMessage: string }
> = {
  first_name: {
    field: 'firstName',
    label: 'first name',
    fieldMessage: 'Please check your first name',
  },
  last_name: { field: 'lastName', label: 'last name', fieldMessage: 'Please check your last name' },
  email: {
    field: 'email',
    label: 'email address',
    fieldMessage: 'Please enter a valid email address',
  },
  phone: {
    field: 'phone',
    label: 'phone number',
    fieldMessage: 'Please enter a phone number with at least 7 digits',
  },
  service: { field: 'service', label: 'service', fieldMessage: 'Please choose a service' },
  address: { field: 'address', label: 'address', fieldMessage: 'Please check the address' },
  message: { field: 'message', label: 'message', fieldMessage: 'Please check the message' },
  visit_window: { field: 'visitWindow', label: 'visit time', fieldMessage: visitMessages.window },
  // submit_estimate_request refuses a date outside the office's today to 6 months on with this
  // check's name: the visitor's clock or time zone may be a day off Sacramento's.
  earliest_visit_date: {
    field: 'earliestVisitDate',
    label: 'earliest date',
    fieldMessage: `Please choose a date from today to ${earliestVisitMaxMonths} months from now`,
  },
}

// How fetch reports no connection: Chrome, Firefox, Node (undici) and Safari.
const networkFailure = /failed to fetch|networkerror|fetch failed|load failed/i

function isNetworkFailure(error: EstimateSendError) {
  return error.status === 0 || (!error.code && networkFailure.test(error.message))
}

/** Which failure a send met, and what the form says about it. */
export function estimateFailure(error: unknown, isOnline = navigator.onLine): EstimateFailure {
  const offline = { kind: 'offline', message: estimateFailureMessages.offline } as const
  if (!(error instanceof EstimateSendError)) {
    const isFetchFailure = error instanceof TypeError && networkFailure.test(error.message)
    if (!isOnline) return offline
    if (isFetchFailure) return { kind: 'unreachable', message: estimateFailureMessages.unreachable }
    return { kind: 'unexpected', message: estimateFailureMessages.unexpected }
  }
  if (isNetworkFailure(error)) {
    return isOnline
      ? { kind: 'unreachable', message: estimateFailureMessages.unreachable }
      : offline
  }
  if (error.code === 'PT429' || error.status === 429) {
    return { kind: 'throttled', message: error.message || estimateFailureMessages.throttled }
  }
  if (error.status >= 500)
    return { kind: 'unreachable', message: estimateFailureMessages.unreachable }
  // A check (23514) names its constraint, a missing value (23502) its column: mark that field.
  const column =
    error.code === '23514'
      ? /contact_submissions_(\w+?)_check/.exec(error.message)?.[1]
      : error.code === '23502'
        ? /column "(\w+)"/.exec(error.message)?.[1]
        : undefined
  const refused = column && Object.hasOwn(columns, column) ? columns[column] : undefined
  if (refused) {
    const { field, label, fieldMessage } = refused
    const describe =
      error.code === '23502'
        ? estimateFailureMessages.missingField
        : estimateFailureMessages.refusedField
    return { kind: 'refused', message: describe(label), field, fieldMessage }
  }
  if (error.status >= 400) {
    const reason = error.code ? `code ${error.code}` : `status ${error.status}`
    return { kind: 'refused', message: estimateFailureMessages.refused(reason) }
  }
  return { kind: 'unexpected', message: estimateFailureMessages.unexpected }
}

export const photoUploadMessages = {
  offline: 'No connection. Check it and try again.',
  unreachable: "We couldn't reach our server. Try again in a moment.",
  tooLarge: 'This photo is too large to send.',
  wrongType: 'Only photos can be sent.',
  closed: `The time to add photos to this request is over. Please e-mail them to ${business.email.display}.`,
  refused: (reason: string) => `Our server did not take this photo (${reason}).`,
} as const

/** Why one photo did not upload, from what supabase-js's Storage client returned. */
export function photoUploadFailure(error: unknown, isOnline = navigator.onLine): string {
  if (!isOnline) return photoUploadMessages.offline
  const { statusCode, status, message } = (error ?? {}) as {
    statusCode?: string | number
    status?: number
    message?: string
  }
  const code = Number(statusCode ?? status ?? 0)
  if (!code) {
    return networkFailure.test(message ?? '')
      ? photoUploadMessages.unreachable
      : photoUploadMessages.refused(message || 'no answer')
  }
  if (code === 413) return photoUploadMessages.tooLarge
  if (code === 415) return photoUploadMessages.wrongType
  // Storage answers a policy refusal with 403 (or 400 from older servers): past the window.
  if (code === 403 || /row-level security/i.test(message ?? '')) return photoUploadMessages.closed
  if (code >= 500) return photoUploadMessages.unreachable
  return photoUploadMessages.refused(`status ${code}`)
}
