// Every text of spec section 8 that the admin screens show, and the mapping from backend errors.
import { isBackendUnreachable } from '@/lib/supabase'

export const adminMessages = {
  signInRequired: 'Access Denied: You must be logged in to access the admin dashboard.',
  noPrivileges: "You don't have admin privileges to access this dashboard.",
  welcomeBack: (email: string) => `Welcome back, ${email}`,
  makeAdmin: 'Make Admin',
  removeAdmin: 'Remove Admin',
  submissionsTab: 'Contact Submissions',
  usersTab: 'User Management',
  submissionsDenied: 'Access denied. You need admin privileges to view contact submissions.',
  submissionsFailed: (message: string) => `Failed to load submissions: ${message}`,
  submissionsUnexpected: 'An unexpected error occurred while loading submissions.',
  usersFailed: 'Failed to load users and roles',
  roleAssigned: 'Admin role assigned successfully',
  roleRemoved: 'Admin role removed successfully',
  assignFailed: 'Failed to assign admin role',
  removeFailed: 'Failed to remove admin role',
  noSubmissions: 'No submissions yet',
  noUsers: 'No users found',
  // The inbox (issue 8).
  newRequests: (count: number) => `${count} new`,
  /** Above the list, announced as it changes: '25 requests on this page, newest first'. */
  inboxSummary: (count: number, hasOtherPages: boolean) =>
    `${count === 1 ? '1 request' : `${count} requests`}${hasOtherPages ? ' on this page' : ''}, newest first`,
  inboxLoading: 'Loading requests...',
  noMatches: 'No requests match these filters.',
  outOfView: 'No longer in this view: it leaves the list when you change the filters or the page.',
  noRequestsOnPage: 'No requests on this page.',
  clearFilters: 'Clear filters',
  statusChanged: (label: string) => `Status changed to ${label}`,
  statusFailed: 'Failed to change the status',
  noteSaved: 'Note saved',
  noteFailed: 'Failed to save the note',
  noteSavedBy: (email: string | null, date: string) =>
    email ? `Saved by ${email} on ${date}` : `Saved on ${date}`,
  markReadFailed: 'Failed to mark the request as read',
  requestDeleted: 'Request deleted',
  deleteFailed: 'Failed to delete the request',
  requestGone: 'This request no longer exists. Another admin may have deleted it.',
  // When the server cannot be reached: the page keeps trying by itself (see query-client.ts).
  outageAccessCheck:
    'The server cannot be reached right now, so your access cannot be checked yet. This page keeps trying and opens the dashboard by itself as soon as it is back.',
  outageDashboard:
    'The server cannot be reached right now. This page keeps trying and updates by itself as soon as it is back; until then what you see may be out of date.',
  unreachable: 'the server cannot be reached right now',
  exported: (count: number) => (count === 1 ? 'Exported 1 request' : `Exported ${count} requests`),
  exportFailed: 'Failed to export the requests',
  /** Beside a disabled 'Make Admin': the database refuses the role to unconfirmed accounts. */
  unconfirmedEmail: 'Email not confirmed yet — they can be made an admin once they confirm.',
} as const

interface BackendError {
  message: string
  code: string
}

/** A PostgREST error answered by the server; a failed fetch comes back with an empty code. */
function asBackendError(error: unknown): BackendError | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { message, code } = error as Partial<Record<'message' | 'code', unknown>>
  if (typeof message !== 'string' || typeof code !== 'string' || code === '') return undefined
  return { message, code }
}

// 42501 is Postgres' insufficient_privilege, which row-level security raises.
const RLS_VIOLATION_CODE = '42501'

export function submissionsErrorMessage(error: unknown): string {
  const backendError = asBackendError(error)
  if (!backendError) return adminMessages.submissionsUnexpected
  if (backendError.code === RLS_VIOLATION_CODE || backendError.message.includes('not allowed')) {
    return adminMessages.submissionsDenied
  }
  return adminMessages.submissionsFailed(backendError.message)
}

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined
  return typeof error.message === 'string' && error.message ? error.message : undefined
}

export function usersErrorMessage(error: unknown): string {
  return messageOf(error) ?? adminMessages.usersFailed
}

/** A failed change to a request: what failed, and why when the server or network said. */
export function requestChangeErrorMessage(error: unknown, failed: string): string {
  if (isBackendUnreachable(error)) return `${failed}: ${adminMessages.unreachable}.`
  const reason = messageOf(error)
  return reason ? `${failed}: ${reason}` : failed
}

/** The last-admin refusal arrives here as the database's own message. */
export function roleChangeErrorMessage(error: unknown, change: 'assign' | 'remove'): string {
  return (
    messageOf(error) ??
    (change === 'assign' ? adminMessages.assignFailed : adminMessages.removeFailed)
  )
}
