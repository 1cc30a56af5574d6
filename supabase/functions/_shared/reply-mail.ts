// An admin's reply to a homeowner, as they wrote it in the request's composer: their subject, their
// text (escaped, its line breaks kept), the request's reference, and the office at the foot. The
// homeowner's answer goes to the office's mailbox (Reply-To), not to the product.
import type { AddressedMail, ClaimedMail } from './mail-outbox.ts'
import { smallPrint, withOfficeFooter } from './mail-layout.ts'
import { escapeHtml, oneLine, truncate } from './mail-text.ts'

/** What a reply's row holds: the admin's words in details, and the request's reference. */
export type QueuedReply = Pick<ClaimedMail, 'details' | 'reference'>

function wordsOf(reply: QueuedReply): { subject: string; body: string } {
  const details = (reply.details ?? {}) as { subject?: unknown; body?: unknown }
  if (typeof details.subject !== 'string' || typeof details.body !== 'string') {
    throw new Error('A reply without its subject or body')
  }
  return { subject: details.subject, body: details.body }
}

export function composeReplyMail(reply: QueuedReply, recipient: string): AddressedMail {
  const { subject, body } = wordsOf(reply)
  const reference = `Your request: ${reply.reference}`
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
  return {
    to: [recipient],
    subject: truncate(oneLine(subject), 200),
    ...withOfficeFooter({
      text: `${body}\n\n${reference}`,
      html: paragraphs + smallPrint(reference),
    }),
  }
}
