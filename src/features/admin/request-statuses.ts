import type { RequestStatus } from './types'

/** Where a request stands, in the order the office works it (the database enum's order). */
export const requestStatuses = [
  'new',
  'contacted',
  'scheduled',
  'won',
  'lost',
  'archived',
] as const satisfies readonly RequestStatus[]

export const requestStatusLabels: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  won: 'Won',
  lost: 'Lost',
  archived: 'Archived',
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return (requestStatuses as readonly unknown[]).includes(value)
}

/** A status as the office reads it; an unknown value (a newer enum) as stored. */
export function requestStatusLabel(value: string | null | undefined): string {
  if (!value) return ''
  return isRequestStatus(value) ? requestStatusLabels[value] : value
}
