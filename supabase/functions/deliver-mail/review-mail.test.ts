// The request for a review: its words, the Google review link plain in the text and a link in the
// HTML (escaped), the reference, and nothing the visitor typed.
// Run: npm run test:functions
import assert from 'node:assert/strict'
import { composeReviewMail } from '../_shared/review-mail.ts'
import { office } from '../_shared/office.ts'
import { claimedAlert } from './postgrest-stand-in.ts'

const reviewRow = (overrides: Parameters<typeof claimedAlert>[0] = {}) =>
  claimedAlert({
    kind: 'review',
    recipient: 'ann.lee@example.com',
    reference: '7KQ4-2MZD',
    service: 'hedge-trimming',
    first_name: 'Ann <script>',
    message: 'Please call <b>after 5</b>',
    address: '12 Oak Street, Sacramento',
    ...overrides,
  })

Deno.test('thanks the homeowner, asks once for a review and links the Google review page', () => {
  const mail = composeReviewMail(reviewRow(), 'ann.lee@example.com')
  assert.deepEqual(mail.to, ['ann.lee@example.com'])
  assert.equal(mail.subject, 'Thank you for choosing Greenleaf Landscaping')
  assert.ok(mail.text.startsWith('Thank you for choosing Greenleaf Landscaping.\n'))
  assert.ok(mail.text.includes('would you take a minute to tell other homeowners about it'))
  assert.ok(mail.text.includes(`\nLeave a review: ${office.googleReviewUrl}\n`))
  assert.ok(mail.text.includes('\nYour request: 7KQ4-2MZD (Hedge Trimming)'))
  assert.ok(
    mail.html.includes(`<a href="${office.googleReviewUrl}"`) &&
      mail.html.includes('>Leave a review on Google</a>'),
  )
  assert.ok(mail.html.includes('Your request: 7KQ4-2MZD (Hedge Trimming)'))
  // The office at the foot, as on every mail to a homeowner.
  for (const part of [mail.text, mail.html]) {
    assert.ok(part.includes(office.phone.display))
    assert.ok(part.includes('Sacramento, CA 95814'))
  }
})

Deno.test('repeats nothing the visitor typed', () => {
  const mail = composeReviewMail(reviewRow(), 'ann.lee@example.com')
  for (const part of [mail.subject, mail.text, mail.html]) {
    assert.doesNotMatch(part, /Ann|script|after 5|Oak Street/)
  }
  // A service stored as free text before the catalogue keys is left out.
  const older = composeReviewMail(reviewRow({ service: 'Pond <b>repair</b>' }), 'a@example.com')
  assert.ok(older.text.includes('\nYour request: 7KQ4-2MZD\n'))
  assert.doesNotMatch(older.html, /Pond|repair/)
})

Deno.test('escapes the review link in the HTML part', () => {
  const url = 'https://g.page/r/abc/review?a=1&b="x"<y>'
  const mail = composeReviewMail(
    reviewRow({ service: 'irrigation-sprinklers' }),
    'a@example.com',
    url,
  )
  assert.ok(mail.text.includes(`Leave a review: ${url}`))
  assert.ok(
    mail.html.includes('href="https://g.page/r/abc/review?a=1&amp;b=&quot;x&quot;&lt;y&gt;"'),
  )
  assert.ok(!mail.html.includes(url))
  assert.ok(mail.html.includes('(Irrigation &amp; Sprinklers)'))
})
