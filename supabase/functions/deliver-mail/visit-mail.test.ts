// The visit mail: its subject and words for each change, the name and note escaped in the HTML, the
// invitation attached (its method, sequence, UID and organizer), the same bytes on every try, and
// details that are not a visit's failing the mail with a message naming the field.
// Run: npm run test:functions
import assert from 'node:assert/strict'
import { idempotencyKey } from '../_shared/mail-outbox.ts'
import { office } from '../_shared/office.ts'
import { composeVisitMail, type VisitMailDetails } from '../_shared/visit-mail.ts'
import { base64OfText, fromAddress } from './email-api.ts'
import { claimedAlert } from './postgrest-stand-in.ts'
import {
  SAMPLE_VISIT_ID as VISIT_ID,
  sampleVisitDetails,
} from '../../../test-support/visit-mail-details.ts'
const TO = 'ann.lee@example.com'
const CONTEXT = { siteUrl: 'https://greenleaf.example', officeAddress: 'office@greenleaf.example' }

function visitRow(
  details: Partial<VisitMailDetails> = {},
  row: Parameters<typeof claimedAlert>[0] = {},
) {
  return claimedAlert({
    kind: 'visit',
    recipient: TO,
    reference: '7KQ4-2MZD',
    service: 'hedge-trimming',
    first_name: 'Ann',
    last_name: 'Lee',
    address: '12 Oak Street, Sacramento',
    details: sampleVisitDetails(details),
    ...row,
  })
}

const compose = (...args: Parameters<typeof visitRow>) =>
  composeVisitMail(visitRow(...args), TO, CONTEXT)

/** The invitation's content lines, unfolded. */
function icsLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n')
}

/** A property's value: the event's, else the calendar's (METHOD), never the VTIMEZONE's. */
function icsValue(ics: string, name: string): string | undefined {
  const lines = icsLines(ics)
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'))
  const calendar = lines.slice(0, lines.indexOf('BEGIN:VTIMEZONE'))
  const of = (part: string[]) =>
    part.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
  return (of(event) ?? of(calendar))?.replace(/^[^:]*:/, '')
}

Deno.test('a scheduled visit: its time in the subject, the facts, the invitation to add', () => {
  const mail = compose()
  assert.deepEqual(mail.to, [TO])
  assert.equal(mail.subject, 'Your estimate visit: Tue, Dec 8, 2026, 8–10 am')
  assert.ok(mail.text.startsWith('Hello Ann,\n\nYour estimate visit is booked.\n\n'))
  assert.ok(
    mail.text.includes(
      '\nWhen: Tue, Dec 8, 2026, 8–10 am (arrival window)\n' +
        'Where: 12 Oak Street, Sacramento\n' +
        'Note: Gate code 1234\n',
    ),
  )
  assert.ok(
    mail.text.includes(
      '\nThe invitation is attached: open it to add the visit to your calendar.\n',
    ),
  )
  assert.ok(
    mail.text.includes(
      `\nNeed another time? Reply to this mail or call ${office.phone.display}.\n`,
    ),
  )
  assert.ok(mail.text.includes('\nYour request: 7KQ4-2MZD (Hedge Trimming)\n'))
  assert.ok(mail.html.includes('<p>Hello Ann,</p><p>Your estimate visit is booked.</p><table>'))
  assert.ok(
    mail.html.includes(
      '>When</th><td style="padding:4px 0;white-space:pre-wrap">Tue, Dec 8, 2026, 8–10 am (arrival window)</td>',
    ),
  )
  assert.ok(mail.html.includes('to add the visit to your calendar.</p>'))
  assert.ok(
    mail.html.includes(
      `<a href="${office.phone.href}" style="white-space:nowrap">${office.phone.display}</a>`,
    ),
  )
  assert.ok(mail.html.includes('Your request: 7KQ4-2MZD (Hedge Trimming)</p>'))
  for (const part of [mail.text, mail.html]) assert.ok(part.includes('Sacramento, CA 95814'))

  assert.equal(mail.attachments.length, 1)
  const [invite] = mail.attachments
  assert.equal(invite.filename, 'invite.ics')
  assert.equal(invite.contentType, 'text/calendar; charset=utf-8; method=REQUEST')
  assert.equal(icsValue(invite.content, 'METHOD'), 'REQUEST')
  assert.equal(icsValue(invite.content, 'SEQUENCE'), '0')
  assert.equal(icsValue(invite.content, 'STATUS'), 'CONFIRMED')
  assert.equal(icsValue(invite.content, 'SUMMARY'), 'Estimate visit: Hedge Trimming')
  assert.equal(icsValue(invite.content, 'LOCATION'), '12 Oak Street\\, Sacramento')
  assert.equal(icsValue(invite.content, 'DESCRIPTION'), 'Gate code 1234')
  assert.equal(icsValue(invite.content, 'DTSTAMP'), '20261201T170312Z')
  assert.equal(icsValue(invite.content, 'DTSTART'), '20261208T080000')
  assert.ok(
    icsLines(invite.content).includes(
      'ORGANIZER;CN="Greenleaf Landscaping":mailto:office@greenleaf.example',
    ),
  )
  assert.match(icsValue(invite.content, 'ATTENDEE') ?? '', /^mailto:ann\.lee@example\.com$/)
  assert.ok(icsLines(invite.content).some((line) => line.startsWith('ATTENDEE;CN="Ann Lee";')))
})

