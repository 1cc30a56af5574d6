// How a queued new-request alert becomes a mail to the admins. Shared, unchanged, by the
// estimate-alerts Edge Function (Deno, production) and the local backend (Node): plain
// TypeScript with no runtime APIs, and imports with their .ts extension so both can load it.
import { requestLink } from './request-link.ts'
import { formatCalendarDay, visitWindowLabel } from './visit-windows.ts'

/** One row of `public.claim_estimate_request_alerts()`. */
export interface ClaimedAlert {
  alert_id: number | string
  attempts: number
  submission_id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  service: string
  address: string | null
  message: string | null
  source_page: string | null
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  gclid: string | null
  submitted_at: string
  /** Photos stored with the request when the alert was claimed. */
  photo_count: number
  /** One of `visitWindows`' values, or null when the visitor gave none. */
  visit_window: string | null
  /** A calendar day, YYYY-MM-DD (Postgres `date` as JSON), or null. */
  earliest_visit_date: string | null
}

/** The outbox functions of the database, called as service_role. */
export interface AlertStore {
  claim(maxAlerts: number): Promise<ClaimedAlert[]>
  recipients(): Promise<string[]>
  complete(alertId: ClaimedAlert['alert_id']): Promise<void>
  fail(alertId: ClaimedAlert['alert_id'], error: string, retryInSeconds: number): Promise<void>
}

export interface AlertMail {
  to: string[]
  subject: string
  text: string
  html: string
}

/** Hands one mail to a mail service; throws when the service refuses it or cannot be reached. */
export type SendMail = (mail: AlertMail) => Promise<void>

export interface DeliveryReport {
  claimed: number
  delivered: number
  failed: number
}

/** Seconds before the next try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600)
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!)
}

/**
 * Subject lines cannot hold line breaks; a visitor's text must not add mail headers. Every
 * control character (CR, LF, tab, VT, FF, NEL, ...) and the Unicode line and paragraph
 * separators become one space.
 */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()
}

/** At most `max` characters, never cutting a character outside the BMP (an emoji) in half. */
function truncate(text: string, max: number): string {
  const characters = Array.from(text)
  return characters.length <= max ? text : characters.slice(0, max).join('')
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

/** The alert for one request: every field the visitor sent, as text, and a link to it. */
export function composeAlertMail(
  alert: ClaimedAlert,
  recipients: string[],
  siteUrl: string,
): AlertMail {
  const name = `${alert.first_name} ${alert.last_name}`
  const campaign = [alert.utm_source, alert.utm_medium, alert.utm_campaign]
    .filter(Boolean)
    .join(' / ')
  const fields: [string, string | null][] = [
    ['Name', name],
    ['Email', alert.email],
    ['Phone', alert.phone],
    ['Service', alert.service],
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
    subject: truncate(oneLine(`New estimate request: ${alert.service} from ${name}`), 200),
    text,
    html,
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000)
}

/**
 * Delivers every due alert once: claims a batch, mails each to the admins, and marks it
 * delivered or failed (to be tried again after a back-off). A failure never stops the others.
 */
export async function deliverDueAlerts(
  store: AlertStore,
  send: SendMail,
  options: { siteUrl: string; batchSize?: number },
): Promise<DeliveryReport> {
  const alerts = await store.claim(options.batchSize ?? 20)
  const report: DeliveryReport = { claimed: alerts.length, delivered: 0, failed: 0 }
  if (alerts.length === 0) return report
  let recipients: string[] = []
  let recipientsError: unknown
  try {
    recipients = await store.recipients()
  } catch (error) {
    recipientsError = error
  }
  for (const alert of alerts) {
    try {
      if (recipientsError) throw recipientsError
      if (recipients.length === 0) throw new Error('No admin with a confirmed e-mail address')
      await send(composeAlertMail(alert, recipients, options.siteUrl))
      await store.complete(alert.alert_id)
      report.delivered++
    } catch (error) {
      report.failed++
      // If even this write fails, the claim's lease runs out and the alert is due again.
      await store
        .fail(alert.alert_id, describe(error), retryDelaySeconds(alert.attempts))
        .catch(() => undefined)
    }
  }
  return report
}
