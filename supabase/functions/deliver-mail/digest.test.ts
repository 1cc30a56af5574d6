// The digest mail's words, without a database or a mail service: what a burst of requests
// looks like to the admins, and that no visitor's text reaches the subject or the markup.
// Run: npm run test:functions
import assert from 'node:assert/strict'
import { cityOf, composeDigestMail } from '../_shared/alert-digest.ts'
import { requestLink } from '../_shared/request-link.ts'
import { claimedAlert } from './postgrest-stand-in.ts'

const SITE = 'https://greenleaf.example'

Deno.test('the digest lists each request with its name, service, city and link', () => {
  const entries = [
    claimedAlert({
      reference: '7KQ4-2MZD',
      first_name: 'Ann',
      last_name: 'Lee',
      address: '12 Oak St, Folsom, CA 95630',
    }),
    claimedAlert({
      reference: 'H3W9-0TXE',
      first_name: 'Bo',
      last_name: 'Diaz',
      service: 'hedge-trimming',
      address: null,
    }),
  ]

  const mail = composeDigestMail(entries, ['owner@example.com'], SITE)

  assert.deepEqual(mail.to, ['owner@example.com'])
  assert.equal(mail.subject, '2 new estimate requests')
  assert.equal(
    mail.text.split('\n\n--\n')[0],
    [
      '2 estimate requests arrived on the website within a few minutes, so they come together in this one mail.',
      '',
      '1. 7KQ4-2MZD, Ann Lee, Lawn Care & Maintenance, Folsom',
      `   ${requestLink(SITE, entries[0]!.submission_id)}`,
      '2. H3W9-0TXE, Bo Diaz, Hedge Trimming, no city given',
      `   ${requestLink(SITE, entries[1]!.submission_id)}`,
    ].join('\n'),
  )
  assert.match(
    mail.html,
    new RegExp(
      `<li>7KQ4-2MZD, Ann Lee, Lawn Care &amp; Maintenance, Folsom: <a href="${requestLink(SITE, entries[0]!.submission_id)}">`,
    ),
  )
})

Deno.test('a visitor’s text stays out of the subject, on one line and escaped', () => {
  const entries = Array.from({ length: 6 }, () =>
    claimedAlert({
      first_name: 'Eve\r\nBcc: victim@example.com',
      last_name: '<b>X</b>',
      address: 'Lincoln',
    }),
  )

  const mail = composeDigestMail(entries, ['owner@example.com'], SITE)

  assert.equal(mail.subject, '6 new estimate requests')
  assert.ok(
    mail.text.includes(
      `1. ${entries[0]!.reference}, Eve Bcc: victim@example.com <b>X</b>, Lawn Care & Maintenance, Lincoln\n`,
    ),
  )
  assert.ok(!mail.html.includes('<b>'))
  assert.ok(
    mail.html.includes(
      'Eve Bcc: victim@example.com &lt;b&gt;X&lt;/b&gt;, Lawn Care &amp; Maintenance, Lincoln',
    ),
  )
})

Deno.test('the city comes from the address as the form words it', () => {
  assert.equal(cityOf('2148 Oak Ridge Dr, Roseville, CA 95661'), 'Roseville')
  assert.equal(cityOf('Folsom, CA'), 'Folsom')
  assert.equal(cityOf('El Dorado Hills, CA 95762-1234'), 'El Dorado Hills')
  assert.equal(cityOf('12 Oak Street, Sacramento'), 'Sacramento')
  assert.equal(cityOf('CA 95630'), undefined)
  assert.equal(cityOf('12 Oak Street 95630'), undefined)
  assert.equal(cityOf(null), undefined)
})
