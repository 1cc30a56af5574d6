// How a queued new-request alert becomes a mail to the admins. Shared, unchanged, by the
// estimate-alerts Edge Function (Deno, production) and the local backend (Node): plain
// TypeScript with no runtime APIs, and imports with their .ts extension so both can load it.
import type { Database } from './database.types.ts'
import { composeDigestMail } from './estimate-alerts-digest.ts'
import { escapeHtml, oneLine, truncate } from './mail-text.ts'
import { requestLink } from './request-link.ts'
import { serviceName } from './service-catalogue.ts'
import { formatCalendarDay, visitWindowLabel } from './visit-windows.ts'

type ClaimRow = Database['public']['Functions']['claim_estimate_request_alerts']['Returns'][number]
type RequestRow = Database['public']['Tables']['contact_submissions']['Row']
type RequestColumn = keyof ClaimRow & keyof RequestRow

/**
 * One row of `public.claim_estimate_request_alerts()`. The generator types every column a function
 * returns as not null (Postgres records no nullability for them), so the request's columns take
 * contact_submissions' own types, and digest_id is null for an alert mailed alone. The others are
 * never null: the alert's own not-null columns, the request's id and created_at
 * (`submitted_at`), and a count (`photo_count`, the photos stored when it was claimed).
 */
export type ClaimedAlert = Omit<ClaimRow, RequestColumn | 'digest_id'> &
  Pick<RequestRow, RequestColumn> & { digest_id: ClaimRow['digest_id'] | null }

type AlertId = ClaimedAlert['alert_id']

/** The outbox functions of the database, called as service_role. */
export interface AlertStore {
  /** Due alerts, each held for `leaseSeconds` so no other sender mails it meanwhile. */
  claim(maxAlerts: number, leaseSeconds: number): Promise<ClaimedAlert[]>
  recipients(): Promise<string[]>
  complete(alertId: AlertId): Promise<void>
  fail(alertId: AlertId, error: string, retryInSeconds: number): Promise<void>
  /** A digest's alerts, marked delivered together. */
  completeDigest(alertIds: AlertId[]): Promise<void>
  /** A digest's alerts, failed together. */
  failDigest(alertIds: AlertId[], error: string, retryInSeconds: number): Promise<void>
}

export interface AlertMail {
  to: string[]
  subject: string
  text: string
  html: string
  /**
   * The same for every try of the same mail: a mail service that has seen it (Resend keeps keys
   * for 24 hours) answers as before without sending again. So a retry after a lost 'delivered'
   * mark never mails twice.
   */
  idempotencyKey: string
}

/** Hands one mail to a mail service; throws when the service refuses it or cannot be reached. */
export type SendMail = (mail: AlertMail) => Promise<void>

export interface DeliveryReport {
  claimed: number
  delivered: number
  failed: number
}

/** Milliseconds before a send to the e-mail API is given up. */
export const ALERT_SEND_TIMEOUT_MS = 10_000
/** Milliseconds before one call of the outbox functions (claim, complete, fail) is given up. */
export const ALERT_STORE_TIMEOUT_MS = 10_000
/** Time a claim keeps beyond its batch's worst case: clocks, start-up, the claim's own call. */
const CLAIM_LEASE_MARGIN_MS = 30_000

/**
 * The longest a claimed batch can take: the recipients' call, then per alert a send, its
 * 'delivered' mark and, when that fails, its 'failed' mark, each running into its timeout. (A
 * digest is one send and two calls, less than any batch of singles.)
 */
export function batchWorstCaseMs(batchSize: number): number {
  return ALERT_STORE_TIMEOUT_MS + batchSize * (ALERT_SEND_TIMEOUT_MS + 2 * ALERT_STORE_TIMEOUT_MS)
}

/** How long a claim holds its alerts: longer than its batch can take, so no one mails them twice. */
export function claimLeaseSeconds(batchSize: number): number {
  return Math.ceil((batchWorstCaseMs(batchSize) + CLAIM_LEASE_MARGIN_MS) / 1000)
}

/** Seconds before the next try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600)
}

/** The office is in Sacramento: times read as its wall clock, e.g. 'Nov 26, 2026, 9:05 AM PST'. */
export function pacificTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/**
 * The mail's preferred-visit line: the window's label and the earliest date, e.g. 'Weekday
 * mornings, from Mon, Dec 7, 2026'. Without a window the visitor named no time of the week, so
 * any time suits: 'Any time', or 'Any time, from Mon, Dec 7, 2026'.
 */
export function visitLine(visitWindow: string | null, earliestDate: string | null): string {
  const when = visitWindow ? visitWindowLabel(visitWindow) : 'Any time'
  return earliestDate ? `${when}, from ${formatCalendarDay(earliestDate)}` : when
}

/** The mail's photo line: how many came, and where to see them (the mail carries none). */
export function photoLine(count: number): string {
  if (!count) return 'None'
  return `${count} ${count === 1 ? 'photo' : 'photos'}, shown with the request in the admin`
}

