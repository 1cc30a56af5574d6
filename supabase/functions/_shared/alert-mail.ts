// The office's alert of one new request: every field the visitor sent, as text, and a link to it
// in the admin. Shared by the deliver-mail Edge Function and the local backend's sender.
import type { AddressedMail, ClaimedMail } from './mail-outbox.ts'
import { factsTable, withOfficeFooter } from './mail-layout.ts'
import { escapeHtml, oneLine, truncate } from './mail-text.ts'
import { requestLink } from './request-link.ts'
import { serviceName } from './service-catalogue.ts'
import { visitLine } from './visit-windows.ts'

/** What an alert shows of its request: a claimed mail's request columns. */
export type AlertRequest = Omit<
  ClaimedMail,
  'mail_id' | 'kind' | 'attempts' | 'recipient' | 'digest_id'
>

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

/** The mail's photo line: how many came, and where to see them (the mail carries none). */
export function photoLine(count: number): string {
  if (!count) return 'None'
  return `${count} ${count === 1 ? 'photo' : 'photos'}, shown with the request in the admin`
}

/** The alert for one request: every field the visitor sent, as text, and a link to it. */
export function composeAlertMail(
  alert: AlertRequest,
  recipients: string[],
  siteUrl: string,
): AddressedMail {
  const name = `${alert.first_name} ${alert.last_name}`
  // The request stores the service's catalogue key; the mail says its name.
  const service = serviceName(alert.service)
  const campaign = [alert.utm_source, alert.utm_medium, alert.utm_campaign]
    .filter(Boolean)
    .join(' / ')
  const fields: [string, string | null][] = [
    ['Reference', alert.reference],
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
  const html =
    '<p>A new estimate request arrived on the website.</p>' +
    factsTable(shown) +
    `<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`
  return {
    to: recipients,
    subject: truncate(
      oneLine(`New estimate request ${alert.reference}: ${service} from ${name}`),
      200,
    ),
    ...withOfficeFooter({ text, html }),
  }
}