Deno.test('a rescheduled visit: a new time in the subject, the same UID, the next SEQUENCE', () => {
  const first = compose()
  const moved = compose({
    change: 'rescheduled',
    sequence: 1,
    arrival_window: null,
    start_time: '09:30',
    note: null,
    changed_at: '2026-12-02T09:00:00Z',
  })
  assert.equal(moved.subject, 'New time for your estimate visit: Tue, Dec 8, 2026, 9:30 am')
  assert.ok(
    moved.text.startsWith('Hello Ann,\n\nWe have moved your estimate visit to a new time.\n\n'),
  )
  assert.ok(
    moved.text.includes('\nWhen: Tue, Dec 8, 2026, 9:30 am\nWhere: 12 Oak Street, Sacramento\n\n'),
  )
  assert.ok(!moved.text.includes('Note:'))
  assert.ok(moved.text.includes('add the visit to your calendar'))
  assert.ok(moved.html.includes('<p>We have moved your estimate visit to a new time.</p>'))

  const [invite] = moved.attachments
  assert.equal(icsValue(invite.content, 'METHOD'), 'REQUEST')
  assert.equal(icsValue(invite.content, 'SEQUENCE'), '1')
  assert.equal(icsValue(invite.content, 'DTSTART'), '20261208T093000')
  assert.equal(icsValue(invite.content, 'UID'), `visit-${VISIT_ID}@greenleaf.example`)
  assert.equal(icsValue(invite.content, 'UID'), icsValue(first.attachments[0].content, 'UID'))
})

Deno.test('a cancelled visit: its day in the subject, a CANCEL of the same event', () => {
  const mail = compose({ change: 'cancelled', sequence: 2 })
  assert.equal(mail.subject, 'Cancelled: your estimate visit on Tue, Dec 8, 2026')
  assert.ok(mail.text.startsWith('Hello Ann,\n\nWe have cancelled your estimate visit. '))
  assert.ok(mail.text.includes('\nWhen: Tue, Dec 8, 2026, 8–10 am (arrival window)\n'))
  assert.ok(!mail.text.includes('add the visit to your calendar'))
  assert.ok(!mail.html.includes('add the visit to your calendar'))
  assert.ok(mail.text.includes('Need another time? Reply to this mail or call'))

  const [invite] = mail.attachments
  assert.equal(invite.contentType, 'text/calendar; charset=utf-8; method=CANCEL')
  assert.equal(icsValue(invite.content, 'METHOD'), 'CANCEL')
  assert.equal(icsValue(invite.content, 'STATUS'), 'CANCELLED')
  assert.equal(icsValue(invite.content, 'SEQUENCE'), '2')
  assert.equal(icsValue(invite.content, 'UID'), `visit-${VISIT_ID}@greenleaf.example`)
})

Deno.test('escapes the name and the note in the HTML part', () => {
  const mail = compose(
    { note: 'Dog <b>loose</b> & "friendly"' },
    { first_name: 'Ann <script>', last_name: "O'Brien" },
  )
  assert.ok(mail.html.includes('<p>Hello Ann &lt;script&gt;,</p>'))
  assert.ok(mail.html.includes('Dog &lt;b&gt;loose&lt;/b&gt; &amp; &quot;friendly&quot;'))
  assert.doesNotMatch(mail.html, /<script>|<b>loose/)
  assert.ok(mail.text.startsWith('Hello Ann <script>,\n'))
  assert.ok(mail.text.includes('\nNote: Dog <b>loose</b> & "friendly"\n'))
})

