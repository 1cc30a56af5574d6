// The function's handler against real HTTP servers standing in for PostgREST and the e-mail API.
// Run: npm run test:functions
import assert from 'node:assert/strict'
import { requestLink, retryDelaySeconds } from '../_shared/estimate-alerts.ts'
import { createHandler, REQUIRED_ENV } from './handler.ts'
import {
  startFakeEmailApi,
  startFakePostgrest,
  type FakeEmailApi,
  type FakePostgrest,
} from './test-servers.ts'

const SITE_URL = 'https://greenleaf.example/'
const FROM = 'Greenleaf Website <alerts@greenleaf.example>'
const EMAIL_KEY = 're_test_key'

type Env = Record<string, string | undefined>

function envFor(db: FakePostgrest, mail: FakeEmailApi, extra: Env = {}): Env {
  return {
    SUPABASE_URL: db.url,
    SUPABASE_SERVICE_ROLE_KEY: db.serviceRoleKey,
    ALERT_EMAIL_API_KEY: EMAIL_KEY,
    ALERT_EMAIL_FROM: FROM,
    ALERT_EMAIL_API_URL: mail.url,
    SITE_URL,
    ...extra,
  }
}

async function call(
  env: Env,
  init: RequestInit = { method: 'POST' },
  options: { batchSize?: number; maxRounds?: number } = {},
) {
  const handler = createHandler({ env: (name) => env[name], ...options })
  const response = await handler(new Request('http://localhost/estimate-alerts', init))
  return { status: response.status, headers: response.headers, body: await response.json() }
}

/** A test with a fresh fake database and e-mail API, both closed afterwards. */
function withServers(name: string, fn: (db: FakePostgrest, mail: FakeEmailApi) => Promise<void>) {
  Deno.test(name, async () => {
    const db = startFakePostgrest()
    const mail = startFakeEmailApi()
    try {
      await fn(db, mail)
    } finally {
      await Promise.all([db.close(), mail.close()])
    }
  })
}

withServers(
  'delivers due alerts: each mailed with every field and marked complete',
  async (db, mail) => {
    const full = db.enqueue()
    const bare = db.enqueue({
      first_name: 'Bo',
      last_name: 'Diaz',
      address: null,
      message: null,
      source_page: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      gclid: null,
      photo_count: 0,
    })

    const { status, body } = await call(envFor(db, mail))

    assert.equal(status, 200)
    assert.deepEqual(body, { claimed: 2, delivered: 2, failed: 0 })
    assert.ok(full.deliveredAt && bare.deliveredAt, 'both alerts are delivered')
    assert.equal(full.lastError, null)
    assert.deepEqual(
      db.calls.map((c) => c.fn),
      [
        'claim_estimate_request_alerts',
        'list_estimate_alert_recipients',
        'complete_estimate_request_alert',
        'complete_estimate_request_alert',
      ],
    )

    assert.equal(mail.sent.length, 2)
    const [first, second] = mail.sent
    assert.equal(first!.authorization, `Bearer ${EMAIL_KEY}`)
    assert.equal(first!.contentType, 'application/json')
    assert.deepEqual(Object.keys(first!.body).sort(), ['from', 'html', 'subject', 'text', 'to'])
    assert.equal(first!.body.from, FROM)
    assert.deepEqual(first!.body.to, ['owner@example.com', 'office@example.com'])
    assert.equal(first!.body.subject, 'New estimate request: Lawn Care from Ann Lee')
    const link = requestLink(SITE_URL, full.request.submission_id)
    assert.equal(link, `https://greenleaf.example/admin#request-${full.request.submission_id}`)
    for (const value of [
      'Ann Lee',
      'ann.lee@example.com',
      '916 555 0100',
      'Lawn Care',
      '12 Oak Street, Sacramento',
      'Front and back yard.\nWeekly, please.',
      '/services/lawn-care',
      'https://www.google.com/',
      'google / cpc / spring',
      'gclid-123',
      'Nov 26, 2026, 2:00 AM PST',
      'Photos: 2 photos, shown with the request in the admin',
      link,
    ]) {
      assert.ok(first!.body.text.includes(value), `text has ${JSON.stringify(value)}`)
    }
    assert.ok(first!.body.html.includes(`<a href="${link}">`), 'html links to the request')
    assert.ok(first!.body.html.includes('ann.lee@example.com'))
    // Empty fields are left out rather than shown blank.
    assert.equal(second!.body.subject, 'New estimate request: Lawn Care from Bo Diaz')
    assert.ok(!/Address|Message|Referrer|Campaign/.test(second!.body.text))
    assert.ok(second!.body.text.includes('Photos: None'), 'a request without photos says so')

    // Nothing is due any more.
    const again = await call(envFor(db, mail))
    assert.deepEqual(again.body, { claimed: 0, delivered: 0, failed: 0 })
    assert.equal(mail.sent.length, 2)
  },
)

