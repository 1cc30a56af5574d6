// The request for a review, mailed to a won request's homeowner when an admin presses 'Ask for a
// review' (public.ask_for_review, once per request): a short thank-you, one sentence asking for a
// review, the link to the company's Google review page (office.googleReviewUrl) and the request's
// reference. Like the acknowledgement it repeats nothing the visitor typed: the service is named
// only when it is one of the catalogue's. The homeowner's answer goes to the office (Reply-To).
import type { AddressedMail, ClaimedMail } from './mail-outbox.ts'
import { requestLine, smallPrint, withOfficeFooter } from './mail-layout.ts'
import { escapeHtml } from './mail-text.ts'
import { office } from './office.ts'

/** What the review mail shows of its request. */
export type ReviewedRequest = Pick<ClaimedMail, 'reference' | 'service'>

export function composeReviewMail(
  request: ReviewedRequest,
  recipient: string,
  reviewUrl: string = office.googleReviewUrl,
): AddressedMail {
  const thanks = `Thank you for choosing ${office.name}.`
  const ask =
    'If you are happy with our work, would you take a minute to tell other homeowners about it ' +
    'in a Google review?'
  const questions = 'Anything we should look at again? Just reply to this mail.'
  const reference = requestLine(request.reference, request.service)
  const text = [thanks, '', ask, '', `Leave a review: ${reviewUrl}`, '', questions, reference].join(
    '\n',
  )
  const html =
    `<p>${escapeHtml(thanks)}</p>` +
    `<p>${escapeHtml(ask)}</p>` +
    `<p><a href="${escapeHtml(reviewUrl)}" style="color:#2f6b2f;font-weight:bold">Leave a review on Google</a></p>` +
    `<p>${escapeHtml(questions)}</p>` +
    smallPrint(reference)
  return {
    to: [recipient],
    subject: `Thank you for choosing ${office.name}`,
    ...withOfficeFooter({ text, html }),
  }
}
