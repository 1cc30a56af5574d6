// The production sender end to end: the deliver-mail Edge Function, run by the real Deno
// (node_modules/.bin/deno) as `deno run index.ts`, against the real local backend's PostgREST and
// SQL functions. So claiming, retries and their back-off, locking, recipients and the mail are
// tested here, as the database decides them. Only the e-mail API is a stand-in. The backend's own
// sender is off, so every mail here is delivered (or failed) by the function. What this backend
// cannot produce (a 500 from one function, a malformed answer) is tested in Deno instead:
// supabase/functions/deliver-mail/handler.test.ts.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SupabaseClient } from '@supabase/supabase-js'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../../backend/db/defaults.ts'
import type { Backend } from '../../backend/server/start-backend.ts'
import {
  START_TIMEOUT,
  startBackendWithTestSql,
  targets,
} from '../../test-support/backend/in-process.ts'
import {
  acceptMail,
  startEmailApiStandIn,
  type EmailApiStandIn,
} from '../../test-support/email-api-stand-in.ts'
import { sendEstimateRequest } from '../../test-support/estimate-requests.ts'
import { phonePhoto } from '../../test-support/photos.ts'
import { sqlForTests } from '../../test-support/sql-for-tests.ts'
import { statelessClient } from '../../test-support/users.ts'
import { retryDelaySeconds } from '../functions/_shared/mail-outbox.ts'
import { requestLink } from '../functions/_shared/request-link.ts'
import { createHandler } from '../functions/deliver-mail/handler.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const DENO = join(ROOT, 'node_modules', '.bin', 'deno')
const FUNCTION = join(ROOT, 'supabase', 'functions', 'deliver-mail', 'index.ts')
const CRON_SECRET = 'cron-secret-for-tests'
const SITE = 'https://greenleaf.example'
const FROM = 'Greenleaf Website <alerts@greenleaf.example>'
const OFFICE_FROM = 'Greenleaf Landscaping <office@greenleaf.example>'
const EMAIL_KEY = 're_test_key'

type Env = Record<string, string>

/** `deno run index.ts` with PORT=0 and no environment but `env`; resolves once it listens. */
async function startFunction(env: Env) {
  const child = spawn(
    DENO,
    ['run', '--no-remote', '--no-lock', '--allow-net', '--allow-env', FUNCTION],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        DENO_NO_UPDATE_CHECK: '1',
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`deno exited with ${code}: ${output}`)))
  })
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}

interface AlertState {
  attempts: number
  delivered: boolean
  locked: boolean
  last_error: string | null
  /** Seconds until it is due again. */
  retry_in: number
}

