// The function's handler against a scripted PostgREST, for what the real local backend cannot
// produce: a 500 from one given function (the recipients, complete, fail), recipients as bare
// strings (what a `returns setof text` function answers), and a claim answered by an error page,
// by something other than JSON or by JSON that is not a list. Plus the checks made before any
// call (method, cron secret, configuration). Claiming, retries and their back-off, locking,
// recipients and the mail itself are tested on the real backend, in
// supabase/tests/edge-deliver-mail.test.ts.
// Run: npm run test:functions
import assert from 'node:assert/strict'
import {
  startEmailApiStandIn,
  type EmailApiStandIn,
} from '../../../test-support/email-api-stand-in.ts'
import {
  MAIL_SEND_TIMEOUT_MS,
  MAIL_STORE_TIMEOUT_MS,
  batchWorstCaseMs,
  claimLeaseSeconds,
  retryDelaySeconds,
} from '../_shared/mail-outbox.ts'
import { createHandler, REQUIRED_ENV } from './handler.ts'
import {
  claimedAlert,
  postgrestError,
  startPostgrestStandIn,
  type PostgrestStandIn,
} from './postgrest-stand-in.ts'
import { sampleVisitDetails } from '../../../test-support/visit-mail-details.ts'

const FROM = 'Greenleaf Website <alerts@greenleaf.example>'
const CRON_SECRET = 'cron-secret-for-tests'
const RECIPIENTS = ['owner@example.com', 'office@example.com']

type Env = Record<string, string | undefined>

function envFor(db: PostgrestStandIn, mail: EmailApiStandIn, extra: Env = {}): Env {
  return {
    SUPABASE_URL: db.url,
    SUPABASE_SERVICE_ROLE_KEY: db.serviceRoleKey,
    ALERT_EMAIL_API_KEY: 're_test_key',
    ALERT_EMAIL_FROM: FROM,
    OFFICE_EMAIL_FROM: 'Greenleaf Landscaping <office@greenleaf.example>',
    ALERT_EMAIL_API_URL: mail.url,
    SITE_URL: 'https://greenleaf.example',
    ALERT_CRON_SECRET: CRON_SECRET,
    ...extra,
  }
}

const cronCall: RequestInit = {
  method: 'POST',
  headers: { Authorization: `Bearer ${CRON_SECRET}` },
}

async function call(env: Env, init: RequestInit = cronCall) {
  const handler = createHandler({ env: (name) => env[name] })
  const response = await handler(new Request('http://localhost/deliver-mail', init))
  return { status: response.status, headers: response.headers, body: await response.json() }
}

/** A test with a fresh scripted PostgREST and e-mail API, both closed afterwards. */
function withServers(
  name: string,
  fn: (db: PostgrestStandIn, mail: EmailApiStandIn) => Promise<void>,
) {
  Deno.test(name, async () => {
    const db = startPostgrestStandIn()
    const mail = await startEmailApiStandIn()
    try {
      await fn(db, mail)
    } finally {
      await Promise.all([db.close(), mail.close()])
    }
  })
}

const failCalls = (db: PostgrestStandIn) => db.calls.filter((c) => c.fn === 'fail_outbox_mails')

withServers('a 500 on the recipients call fails every claimed alert', async (db, mail) => {
  const alerts = [claimedAlert(), claimedAlert({ attempts: 4 })]
  db.answers.claim_outbox_mails = () => Response.json(alerts)
  db.answers.list_estimate_alert_recipients = () =>
    postgrestError(500, 'XX000', 'could not read auth.users')

  const { status, body } = await call(envFor(db, mail))

  assert.equal(status, 200)
  assert.deepEqual(body, { claimed: 2, delivered: 0, failed: 2 })
  assert.equal(mail.sent.length, 0)
  assert.deepEqual(
    failCalls(db).map((c) => c.args),
    alerts.map((alert) => ({
      mail_ids: [alert.mail_id],
      error:
        'list_estimate_alert_recipients failed with HTTP 500: could not read auth.users (XX000)',
      retry_in_seconds: retryDelaySeconds(alert.attempts),
    })),
  )
})

withServers('recipients answered as bare strings are mailed too', async (db, mail) => {
  const alert = claimedAlert()
  db.answers.claim_outbox_mails = () => Response.json([alert])
  db.answers.list_estimate_alert_recipients = () => Response.json(RECIPIENTS)

  assert.deepEqual((await call(envFor(db, mail))).body, { claimed: 1, delivered: 1, failed: 0 })
  assert.deepEqual(mail.sent[0]!.body.to, RECIPIENTS)
  assert.deepEqual(db.calls.at(-1), {
    fn: 'complete_outbox_mails',
    args: { mail_ids: [alert.mail_id] },
  })
})