type MailContent = Omit<AlertMail, 'idempotencyKey'>

/**
 * The key of one mail: what it is for (an alert, or a digest by its id) and a hash of everything
 * it says and to whom. A retry of the same mail has the same key; a mail that changed (an admin
 * added, a photo more) gets a new one, as Resend refuses a known key with a different body.
 */
export async function idempotencyKey(purpose: string, mail: MailContent): Promise<string> {
  const content = JSON.stringify([mail.to, mail.subject, mail.text, mail.html])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(content))
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `${purpose}/${hex}`
}

/** The alert for one request: every field the visitor sent, as text, and a link to it. */
export function composeAlertMail(
  alert: ClaimedAlert,
  recipients: string[],
  siteUrl: string,
): MailContent {
  const name = `${alert.first_name} ${alert.last_name}`
  // The request stores the service's catalogue key; the mail says its name.
  const service = serviceName(alert.service)
  const campaign = [alert.utm_source, alert.utm_medium, alert.utm_campaign]
    .filter(Boolean)
    .join(' / ')
  const fields: [string, string | null][] = [
    ['Name', name],
    ['Email', alert.email],
    ['Phone', alert.phone],
    ['Service', service],
    ['Address', alert.address],
    ['Preferred visit', visitLine(alert.visit_window, alert.earliest_visit_date)],
    ['Message', alert.message],
    ['Sent from', alert.source_page],
    ['Referrer', alert.referrer],
    ['Campaign', campaign || null],
    ['Google Ads click', alert.gclid],
    ['Photos', photoLine(alert.photo_count)],
    ['Received', pacificTime(alert.submitted_at)],
  ]
  const shown = fields.filter((field): field is [string, string] => Boolean(field[1]))
  const link = requestLink(siteUrl, alert.submission_id)
  const text = [
    'A new estimate request arrived on the website.',
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it in the admin: ${link}`,
  ].join('\n')
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html =
    '<p>A new estimate request arrived on the website.</p>' +
    `<table>${rows}</table>` +
    `<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`
  return {
    to: recipients,
    subject: truncate(oneLine(`New estimate request: ${service} from ${name}`), 200),
    text,
    html,
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000)
}

/** Singles one by one, each digest's alerts together, in the order claimed. */
function groupMails(alerts: ClaimedAlert[]): ClaimedAlert[][] {
  const digests = new Map<string, ClaimedAlert[]>()
  const groups: ClaimedAlert[][] = []
  for (const alert of alerts) {
    if (alert.digest_id === null || alert.digest_id === undefined) {
      groups.push([alert])
      continue
    }
    const key = String(alert.digest_id)
    const digest = digests.get(key)
    if (digest) digest.push(alert)
    else {
      const members = [alert]
      digests.set(key, members)
      groups.push(members)
    }
  }
  return groups
}

/**
 * Delivers every due alert once: claims a batch, mails each alert (or each digest of a burst) to
 * the admins, and marks it delivered or failed (to be tried again after a back-off). A failure
 * never stops the others.
 */
export async function deliverDueAlerts(
  store: AlertStore,
  send: SendMail,
  options: { siteUrl: string; batchSize?: number },
): Promise<DeliveryReport> {
  const batchSize = options.batchSize ?? 20
  const alerts = await store.claim(batchSize, claimLeaseSeconds(batchSize))
  const report: DeliveryReport = { claimed: alerts.length, delivered: 0, failed: 0 }
  if (alerts.length === 0) return report
  let recipients: string[] = []
  let recipientsError: unknown
  try {
    recipients = await store.recipients()
  } catch (error) {
    recipientsError = error
  }
  for (const group of groupMails(alerts)) {
    const first = group[0]!
    const isDigest = first.digest_id !== null && first.digest_id !== undefined
    const ids = group.map((alert) => alert.alert_id)
    try {
      if (recipientsError) throw recipientsError
      if (recipients.length === 0) throw new Error('No admin with a confirmed e-mail address')
      const content = isDigest
        ? composeDigestMail(group, recipients, options.siteUrl)
        : composeAlertMail(first, recipients, options.siteUrl)
      const purpose = isDigest
        ? `estimate-alert-digest/${first.digest_id}`
        : `estimate-alert/${first.alert_id}`
      await send({ ...content, idempotencyKey: await idempotencyKey(purpose, content) })
      if (isDigest) await store.completeDigest(ids)
      else await store.complete(first.alert_id)
      report.delivered += group.length
    } catch (error) {
      report.failed += group.length
      // One back-off for the whole digest, so its alerts come due again together.
      const retryIn = retryDelaySeconds(Math.max(...group.map((alert) => alert.attempts)))
      // If even this write fails, the claim's lease runs out and the alert is due again.
      const failed = isDigest
        ? store.failDigest(ids, describe(error), retryIn)
        : store.fail(first.alert_id, describe(error), retryIn)
      await failed.catch(() => undefined)
    }
  }
  return report
}
