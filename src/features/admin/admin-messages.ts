// Every text of spec section 8 that the admin screens show, and the mapping from backend errors.
import { isBackendUnreachable } from '@/lib/backend-unreachable'
import { historyMessages } from './history-messages'
import { mailMessages } from './mail-messages'
import { adminVisitMessages } from './visits/visit-messages'

export const adminMessages = {
  signInRequired: 'Access Denied: You must be logged in to access the admin dashboard.',
  noPrivileges: "You don't have admin privileges to access this dashboard.",
  welcomeBack: (email: string) => `Welcome back, ${email}`,
  makeAdmin: 'Make Admin',
  removeAdmin: 'Remove Admin',
  submissionsTab: 'Contact Submissions',
  usersTab: 'User Management',
  // Two-factor sign-in (issue 22): not in the spec.
  accountTab: 'Your Account',
  // Insights (issue 24): not in the spec.
  insightsTab: 'Insights',
  visitsTab: 'Visits',
  insightsFailed: 'Failed to load insights',
  submissionsDenied: 'Access denied. You need admin privileges to view contact submissions.',
  submissionsFailed: (message: string) => `Failed to load submissions: ${message}`,
  submissionsUnexpected: 'An unexpected error occurred while loading submissions.',
  usersFailed: 'Failed to load users and roles',
  accessCheckFailed: (reason: string) => `Could not check your access: ${reason}`,
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
  // Filters a link sets that the filter bar has no control for (issue 24), shown as chips.
  linkFilters: 'Also filtered by',
  removeFilter: (chip: string) => `Remove filter ${chip}`,
  noValueShown: '(none)',
  cityFilter: (city: string) => `City: ${city}`,
  campaignFilter: (campaign: string) => `Campaign: ${campaign}`,
  referrerFilter: (host: string) => `Referrer: ${host}`,
  sourcePageFilter: (page: string) => `Source page: ${page}`,
  serviceFilter: (service: string) => `Service: ${service}`,
  waitingFilter: 'Waiting over one working day',
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
  photosFailed: 'Failed to load the photos of this request',
  /**
   * Under each user: whether 'Make Admin' can work yet. The database gives the role only to a
   * confirmed address whose password its owner chose through an e-mail link (docs/admin.md,
   * Roles), so the row says what is missing before anyone tries, and offers the link.
   */
  readyForAdmin: 'Can be made an admin: email confirmed and password chosen.',
  unconfirmedEmail:
    'Email not confirmed yet and no password chosen: a password link lets them do both, then they can be made an admin.',
  passwordNotChosen:
    'Password not chosen through an e-mail link yet: they can be made an admin once they have chosen one through a password link.',
  /** An admin whose password changed since they chose it: the database gives them no access. */
  adminPasswordNotChosen:
    'Admin access paused: their current password was not chosen through an e-mail link. A password link lets them choose one.',
  sendPasswordLink: 'Send a password link',
  sendingPasswordLink: 'Sending password link...',
  passwordLinkSent: (email: string) =>
    `Password link sent to ${email}. Once they have chosen a new password through it, they can be made an admin.`,
  passwordLinkFailed: 'Failed to send the password link',
  // 'Ask for a review' on a won request: once per request.
  askForReview: 'Ask for a review',
  askingForReview: 'Sending…',
  askForReviewTitle: 'Ask for a review?',
  askForReviewDescription: (email: string) =>
    `${email} gets a short thank-you from the office with the link to your Google review page. A request is asked once.`,
  askForReviewConfirm: 'Send Review Request',
  reviewAsked: 'Review request sent',
  reviewAskedOn: (date: string) => `Review asked on ${date}`,
  reviewFailed: 'Failed to ask for a review',
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

function submissionsErrorMessage(error: unknown): string {
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

/** A failed change to a request: what failed, and why when the server or network said. */
const requestChangeFailed = (failed: string) => (error: unknown) => {
  if (isBackendUnreachable(error)) return `${failed}: ${adminMessages.unreachable}.`
  const reason = messageOf(error)
  return reason ? `${failed}: ${reason}` : failed
}

const failureMessages = {
  checkAccess: (error) => adminMessages.accessCheckFailed(messageOf(error) ?? ''),
  loadSubmissions: submissionsErrorMessage,
  loadUsers: (error) => messageOf(error) ?? adminMessages.usersFailed,
  loadActivity: (error) => historyMessages.failed(messageOf(error) ?? ''),
  loadRequestHistory: () => historyMessages.requestFailed,
  loadPhotos: requestChangeFailed(adminMessages.photosFailed),
  // The last-admin refusal arrives here as the database's own message.
  assignRole: (error) => messageOf(error) ?? adminMessages.assignFailed,
  removeRole: (error) => messageOf(error) ?? adminMessages.removeFailed,
  changeStatus: requestChangeFailed(adminMessages.statusFailed),
  saveNote: requestChangeFailed(adminMessages.noteFailed),
  markRead: requestChangeFailed(adminMessages.markReadFailed),
  deleteRequest: requestChangeFailed(adminMessages.deleteFailed),
  exportRequests: requestChangeFailed(adminMessages.exportFailed),
  loadInsights: requestChangeFailed(adminMessages.insightsFailed),
  sendPasswordLink: requestChangeFailed(adminMessages.passwordLinkFailed),
  loadRequestMails: (error) => mailMessages.failed(messageOf(error) ?? ''),
  sendReply: requestChangeFailed(mailMessages.sendFailed),
  retryMail: requestChangeFailed(mailMessages.retryFailed),
  askForReview: requestChangeFailed(adminMessages.reviewFailed),
  loadVisits: (error) => adminVisitMessages.failed(messageOf(error) ?? ''),
  scheduleVisit: requestChangeFailed(adminVisitMessages.scheduleFailed),
  cancelVisit: requestChangeFailed(adminVisitMessages.cancelFailed),
} satisfies Record<string, (error: unknown) => string>

/** What an admin screen was doing when the error came. */
export type AdminFailure = keyof typeof failureMessages

/**
 * The one way an admin error becomes the text a person reads, in a panel or a toast. Queries
 * throw `adminError(…)` and panels show its message; mutations toast this in their onError.
 */
export function adminErrorMessage(error: unknown, failure: AdminFailure): string {
  return failureMessages[failure](error)
}

/** What a query throws: the text to show, with the backend's error as cause (outage checks). */
export function adminError(error: unknown, failure: AdminFailure): Error {
  return new Error(adminErrorMessage(error, failure), { cause: error })
}