withServers(
  'an e-mail API error fails the alert with the back-off for its attempt',
  async (db, mail) => {
    const fresh = db.enqueue()
    const retried = db.enqueue({}, { attempts: 3 })
    mail.respond = () => ({
      status: 500,
      body: '{"name":"internal_server_error","message":"boom"}',
    })

    const { status, body } = await call(envFor(db, mail))

    assert.equal(status, 200)
    assert.deepEqual(body, { claimed: 2, delivered: 0, failed: 2 })
    assert.equal(mail.sent.length, 2)
    for (const alert of [fresh, retried]) {
      assert.equal(alert.deliveredAt, null)
      assert.equal(alert.lockedUntil, null)
      assert.deepEqual(alert.retries, [retryDelaySeconds(alert.attempts)])
      assert.match(alert.lastError ?? '', /HTTP 500/)
      assert.match(alert.lastError ?? '', /boom/)
    }
    assert.deepEqual([fresh.retries[0], retried.retries[0]], [30, 240])
    assert.ok(fresh.nextAttemptAt > Date.now() + 25_000, 'not due again before its back-off')

    // Not due again yet: a second run claims nothing and sends nothing.
    assert.deepEqual((await call(envFor(db, mail))).body, { claimed: 0, delivered: 0, failed: 0 })
    assert.equal(mail.sent.length, 2)
  },
)

withServers(
  'a refused mail shows the API status and a short part of its body',
  async (db, mail) => {
    const alert = db.enqueue()
    mail.respond = () => ({
      status: 422,
      body: JSON.stringify({ message: 'The from address is not verified. ' + 'x'.repeat(5000) }),
    })

    await call(envFor(db, mail))

    assert.match(alert.lastError ?? '', /^E-mail API answered HTTP 422: .*not verified/)
    assert.ok((alert.lastError ?? '').length < 300, 'only the start of the body')
  },
)

withServers(
  'an unreachable e-mail API fails the alert instead of the function',
  async (db, mail) => {
    const alert = db.enqueue()
    const closed = startFakeEmailApi()
    const url = closed.url
    await closed.close()

    const { status, body } = await call(envFor(db, mail, { ALERT_EMAIL_API_URL: url }))

    assert.equal(status, 200)
    assert.deepEqual(body, { claimed: 1, delivered: 0, failed: 1 })
    assert.match(alert.lastError ?? '', /could not be reached/)
    assert.deepEqual(alert.retries, [30])
  },
)

withServers('no admin to mail: the alert fails and is retried later', async (db, mail) => {
  db.recipients = []
  const alert = db.enqueue()

  const { body } = await call(envFor(db, mail))

  assert.deepEqual(body, { claimed: 1, delivered: 0, failed: 1 })
  assert.equal(mail.sent.length, 0)
  assert.match(alert.lastError ?? '', /No admin/)
  assert.deepEqual(alert.retries, [30])
})

withServers('recipients answered as bare strings are mailed too', async (db, mail) => {
  db.recipientsAsStrings = true
  db.enqueue()

  assert.deepEqual((await call(envFor(db, mail))).body, { claimed: 1, delivered: 1, failed: 0 })
  assert.deepEqual(mail.sent[0]!.body.to, ['owner@example.com', 'office@example.com'])
})

withServers('the recipients call failing fails every claimed alert', async (db, mail) => {
  const alerts = [db.enqueue(), db.enqueue()]
  db.broken.add('list_estimate_alert_recipients')

  const { body } = await call(envFor(db, mail))

  assert.deepEqual(body, { claimed: 2, delivered: 0, failed: 2 })
  for (const alert of alerts) {
    assert.match(alert.lastError ?? '', /list_estimate_alert_recipients failed with HTTP 500/)
  }
})

