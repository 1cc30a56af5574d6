// How the database's history reads: on a request's card, and in User Management's History.
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
} as const

function userOf(event: HistoryEvent): string {
  return event.user_email ?? event.user_id?.slice(0, 8) ?? 'an unknown user'
}

// A deletion's from_value is 'First Last, Service, email, status' (the history trigger). Names
// are free text, so only the first part is taken as the name.
function deletedRequestOf(fromValue: string | null): string {
  if (!fromValue) return 'deleted the request'
  const [name, ...details] = fromValue.split(', ')
  if (details.length < 3) return `deleted the request from ${fromValue}`
  return `deleted the request from ${name} (${details.join(', ')})`
}

function photoCount(value: string | null): string {
  return value === '1' ? '1 photo' : `${value ?? 'some'} photos`
}

/** What happened, without the time: '{admin} changed status from New to Contacted'. */
export function describeHistoryEvent(event: HistoryEvent): string {
  const actor = event.actor_email ?? historyMessages.system
  switch (event.kind) {
    case 'request_status_changed':
      return `${actor} changed status from ${requestStatusLabel(event.from_value)} to ${requestStatusLabel(event.to_value)}`
    case 'request_note_changed':
      if (event.from_value === null) return `${actor} added a note`
      if (event.to_value === null) return `${actor} removed the note`
      return `${actor} changed the note`
    case 'request_deleted':
      return `${actor} ${deletedRequestOf(event.from_value)}`
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