describe.each(targets())('the deliver-mail function on the local backend ($name)', (target) => {
  let backend: Backend
  let stop: (() => Promise<void>) | undefined
  let service: SupabaseClient
  let email: EmailApiStandIn
  let functionEnv: Env
  let fn: Awaited<ReturnType<typeof startFunction>>

  beforeAll(async () => {
    ;({ backend, stop } = await startBackendWithTestSql(target, {
      admin: { adminEmail: DEFAULT_ADMIN_EMAIL, adminPassword: DEFAULT_ADMIN_PASSWORD },
    }))
    service = statelessClient(backend, backend.serviceRoleKey)
    email = await startEmailApiStandIn()
    functionEnv = {
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      ALERT_EMAIL_API_KEY: EMAIL_KEY,
      ALERT_EMAIL_FROM: FROM,
      OFFICE_EMAIL_FROM: OFFICE_FROM,
      ALERT_EMAIL_API_URL: email.url,
      SITE_URL: SITE,
      ALERT_CRON_SECRET: CRON_SECRET,
    }
    // The office's zone as the function's clock: a calendar day read as a UTC instant would show
    // as the day before here.
    fn = await startFunction({ ...functionEnv, TZ: 'America/Los_Angeles' })
  }, START_TIMEOUT)

  afterAll(async () => {
    await fn?.stop()
    await email?.close()
    await stop?.()
  })

  // Each test starts with nothing due (an alert failed here must not come due in a later test)
  // and an empty burst window (the function digests more than 5 alerts in 10 minutes).
  afterEach(async () => {
    await sql(
      `update private.mail_outbox
       set delivered_at = coalesce(delivered_at, now()), locked_until = null,
           claimed_at = claimed_at - interval '1 day'`,
    )
    email.sent.splice(0)
    email.respond = acceptMail
  })

  /** The test's SQL as the database owner (the outbox is in schema private). */
  const sql = <Row>(statement: string) => sqlForTests<Row>(service, statement)

  /**
   * A visitor's request, through the one write path a visitor has; returns its id. The suite
   * sends more than the per-network ceiling allows (10 an hour, all from 127.0.0.1 here), so
   * each is forgotten by the ceiling once stored. The homeowner's acknowledgement is left out
   * (the alerts are this suite's subject) unless `keepAcknowledgement`.
   */
  async function send(
    fields: Record<string, string> = {},
    photos: Uint8Array[] = [],
    { keepAcknowledgement = false } = {},
  ) {
    const id = await sendEstimateRequest(
      backend,
      { service: 'lawn-maintenance', ...fields },
      photos,
    )
    await sql(`update public.contact_submissions set client_address = null where id = '${id}'`)
    if (!keepAcknowledgement) {
      await sql(
        `delete from private.mail_outbox where kind = 'acknowledgement' and submission_id = '${id}'`,
      )
    }
    return id
  }

  async function alertOf(requestId: string): Promise<AlertState> {
    const [alert] = await sql<AlertState>(
      `select attempts, delivered_at is not null as delivered, locked_until is not null as locked,
         last_error, extract(epoch from next_attempt_at - now())::int as retry_in
       from private.mail_outbox where kind = 'alert' and submission_id = '${requestId}'`,
    )
    return alert!
  }

  /** One call of the function, as the cron job makes it. */
  async function run(headers: Record<string, string> = { Authorization: `Bearer ${CRON_SECRET}` }) {
    const response = await fetch(fn.url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    })
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    }
  }

  it('runs only for a caller with the cron secret; a refused call touches nothing', async () => {
    const id = await send()

    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${CRON_SECRET}4`,
      CRON_SECRET,
    ]) {
      const refused = await run(authorization ? { Authorization: authorization } : {})
      expect(refused.status, `refused with ${authorization}`).toBe(401)
      expect(refused.headers.get('www-authenticate')).toBe('Bearer')
    }
    expect(await alertOf(id)).toMatchObject({ attempts: 0, delivered: false })

    expect(await run()).toMatchObject({
      status: 200,
      body: { claimed: 1, delivered: 1, failed: 0 },
    })
  })

  it('mails each request to the admins with every field it has, and marks it delivered', async () => {
    const full = await send(
      {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann.lee@example.com',
        phone: '916 555 0100',
        address: '12 Oak Street, Sacramento',
        message: 'Front and back yard.\nWeekly, please. Tall privet <b>hedge</b>',
        source_page: '/services/lawn-care',
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        gclid: 'gclid-123',
        visit_window: 'weekday_mornings',
      },
      [await phonePhoto(64, 48), await phonePhoto(48, 64)],
    )
    const bare = await send({ first_name: 'Bo', last_name: 'Diaz' })
    // A fixed time and earliest visit date (valid for it), so the mail's words can be checked.
    await sql(
      `update public.contact_submissions set created_at = '2026-11-26T10:00:00Z',
         earliest_visit_date = '2026-12-07' where id = '${full}'`,
    )

    expect(await run()).toMatchObject({
      status: 200,
      body: { claimed: 2, delivered: 2, failed: 0 },
    })

    expect(email.sent).toHaveLength(2)
    const mailFor = (name: string) => email.sent.find((m) => m.body.subject.endsWith(name))!
    const first = mailFor('from Ann Lee')
    expect(first.authorization).toBe(`Bearer ${EMAIL_KEY}`)
    expect(first.contentType).toBe('application/json')
    expect(Object.keys(first.body).sort()).toEqual(['from', 'html', 'subject', 'text', 'to'])
    expect(first.body.from).toBe(FROM)
    // The confirmed admins, answered as PostgREST answers them: [{"email": ...}].
    expect(first.body.to).toEqual([backend.adminEmail])
    expect(first.body.subject).toMatch(
      /^New estimate request \w{4}-\w{4}: Lawn Care & Maintenance from Ann Lee$/,
    )
    const link = requestLink(SITE, full)
    for (const value of [
      'Name: Ann Lee',
      'Email: ann.lee@example.com',
      'Phone: 916 555 0100',
      'Service: Lawn Care & Maintenance',
      'Address: 12 Oak Street, Sacramento',
      'Preferred visit: Weekday mornings, from Mon, Dec 7, 2026',
      'Message: Front and back yard.\nWeekly, please.',
      'Sent from: /services/lawn-care',
      'Referrer: https://www.google.com/',
      'Campaign: google / cpc / spring',
      'Google Ads click: gclid-123',
      'Photos: 2 photos, shown with the request in the admin',
      'Received: Nov 26, 2026, 2:00 AM PST',
      `Open it in the admin: ${link}`,
    ]) {
      expect(first.body.text).toContain(value)
    }
    expect(first.body.html).toContain(`<a href="${link}">`)
    expect(first.body.html).toContain('ann.lee@example.com')
    expect(first.body.html).toContain('Tall privet &lt;b&gt;hedge&lt;/b&gt;')
    // Empty fields are left out rather than shown blank.
    const second = mailFor('from Bo Diaz')
    expect(second.body.text).not.toMatch(/Address|Message|Referrer|Campaign|Google Ads/)
    expect(second.body.text).toContain('Photos: None')
    expect(second.body.text).toContain('Preferred visit: Any time\n')

    for (const id of [full, bare]) {
      expect(await alertOf(id)).toMatchObject({
        attempts: 1,
        delivered: true,
        locked: false,
        last_error: null,
      })
    }
    // Delivered: nothing is due any more.
    expect((await run()).body).toEqual({ claimed: 0, delivered: 0, failed: 0 })
    expect(email.sent).toHaveLength(2)
  })

  it('an e-mail API error fails the alert with the back-off for its attempt', async () => {
    const fresh = await send()
    const retried = await send()
    await sql(
      `update private.mail_outbox set attempts = 3 where kind = 'alert' and submission_id = '${retried}'`,
    )
    email.respond = () => ({
      status: 500,
      body: '{"name":"internal_server_error","message":"boom"}',
    })

    expect((await run()).body).toEqual({ claimed: 2, delivered: 0, failed: 2 })

    expect(email.sent).toHaveLength(2)
    expect([retryDelaySeconds(1), retryDelaySeconds(4)]).toEqual([30, 240])
    for (const [id, attempts] of [
      [fresh, 1],
      [retried, 4],
    ] as const) {
      const alert = await alertOf(id)
      expect(alert).toMatchObject({ attempts, delivered: false, locked: false })
      expect(alert.last_error).toMatch(/^E-mail API answered HTTP 500: .*boom/)
      expect(alert.retry_in).toBeGreaterThan(retryDelaySeconds(attempts) - 5)
      expect(alert.retry_in).toBeLessThanOrEqual(retryDelaySeconds(attempts))
    }
    // Not due again before its back-off: the next run claims and sends nothing.
    expect((await run()).body).toEqual({ claimed: 0, delivered: 0, failed: 0 })
    expect(email.sent).toHaveLength(2)
  })

  it('a refused mail shows the API status and a short part of its body', async () => {
    const id = await send()
    email.respond = () => ({
      status: 422,
      body: JSON.stringify({ message: 'The from address is not verified. ' + 'x'.repeat(5000) }),
    })

    expect((await run()).body).toEqual({ claimed: 1, delivered: 0, failed: 1 })

    const { last_error: error } = await alertOf(id)
    expect(error).toMatch(/^E-mail API answered HTTP 422: .*not verified/)
    expect(error!.length, 'only the start of the body').toBeLessThan(300)
  })

  it('an e-mail API that does not answer fails the alert instead of the function', async () => {
    const id = await send()
    email.respond = () => 'no answer'

    expect(await run()).toMatchObject({
      status: 200,
      body: { claimed: 1, delivered: 0, failed: 1 },
    })

    const alert = await alertOf(id)
    expect(alert.last_error).toMatch(/^E-mail API could not be reached/)
    expect(alert.retry_in).toBeGreaterThan(25)
    expect(alert.retry_in).toBeLessThanOrEqual(30)
  })

  it('no admin to mail: the alert fails and is retried later', async () => {
    const id = await send()
    const confirm = (at: string) =>
      sql(`update auth.users set email_confirmed_at = ${at} where email = '${backend.adminEmail}'`)
    await confirm('null')
    try {
      expect((await run()).body).toEqual({ claimed: 1, delivered: 0, failed: 1 })
    } finally {
      await confirm('now()')
    }

    expect(email.sent).toHaveLength(0)
    const alert = await alertOf(id)
    expect(alert).toMatchObject({
      delivered: false,
      last_error: 'No admin with a confirmed e-mail address',
    })
    expect(alert.retry_in).toBeGreaterThan(25)
    expect(alert.retry_in).toBeLessThanOrEqual(30)
  })

  it('a name with line breaks cannot break the subject line', async () => {
    await send({ first_name: 'Eve\r\nBcc: victim@example.com', last_name: 'X\u2028Y\tZ' })

    await run()

    expect(email.sent[0]!.body.subject).toMatch(
      /^New estimate request \w{4}-\w{4}: Lawn Care & Maintenance from Eve Bcc: victim@example\.com X Y Z$/,
    )
  })

  it('a long subject is cut without splitting a character', async () => {
    await send({ first_name: '🌿'.repeat(100), last_name: '🌳'.repeat(100) })

    await run()

    const subject = email.sent[0]!.body.subject
    expect(Array.from(subject)).toHaveLength(200)
    // With the u flag a surrogate pair is one character, so this finds only a lone half.
    expect(subject).not.toMatch(/\p{Cs}/u)
  })

  it("mails the homeowner's acknowledgement from the office, answering to its mailbox", async () => {
    const id = await send(
      { email: 'homeowner@example.com', visit_window: 'weekday_afternoons', message: 'Hi <b>' },
      [await phonePhoto(64, 48)],
      { keepAcknowledgement: true },
    )
    const [stored] = await sql<{ reference: string }>(
      `select reference from public.contact_submissions where id = '${id}'`,
    )
    const reference = stored!.reference

    expect((await run()).body).toEqual({ claimed: 2, delivered: 2, failed: 0 })

    const receipt = email.sent.find((m) => m.body.to.includes('homeowner@example.com'))!
    expect(receipt.body.from).toBe(OFFICE_FROM)
    expect(receipt.body.reply_to).toBe('hello@example.com')
    expect(receipt.body.subject).toBe(`We have your estimate request (${reference})`)
    for (const line of [
      `Reference: ${reference}`,
      'Service: Lawn Care & Maintenance',
      'Preferred visit: Weekday afternoons',
      'Photos received: 1 photo',
    ]) {
      expect(receipt.body.text).toContain(line)
    }
    expect(receipt.body.text).not.toContain('Hi')
    expect(receipt.body.html).toContain(reference)
    expect(receipt.idempotencyKey).toMatch(/^acknowledgement\/\d+\/[0-9a-f]{32}$/)
    const alert = email.sent.find((m) => m.body.from === FROM)!
    expect(alert.body.subject).toContain(reference)
    expect(alert.body.text).toContain(`Reference: ${reference}`)
  })

  /**
   * One call of the handler in this process (Node) rather than through index.ts: for what index.ts
   * takes no setting for (the batch size, the rounds), or a setting the running function lacks.
   */
  async function runInProcess(options: { env?: Env; batchSize?: number; maxRounds?: number }) {
    const env = options.env ?? functionEnv
    const handler = createHandler({ ...options, env: (name) => env[name] })
    const response = await handler(
      new Request('http://localhost/deliver-mail', {
        method: 'POST',
        headers: { Authorization: `Bearer ${CRON_SECRET}` },
      }),
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('keeps claiming while batches come back full, up to maxRounds', async () => {
    // 5: one more would make a burst, mailed as one digest.
    const ids: string[] = []
    for (let i = 0; i < 5; i++) ids.push(await send())
    const options = { batchSize: 2, maxRounds: 2 }

    expect((await runInProcess(options)).body).toEqual({ claimed: 4, delivered: 4, failed: 0 })
    expect((await runInProcess(options)).body).toEqual({ claimed: 1, delivered: 1, failed: 0 })

    for (const id of ids) expect(await alertOf(id)).toMatchObject({ delivered: true })
    expect(email.sent).toHaveLength(5)
  })

  it('mails a burst of 6 as one digest and marks all 6 delivered', async () => {
    const ids: string[] = []
    for (let i = 0; i < 6; i++) {
      ids.push(await send({ first_name: 'Kim', last_name: `Burst${i}`, address: 'Rocklin, CA' }))
    }

    expect((await run()).body).toEqual({ claimed: 6, delivered: 6, failed: 0 })

    expect(email.sent).toHaveLength(1)
    const [digest] = email.sent
    expect(digest!.body.subject).toBe('6 new estimate requests')
    expect(digest!.body.to).toEqual([backend.adminEmail])
    for (const [i, id] of ids.entries()) {
      expect(digest!.body.text).toContain(
        `Kim Burst${i}, Lawn Care & Maintenance, Rocklin\n   ${requestLink(SITE, id)}`,
      )
      expect(await alertOf(id)).toMatchObject({ delivered: true, locked: false, last_error: null })
    }
  })

  it('a refused claim answers 502 with PostgREST’s message, and claims nothing', async () => {
    const id = await send()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { status, body } = await runInProcess({
        env: { ...functionEnv, SUPABASE_SERVICE_ROLE_KEY: 'wrong' },
      })

      expect(status).toBe(502)
      expect(body.error).toMatch(/^claim_outbox_mails failed with HTTP 401: Invalid API key/)
      expect(logged).toHaveBeenCalledWith('[deliver-mail] delivery stopped:', body.error)
    } finally {
      logged.mockRestore()
    }
    expect(email.sent).toHaveLength(0)
    expect(await alertOf(id)).toMatchObject({ attempts: 0, delivered: false })
  })

  it('index.ts without its configuration answers 500 naming what is missing', async () => {
    const unconfigured = await startFunction({ ALERT_CRON_SECRET: CRON_SECRET })
    try {
      const response = await fetch(unconfigured.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${CRON_SECRET}` },
      })
      expect(response.status).toBe(500)
      expect(((await response.json()) as { missing: string[] }).missing).toEqual([
        'SUPABASE_URL',
        'SUPABASE_SERVICE_ROLE_KEY',
        'ALERT_EMAIL_API_KEY',
        'ALERT_EMAIL_FROM',
        'OFFICE_EMAIL_FROM',
        'SITE_URL',
      ])
    } finally {
      await unconfigured.stop()
    }
  })

  it('index.ts without ALERT_CRON_SECRET serves no one, and mails nothing', async () => {
    const id = await send()
    const withoutSecret: Env = { ...functionEnv }
    delete withoutSecret.ALERT_CRON_SECRET
    const open = await startFunction(withoutSecret)
    try {
      const calls: Record<string, string>[] = [{}, { Authorization: `Bearer ${CRON_SECRET}` }]
      for (const headers of calls) {
        const response = await fetch(open.url, { method: 'POST', headers })
        expect(response.status).toBe(500)
        expect(await response.json()).toEqual({
          error: 'The function is not configured',
          missing: ['ALERT_CRON_SECRET'],
        })
      }
    } finally {
      await open.stop()
    }
    expect(await alertOf(id)).toMatchObject({ attempts: 0, delivered: false })
    expect(email.sent).toHaveLength(0)
  })
})