withServers('a name with line breaks cannot break the subject line', async (db, mail) => {
  db.enqueue({ first_name: 'Eve\r\nBcc: victim@example.com', last_name: 'X\u2028Y\tZ' })

  await call(envFor(db, mail))

  const subject = mail.sent[0]!.body.subject
  assert.doesNotMatch(subject, /[\r\n\u2028\u2029\t]/)
  assert.equal(subject, 'New estimate request: Lawn Care from Eve Bcc: victim@example.com X Y Z')
})

withServers('a long subject is cut without splitting a character', async (db, mail) => {
  db.enqueue({ service: 'Lawn Care', first_name: '🌿'.repeat(100), last_name: '🌳'.repeat(100) })

  await call(envFor(db, mail))

  const subject = mail.sent[0]!.body.subject
  assert.equal(Array.from(subject).length, 200)
  assert.ok(subject.isWellFormed(), 'no lone surrogate')
})

withServers('keeps claiming while batches come back full, up to maxRounds', async (db, mail) => {
  for (let i = 0; i < 7; i++) db.enqueue()

  const first = await call(envFor(db, mail), { method: 'POST' }, { batchSize: 2, maxRounds: 3 })
  assert.deepEqual(first.body, { claimed: 6, delivered: 6, failed: 0 })

  const second = await call(envFor(db, mail), { method: 'POST' }, { batchSize: 2, maxRounds: 3 })
  assert.deepEqual(second.body, { claimed: 1, delivered: 1, failed: 0 })
  assert.equal(db.alerts.filter((a) => a.deliveredAt).length, 7)
})

withServers('a refused claim answers 502 with PostgREST’s message', async (db, mail) => {
  db.enqueue()

  const { status, body } = await call(envFor(db, mail, { SUPABASE_SERVICE_ROLE_KEY: 'wrong' }))

  assert.equal(status, 502)
  assert.equal(body.error, 'claim_estimate_request_alerts failed with HTTP 401: Invalid API key')
  assert.equal(mail.sent.length, 0)
})

withServers(
  'missing configuration answers 500 naming the variables, not values',
  async (db, mail) => {
    db.enqueue()
    const env = envFor(db, mail, { ALERT_EMAIL_API_KEY: undefined, SITE_URL: '  ' })

    const { status, body } = await call(env)

    assert.equal(status, 500)
    assert.deepEqual(body.missing, ['ALERT_EMAIL_API_KEY', 'SITE_URL'])
    const text = JSON.stringify(body)
    for (const value of [db.url, db.serviceRoleKey, FROM]) assert.ok(!text.includes(value))
    assert.equal(db.calls.length, 0)

    const none = await call({})
    assert.equal(none.status, 500)
    assert.deepEqual(none.body.missing, [...REQUIRED_ENV])
  },
)

withServers('a malformed URL setting answers 500 naming it', async (db, mail) => {
  const { status, body } = await call(envFor(db, mail, { SITE_URL: 'greenleaf.example' }))
  assert.equal(status, 500)
  assert.deepEqual(body.invalid, ['SITE_URL'])
  assert.equal(body.missing, undefined)
})

withServers('with ALERT_CRON_SECRET, only a request bearing it runs', async (db, mail) => {
  db.enqueue()
  const env = envFor(db, mail, { ALERT_CRON_SECRET: 'cron-secret-123' })

  for (const authorization of [
    undefined,
    'Bearer wrong',
    'Bearer cron-secret-1234',
    'cron-secret-123',
  ]) {
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {}
    const refused = await call(env, { method: 'POST', headers })
    assert.equal(refused.status, 401, `refused with ${authorization}`)
    assert.equal(refused.headers.get('www-authenticate'), 'Bearer')
  }
  assert.equal(db.calls.length, 0, 'a refused request touches nothing')

  const allowed = await call(env, {
    method: 'POST',
    headers: { Authorization: 'Bearer cron-secret-123' },
  })
  assert.equal(allowed.status, 200)
  assert.deepEqual(allowed.body, { claimed: 1, delivered: 1, failed: 0 })
})

withServers('a wrong cron secret is refused before the configuration is looked at', async () => {
  const { status } = await call(
    { ALERT_CRON_SECRET: 'cron-secret-123' },
    { method: 'POST', headers: { Authorization: 'Bearer nope' } },
  )
  assert.equal(status, 401)
})

withServers('only POST is accepted', async (db, mail) => {
  db.enqueue()
  for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
    const { status, headers } = await call(envFor(db, mail), { method })
    assert.equal(status, 405, method)
    assert.equal(headers.get('allow'), 'POST')
  }
  assert.equal(db.calls.length, 0)
})
