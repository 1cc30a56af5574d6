// A visitor's text on the alert mail's one-line places (the subject, the digest's list): no
// character that breaks the line or, invisible, reorders or hides what the admin reads.
// Run: npm run test:functions
import assert from 'node:assert/strict'
import { composeAlertMail } from '../_shared/alert-mail.ts'
import { composeDigestMail } from '../_shared/alert-digest.ts'
import { oneLine } from '../_shared/mail-text.ts'
import { claimedAlert } from './postgrest-stand-in.ts'

const SITE = 'https://greenleaf.example'

// Unicode category Cf: a right-to-left override, the four isolates, bidi marks, zero-width
// space and joiners, a byte-order mark, a soft hyphen.
const FORMAT_CHARACTERS = [
  '\u202E',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
]

Deno.test(
  'oneLine strips the invisible format characters (Cf) that could disguise a subject',
  () => {
    for (const character of FORMAT_CHARACTERS) {
      assert.equal(
        oneLine(`Ann${character}Lee`),
        'AnnLee',
        `U+${character.codePointAt(0)!.toString(16)}`,
      )
    }
    // 'Eve [RLO]moc.elpmaxe@ecnanif' would read 'Eve finance@example.com' in a mail client.
    assert.equal(oneLine('Eve \u202Emoc.elpmaxe@ecnanif\u202C'), 'Eve moc.elpmaxe@ecnanif')
    assert.equal(oneLine('\uFEFF\u2067Ann\u2069 \u200BLee\u200B'), 'Ann Lee')
    // Between control characters it leaves one space, as before.
    assert.equal(oneLine('Eve\r\u202E\nBcc: x'), 'Eve Bcc: x')
    // Letters, accents and emoji stay.
    assert.equal(oneLine('José Ñúñez 🌿 李'), 'José Ñúñez 🌿 李')
  },
)

Deno.test('a name with bidirectional overrides reaches the subject as plain text', () => {
  const mail = composeAlertMail(
    claimedAlert({
      reference: '7KQ4-2MZD',
      first_name: 'Ann\u202E',
      last_name: '\u2066Lee\u2069\u200B\uFEFF',
    }),
    ['owner@example.com'],
    SITE,
  )
  assert.equal(mail.subject, 'New estimate request 7KQ4-2MZD: Lawn Care & Maintenance from Ann Lee')
  assert.doesNotMatch(mail.subject, /\p{Cf}/u)
})

Deno.test("the digest's list of names is plain text too", () => {
  const entries = Array.from({ length: 6 }, () =>
    claimedAlert({ first_name: 'Eve\u202E', last_name: '\u2067X\u2069', address: 'Lincoln' }),
  )
  const mail = composeDigestMail(entries, ['owner@example.com'], SITE)
  assert.ok(
    mail.text.includes(`1. ${entries[0]!.reference}, Eve X, Lawn Care & Maintenance, Lincoln\n`),
  )
  assert.doesNotMatch(mail.text, /\p{Cf}/u)
})

Deno.test("the mails name a request's service, stored as its catalogue key", () => {
  const mail = composeAlertMail(
    claimedAlert({ reference: '7KQ4-2MZD', service: 'irrigation-sprinklers' }),
    ['owner@example.com'],
    SITE,
  )
  assert.equal(mail.subject, 'New estimate request 7KQ4-2MZD: Irrigation & Sprinklers from Ann Lee')
  assert.ok(mail.text.includes('\nService: Irrigation & Sprinklers\n'))
  assert.ok(
    mail.html.includes(
      '<td style="padding:4px 0;white-space:pre-wrap">Irrigation &amp; Sprinklers</td>',
    ),
  )
  // A request kept from before the keys, with a service of its own words, shows those words.
  const older = composeAlertMail(
    claimedAlert({ service: 'Pond repair' }),
    ['owner@example.com'],
    SITE,
  )
  assert.ok(older.text.includes('\nService: Pond repair\n'))
  const entries = Array.from({ length: 6 }, () =>
    claimedAlert({ service: 'other', address: 'Lincoln' }),
  )
  const digest = composeDigestMail(entries, ['owner@example.com'], SITE)
  assert.ok(digest.text.includes(`1. ${entries[0]!.reference}, Ann Lee, Something else, Lincoln\n`))
})
