// Every admin query key, so a change can invalidate exactly what it affects.
export const adminKeys = {
  all: ['admin'] as const,
  access: (userId: string) => [...adminKeys.all, 'access', userId] as const,
  submissions: () => [...adminKeys.all, 'submissions'] as const,
  /** One inbox view: its filters and page cursor (under submissions, so one key refreshes all). */
  inboxPage: (view: unknown) => [...adminKeys.submissions(), 'page', view] as const,
  newRequestCount: () => [...adminKeys.submissions(), 'new-count'] as const,
  /** One request by id (an alert mail's link to a request on another page). */
  request: (requestId: string) => [...adminKeys.submissions(), 'request', requestId] as const,
  /** The mails to one request's sender, and how each stands. */
  requestMails: (requestId: string) => [...adminKeys.submissions(), 'mails', requestId] as const,
  /** The photos of one request, with their signed URLs. */
  requestPhotos: (requestId: string) => [...adminKeys.submissions(), 'photos', requestId] as const,
  /** Scheduled visits: a range of days (the Visits tab, a day sheet) or one request's. */
  visits: () => [...adminKeys.submissions(), 'visits'] as const,
  visitDays: (range: { from: string; to: string | null }) =>
    [...adminKeys.visits(), 'days', range.from, range.to] as const,
  requestVisit: (requestId: string) => [...adminKeys.visits(), 'request', requestId] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  roleChange: () => [...adminKeys.all, 'role-change'] as const,
  /** History rows: of one request, or the User Management feed. */
  history: () => [...adminKeys.all, 'history'] as const,
  requestHistory: (requestId: string) => [...adminKeys.history(), 'request', requestId] as const,
  adminActivity: () => [...adminKeys.history(), 'activity'] as const,
  /** The Insights tab's figures for one period (under submissions: a change to a request redraws them). */
  insights: (period: { start: string; end: string }) =>
    [...adminKeys.submissions(), 'insights', period.start, period.end] as const,
}
