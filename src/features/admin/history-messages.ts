// How the database's history reads: on a request's card, and in User Management's History.
import { visitTimeLabel } from '@shared/visit-calendar'
import { requestStatusLabel } from './request-statuses'
import type { HistoryEvent } from './types'

/** The history kinds User Management shows: who got or lost the admin role, and deletions. */
export const adminActivityKinds = [
  'admin_role_granted',
  'admin_role_removed',
  'request_deleted',
] as const

/** How many history rows User Management shows, newest first. */
export const ADMIN_ACTIVITY_LIMIT = 50

export const historyMessages = {
  heading: 'History',
  loading: 'Loading history...',
  empty: 'No history yet.',
  failed: (message: string) => `Failed to load the history: ${message}`,
  requestEmpty: 'No changes yet.',
  requestFailed: 'Failed to load the history of this request.',
  /** Who did it, when the database or the service role made the change. */
  system: 'System',
  /** Under User Management's History: what a deletion leaves. */
  deletionsForget:
    'A deleted request leaves only its id, its status, who deleted it and when: no name, e-mail, phone or address.',
} as const

function userOf(event: HistoryEvent): string {
  return event.user_email ?? event.user_id?.slice(0, 8) ?? 'an unknown user'
}

// A deletion keeps no trace of the sender (the database erases it): only the request's id and
// the status it had, in from_value.
function deletedRequestOf(event: HistoryEvent): string {
  const request = event.request_id ? `request ${event.request_id.slice(0, 8)}` : 'a request'
  const status = event.from_value ? ` (${requestStatusLabel(event.from_value)})` : ''
  return `deleted ${request}${status}`
}

// A note change keeps its text while the request exists. The request's deletion erases both
// sides, which no real change has, so that reads as a change.
function noteChangeOf({ from_value: before, to_value: after }: HistoryEvent): string {
  if (before === null && after !== null) return 'added a note'
  if (before !== null && after === null) return 'removed the note'
  return 'changed the note'
}

function photoCount(value: string | null): string {
  return value === '1' ? '1 photo' : `${value ?? 'some'} photos`
}

/**
 * A visit's time as the history stores it ('2026-12-08 08-10', '2026-12-08 09:30') in words:
 * 'Tue, Dec 8, 2026, 8–10 am'; null once erased with its request.
 */
function visitTimeOf(value: string | null): string | null {
  const [date, time] = value?.split(' ') ?? []
  if (!date || !time) return null
  try {
    return visitTimeLabel(time.includes(':') ? { date, startTime: time } : { date, window: time })
  } catch {
    return value
  }
}

function visitChangeOf({ kind, from_value, to_value }: HistoryEvent): string {
  const before = visitTimeOf(from_value)
  const after = visitTimeOf(to_value)
  if (kind === 'request_visit_scheduled') return `scheduled a visit${after ? ` for ${after}` : ''}`
  if (kind === 'request_visit_rescheduled') {
    return `moved the visit${before && after ? ` from ${before} to ${after}` : ''}`
  }
  return `cancelled the visit${before ? ` on ${before}` : ''}`
}

/** What happened, without the time: '{admin} changed status from New to Contacted'. */
export function describeHistoryEvent(event: HistoryEvent): string {
  const actor = event.actor_email ?? historyMessages.system
  switch (event.kind) {
    case 'request_status_changed':
      return `${actor} changed status from ${requestStatusLabel(event.from_value)} to ${requestStatusLabel(event.to_value)}`
    case 'request_note_changed':
      return `${actor} ${noteChangeOf(event)}`
    case 'request_deleted':
      return `${actor} ${deletedRequestOf(event)}`
    case 'request_reply_sent':
      return `${actor} replied by e-mail: ${event.to_value ?? 'a reply'}`
    case 'request_visit_scheduled':
    case 'request_visit_rescheduled':
    case 'request_visit_cancelled':
      return `${actor} ${visitChangeOf(event)}`
    case 'request_review_asked':
      return `${actor} asked for a review`
    case 'request_photos_received':
      return `The visitor sent ${photoCount(event.to_value)}`
    case 'admin_role_granted':
      return `${actor} made ${userOf(event)} an admin`
    case 'admin_role_removed':
      return `${actor} removed the admin role from ${userOf(event)}`
    default:
      return `${actor}: ${event.kind}`
  }
}