withServers(
  'a 500 on complete fails the alert, and a 500 on fail too leaves it to its lease',
  async (db, mail) => {
    db.answers.claim_outbox_mails = () => Response.json([claimedAlert()])
    db.answers.list_estimate_alert_recipients = () => Response.json([{ email: RECIPIENTS[0] }])
    db.answers.complete_outbox_mails = () => postgrestError(500, 'XX000', 'disk full')
    db.answers.fail_outbox_mails = () => postgrestError(500, 'XX000', 'disk full')

    const { status, body } = await call(envFor(db, mail))

    assert.equal(status, 200)
    assert.deepEqual(body, { claimed: 1, delivered: 0, failed: 1 })
    assert.equal(mail.sent.length, 1)
    assert.match(
      String(failCalls(db)[0]?.args.error),
      /^complete_outbox_mails failed with HTTP 500: disk full/,
    )
  },
)

withServers(
  'a claim answered by an error page, or not with a JSON list, stops the run with 502',
  async (db, mail) => {
    const cases: [() => Response, string][] = [
      [
        () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
        'claim_outbox_mails failed with HTTP 502: <html><body>502 Bad Gateway</body></html>',
      ],
      [
        () => postgrestError(503, 'PGRST001', 'Database client error', 'Retry later'),
        'claim_outbox_mails failed with HTTP 503: Database client error (PGRST001); hint: Retry later',
      ],
      [
        () => new Response('OK', { status: 200 }),
        'claim_outbox_mails answered something other than JSON',
      ],
      [() => Response.json(claimedAlert()), 'claim_outbox_mails did not answer a list'],
    ]
    for (const [answer, error] of cases) {
      db.answers.claim_outbox_mails = answer

      const { status, body } = await call(envFor(db, mail))

      assert.equal(status, 502)
      assert.deepEqual(body, { error, claimed: 0, delivered: 0, failed: 0 })
    }
    assert.deepEqual(
      db.calls.map((c) => c.fn),
      cases.map(() => 'claim_outbox_mails'),
    )
    assert.equal(mail.sent.length, 0)
  },
)

withServers(
  'missing configuration answers 500 naming the variables, not values',
  async (db, mail) => {
    const env = envFor(db, mail, { ALERT_EMAIL_API_KEY: undefined, SITE_URL: '  ' })

    const { status, body } = await call(env)

    assert.equal(status, 500)
    assert.deepEqual(body.missing, ['ALERT_EMAIL_API_KEY', 'SITE_URL'])
    const text = JSON.stringify(body)
    for (const value of [db.url, db.serviceRoleKey, FROM]) assert.ok(!text.includes(value))
    assert.equal(db.calls.length, 0)

    const onlySecret = await call({ ALERT_CRON_SECRET: CRON_SECRET })
    assert.equal(onlySecret.status, 500)
    assert.deepEqual(onlySecret.body.missing, [...REQUIRED_ENV])
  },
)

withServers(
  'without ALERT_CRON_SECRET every call is refused with 500, before anything is read',
  async (db, mail) => {
    db.answers.claim_outbox_mails = () => Response.json([claimedAlert()])
    for (const secret of [undefined, '', '   ']) {
      const attempts: Record<string, string>[] = [
        {},
        { Authorization: 'Bearer ' },
        { Authorization: 'Bearer x' },
      ]
      for (const headers of attempts) {
        const { status, body } = await call(envFor(db, mail, { ALERT_CRON_SECRET: secret }), {
          method: 'POST',
          headers,
        })
        assert.equal(status, 500)
        assert.deepEqual(body, {
          error: 'The function is not configured',
          missing: ['ALERT_CRON_SECRET'],
        })
      }
    }
    // Nothing but the secret is told to a caller who cannot be known.
    assert.deepEqual((await call({})).body.missing, ['ALERT_CRON_SECRET'])
    assert.equal(db.calls.length, 0)
    assert.equal(mail.sent.length, 0)
  },
)

withServers(
  'the claim holds its alerts longer than a batch of that size can take',
  async (db, mail) => {
    db.answers.claim_outbox_mails = () => Response.json([])
    for (const batchSize of [1, 3, 10]) {
      const handler = createHandler({
        env: (name) => envFor(db, mail)[name],
        batchSize,
      })
      db.calls.splice(0)
      await handler(new Request('http://localhost/deliver-mail', cronCall))
      assert.deepEqual(db.calls[0], {
        fn: 'claim_outbox_mails',
        args: { max_mails: batchSize, lease_seconds: claimLeaseSeconds(batchSize) },
      })
      // Each alert: a send and two database calls (complete, then fail), each to its timeout;
      // plus the recipients' call.
      const worstCase =
        MAIL_STORE_TIMEOUT_MS + batchSize * (MAIL_SEND_TIMEOUT_MS + 2 * MAIL_STORE_TIMEOUT_MS)
      assert.equal(batchWorstCaseMs(batchSize), worstCase)
      assert.ok(claimLeaseSeconds(batchSize) * 1000 > worstCase, `batch of ${batchSize}`)
    }
    // The default batch of 10 was held for 120 s, a third of what it can take.
    assert.ok(claimLeaseSeconds(10) > 310)
  },
)

