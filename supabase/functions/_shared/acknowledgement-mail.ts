// The homeowner's receipt of their request, mailed within a minute of sending. It repeats none of
// what the visitor typed (no name, message or address): the form must not become a way to mail
// chosen words to any address. What it says comes from the catalogue and the office: the
// reference, the service's name, the visit time picked from the form's choices, the photo count.
import type { AddressedMail, ClaimedMail } from './mail-outbox.ts'
import { factsTable, smallPrint, withOfficeFooter } from './mail-layout.ts'
import { escapeHtml } from './mail-text.ts'
import { office } from './office.ts'
import { serviceName } from './service-catalogue.ts'
import { visitLine } from './visit-windows.ts'

/** What the acknowledgement shows of its request. */
export type AcknowledgedRequest = Pick<
  ClaimedMail,
  'reference' | 'service' | 'visit_window' | 'earliest_visit_date' | 'photo_count'
>

function photosReceived(count: number): string {
  if (!count) return 'None'
  return `${count} ${count === 1 ? 'photo' : 'photos'}`
}

export function composeAcknowledgementMail(
  request: AcknowledgedRequest,
  recipient: string,
): AddressedMail {
  const facts: [string, string][] = [
    ['Reference', request.reference],
    ['Service', serviceName(request.service)],
    // Never free text: the database takes only the form's windows and a date.
    ['Preferred visit', visitLine(request.visit_window, request.earliest_visit_date)],
    ['Photos received', photosReceived(request.photo_count)],
  ]
  const intro = `Thank you for asking ${office.name} for a free estimate. We have your request.`
  const next =
    'What happens next: we call or e-mail you within one business day, usually the same day, ' +
    'to ask anything we need and to arrange a visit.'
  const call = `Anything urgent? Call us at ${office.phone.display} (${office.hours}).`
  const reply = `To add something, reply to this mail and quote your reference, ${request.reference}.`
  const notYou =
    'If you did not send this request, you can ignore this mail: we will not write again.'
  const text = [
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    next,
    call,
    '',
    reply,
    notYou,
  ].join('\n')
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    factsTable(facts) +
    `<p>${escapeHtml(next)}<br>` +
    `Anything urgent? Call us at <a href="${escapeHtml(office.phone.href)}">${escapeHtml(office.phone.display)}</a> (${escapeHtml(office.hours)}).</p>` +
    `<p>${escapeHtml(reply)}</p>` +
    smallPrint(notYou)
  return {
    to: [recipient],
    subject: `We have your estimate request (${request.reference})`,
    ...withOfficeFooter({ text, html }),
  }
}