Deno.test('names no free-text service, and greets without a name when there is none', () => {
  const mail = compose({}, { service: 'Pond <b>repair</b>', first_name: '  ', address: '' })
  assert.ok(mail.text.startsWith('Hello,\n'))
  assert.ok(mail.text.includes('\nYour request: 7KQ4-2MZD\n'))
  assert.ok(!mail.text.includes('Where:'))
  assert.doesNotMatch(mail.html, /Pond|repair/)
  const [invite] = mail.attachments
  assert.equal(icsValue(invite.content, 'SUMMARY'), 'Estimate visit: Greenleaf Landscaping')
  assert.equal(icsValue(invite.content, 'LOCATION'), undefined)
})

Deno.test('composes the same bytes, and so the same key, on every try', async () => {
  const first = compose()
  const again = compose()
  assert.deepEqual(again, first)
  const key = await idempotencyKey('visit/1', first)
  assert.equal(await idempotencyKey('visit/1', again), key)
  // The attachment counts: another sequence is another mail.
  const other = compose({ sequence: 1 })
  assert.equal(other.text, first.text)
  assert.notEqual(await idempotencyKey('visit/1', other), key)
})

Deno.test('details that are not a visit fail the mail, naming the field', () => {
  const cases: [unknown, RegExp][] = [
    [null, /Visit mail: details must be an object, not null$/],
    [
      { ...(visitRow().details as object), visit_id: 'nope' },
      /details\.visit_id must be a UUID, not "nope"/,
    ],
    [
      { ...(visitRow().details as object), sequence: -1 },
      /details\.sequence must be a whole number/,
    ],
    [
      { ...(visitRow().details as object), sequence: '1' },
      /details\.sequence must be a whole number/,
    ],
    [
      { ...(visitRow().details as object), change: 'moved' },
      /details\.change must be one of scheduled, rescheduled, cancelled, not "moved"/,
    ],
    [
      { ...(visitRow().details as object), visit_date: '2026-13-01' },
      /details\.visit_date must be a calendar day/,
    ],
    [
      { ...(visitRow().details as object), visit_date: undefined },
      /details\.visit_date must be a calendar day YYYY-MM-DD, not undefined/,
    ],
    [
      { ...(visitRow().details as object), start_time: '09:30' },
      /exactly one of details\.arrival_window and details\.start_time/,
    ],
    [
      { ...(visitRow().details as object), arrival_window: null },
      /exactly one of details\.arrival_window and details\.start_time/,
    ],
    [
      { ...(visitRow().details as object), arrival_window: '07-09' },
      /unknown arrival window "07-09"/,
    ],
    [
      { ...(visitRow().details as object), note: 12 },
      /details\.note must be a string or null, not 12/,
    ],
    [
      { ...(visitRow().details as object), changed_at: 'yesterday' },
      /details\.changed_at must be a timestamp, not "yesterday"/,
    ],
  ]
  for (const [details, message] of cases) {
    const row = claimedAlert({ ...visitRow(), details: details as never })
    assert.throws(() => composeVisitMail(row, TO, CONTEXT), message, JSON.stringify(details))
  }
})

Deno.test("the office's sending address is read from its From", () => {
  assert.equal(fromAddress('Greenleaf Landscaping <office@x.example>'), 'office@x.example')
  assert.equal(fromAddress('"Greenleaf, Inc." < office@x.example >'), 'office@x.example')
  assert.equal(fromAddress(' office@x.example '), 'office@x.example')
})

Deno.test('base64 of a text is of its UTF-8 bytes', () => {
  const text = 'DESCRIPTION:Gate – côté 🌿\r\n'
  const encoded = base64OfText(text)
  assert.equal(
    new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))),
    text,
  )
  // Longer than one chunk of String.fromCharCode.
  const long = 'é'.repeat(40_000)
  assert.equal(
    new TextDecoder().decode(Uint8Array.from(atob(base64OfText(long)), (c) => c.charCodeAt(0))),
    long,
  )
})