Deno.test('each mail carries its Idempotency-Key, the same on every try', async () => {
  const seen: { key: string | null; body: unknown }[] = []
  const api = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    seen.push({ key: req.headers.get('idempotency-key'), body: await req.json() })
    return Response.json({ id: 'mail-id' })
  })
  const db = startPostgrestStandIn()
  try {
    const alert = claimedAlert()
    db.answers.claim_outbox_mails = () => Response.json([alert])
    db.answers.list_estimate_alert_recipients = () => Response.json(RECIPIENTS)
    // The 'delivered' mark is lost: the alert comes back and is sent again.
    db.answers.complete_outbox_mails = () => postgrestError(503, 'PGRST001', 'down')
    const env = envFor(db, { url: `http://127.0.0.1:${api.addr.port}/emails` } as EmailApiStandIn)
    await call(env)
    await call(env)

    assert.equal(seen.length, 2)
    assert.match(seen[0]!.key!, new RegExp(`^estimate-alert/${alert.mail_id}/[0-9a-f]{32}$`))
    assert.equal(seen[1]!.key, seen[0]!.key)
    assert.deepEqual(seen[1]!.body, seen[0]!.body)

    // Another admin makes it another mail, with another key.
    db.answers.list_estimate_alert_recipients = () => Response.json([...RECIPIENTS, 'c@x.org'])
    await call(env)
    assert.notEqual(seen[2]!.key, seen[0]!.key)
  } finally {
    await Promise.all([db.close(), api.shutdown()])
  }
})

withServers('a malformed URL setting answers 500 naming it', async (db, mail) => {
  const { status, body } = await call(envFor(db, mail, { SITE_URL: 'greenleaf.example' }))
  assert.equal(status, 500)
  assert.deepEqual(body.invalid, ['SITE_URL'])
  assert.equal(body.missing, undefined)
  assert.equal(db.calls.length, 0)
})

Deno.test('a wrong cron secret is refused before the configuration is looked at', async () => {
  const { status } = await call(
    { ALERT_CRON_SECRET: 'cron-secret-123' },
    { method: 'POST', headers: { Authorization: 'Bearer nope' } },
  )
  assert.equal(status, 401)
})

withServers('only POST is accepted', async (db, mail) => {
  for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
    const { status, headers } = await call(envFor(db, mail), { ...cronCall, method })
    assert.equal(status, 405, method)
    assert.equal(headers.get('allow'), 'POST')
  }
  assert.equal(db.calls.length, 0)
})

withServers(
  "a visit's invitation goes as a base64 attachment, organized by OFFICE_EMAIL_FROM's address",
  async (db, mail) => {
    const visit = claimedAlert({
      kind: 'visit',
      recipient: 'ann.lee@example.com',
      details: sampleVisitDetails({
        sequence: 1,
        change: 'rescheduled',
        arrival_window: null,
        start_time: '09:30',
        note: 'Gate code 1234 – côté jardin',
      }),
    })
    db.answers.claim_outbox_mails = () => Response.json([visit])

    assert.deepEqual((await call(envFor(db, mail))).body, { claimed: 1, delivered: 1, failed: 0 })

    const body = mail.sent[0]!.body
    assert.equal(body.subject, 'New time for your estimate visit: Tue, Dec 8, 2026, 9:30 am')
    assert.equal(body.attachments?.length, 1)
    const [attachment] = body.attachments!
    assert.equal(attachment!.filename, 'invite.ics')
    assert.equal(attachment!.content_type, 'text/calendar; charset=utf-8; method=REQUEST')
    const bytes = Uint8Array.from(atob(attachment!.content), (c) => c.charCodeAt(0))
    const ics = new TextDecoder().decode(bytes)
    assert.match(ics, /^BEGIN:VCALENDAR\r\n/)
    assert.match(ics, /\r\nMETHOD:REQUEST\r\n/)
    assert.match(ics, /\r\nSEQUENCE:1\r\n/)
    assert.match(ics, /\r\nDESCRIPTION:Gate code 1234 – côté jardin\r\n/)
    assert.match(
      ics,
      /\r\nORGANIZER;CN="Greenleaf Landscaping":mailto:office@greenleaf\.example\r\n/,
    )
    assert.match(ics, /\r\nDTSTAMP:20261201T170312Z\r\n/)
  },
)

withServers('a mail without attachments sends no attachments field', async (db, mail) => {
  db.answers.claim_outbox_mails = () => Response.json([claimedAlert()])
  db.answers.list_estimate_alert_recipients = () => Response.json(RECIPIENTS)
  await call(envFor(db, mail))
  assert.equal(mail.sent.length, 1)
  assert.ok(!('attachments' in mail.sent[0]!.body))
})

withServers('a bare OFFICE_EMAIL_FROM address is the organizer as it is', async (db, mail) => {
  db.answers.claim_outbox_mails = () =>
    Response.json([
      claimedAlert({
        kind: 'visit',
        recipient: 'ann.lee@example.com',
        details: sampleVisitDetails(),
      }),
    ])
  await call(envFor(db, mail, { OFFICE_EMAIL_FROM: 'visits@greenleaf.example' }))
  const ics = atob(mail.sent[0]!.body.attachments![0]!.content)
  assert.match(ics, /\r\nORGANIZER;CN="Greenleaf Landscaping":mailto:visits@greenleaf\.example\r\n/)
})
