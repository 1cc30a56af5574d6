// The production sender end to end: the estimate-alerts Edge Function, run by the real Deno
// (node_modules/.bin/deno) as `deno run index.ts`, against the real local backend's PostgREST.
// Only the e-mail API is a stand-in (a local HTTP server in Resend's shape). The backend's own
// sender is off, so every alert here is delivered (or failed) by the function.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { START_TIMEOUT } from '../../backend/tests/support.ts'
import { startBackend, type Backend } from '../../backend/server/start-backend.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const DENO = join(ROOT, 'node_modules', '.bin', 'deno')
const FUNCTION = join(ROOT, 'supabase', 'functions', 'estimate-alerts', 'index.ts')
const CRON_SECRET = 'cron-secret-for-tests'
const SITE = 'https://greenleaf.example'

interface SentMail {
  authorization: string | undefined
  body: { from: string; to: string[]; subject: string; text: string; html: string }
}

/** Resend's shape: POST JSON with a Bearer key; answers `status` (200 unless a test says). */
async function startEmailApi() {
  const api = { url: '', sent: [] as SentMail[], status: 200, server: undefined as unknown }
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      api.sent.push({ authorization: req.headers.authorization, body: JSON.parse(raw) })
      res.writeHead(api.status, { 'Content-Type': 'application/json' })
      res.end(api.status === 200 ? '{"id":"test-id"}' : '{"message":"mail service is down"}')
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`
  return {
    api,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** `deno run index.ts` with PORT=0; resolves with its URL once it listens. */
async function startFunction(env: Record<string, string>) {
  const child: ChildProcess = spawn(
    DENO,
    ['run', '--no-remote', '--no-lock', '--allow-net', '--allow-env', FUNCTION],
    {
      env: { ...process.env, ...env, PORT: '0', DENO_NO_UPDATE_CHECK: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`deno exited with ${code}: ${output}`)))
  })
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}

describe('the estimate-alerts Edge Function against the local backend', () => {
  let backend: Backend
  let email: Awaited<ReturnType<typeof startEmailApi>>
  let fn: Awaited<ReturnType<typeof startFunction>>

  beforeAll(async () => {
    backend = await startBackend({ port: 0, alertDelivery: false, log: () => undefined })
    email = await startEmailApi()
    fn = await startFunction({
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      ALERT_EMAIL_API_KEY: 're_test_key',
      ALERT_EMAIL_FROM: 'Greenleaf Website <alerts@greenleaf.example>',
      ALERT_EMAIL_API_URL: email.api.url,
      SITE_URL: SITE,
      ALERT_CRON_SECRET: CRON_SECRET,
    })
  }, START_TIMEOUT)

  afterAll(async () => {
    await fn?.stop()
    await email?.close()
    await backend?.stop()
  })

  /** A visitor's request through the public API, as the site's form sends it; returns its id. */
  async function submit(fields: Record<string, string>): Promise<string> {
    const headers = {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
    }
    const response = await fetch(`${backend.url}/rest/v1/rpc/submit_estimate_request`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        first_name: 'Lena',
        last_name: 'Ortiz',
        phone: '916 555 0177',
        service: 'Hedge Trimming',
        message: 'Tall privet <b>hedge</b>',
        source_page: '/roseville-hedge-trimming',
        ...fields,
      }),
    })
    expect(response.status, await response.clone().text()).toBeLessThan(300)
    const lookup = await fetch(
      `${backend.url}/rest/v1/contact_submissions?select=id&email=eq.${encodeURIComponent(fields.email!)}`,
      {
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
        },
      },
    )
    const rows = (await lookup.json()) as { id: string }[]
    expect(rows).toHaveLength(1)
    return rows[0]!.id
  }

  async function run(secret = CRON_SECRET) {
    const response = await fetch(fn.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('refuses a caller without the cron secret', async () => {
    expect((await run('wrong')).status).toBe(401)
  })

  it('mails a new request to the admins and marks its alert delivered', async () => {
    const id = await submit({
      first_name: 'Lena\r\nBcc: someone@example.com',
      email: 'lena@example.com',
    })

    expect(await run()).toEqual({ status: 200, body: { claimed: 1, delivered: 1, failed: 0 } })

    expect(email.api.sent).toHaveLength(1)
    const mail = email.api.sent[0]!
    expect(mail.authorization).toBe('Bearer re_test_key')
    expect(mail.body.from).toBe('Greenleaf Website <alerts@greenleaf.example>')
    expect(mail.body.to).toEqual([backend.adminEmail])
    expect(mail.body.subject).toBe(
      'New estimate request: Hedge Trimming from Lena Bcc: someone@example.com Ortiz',
    )
    expect(mail.body.text).toContain('Email: lena@example.com')
    expect(mail.body.text).toContain('Sent from: /roseville-hedge-trimming')
    expect(mail.body.text).toContain(`${SITE}/admin#request-${id}`)
    expect(mail.body.html).toContain('Tall privet &lt;b&gt;hedge&lt;/b&gt;')

    // Delivered: nothing is due any more.
    expect(await run()).toEqual({ status: 200, body: { claimed: 0, delivered: 0, failed: 0 } })
    expect(email.api.sent).toHaveLength(1)
  })

  it('a failing e-mail API fails the alert until its back-off has passed', async () => {
    email.api.status = 503
    try {
      await submit({ email: 'later@example.com' })

      expect(await run()).toEqual({ status: 200, body: { claimed: 1, delivered: 0, failed: 1 } })
      expect(email.api.sent).toHaveLength(2)
      // Failed with a 30 s back-off: not claimed again by the next run.
      expect(await run()).toEqual({ status: 200, body: { claimed: 0, delivered: 0, failed: 0 } })
      expect(email.api.sent).toHaveLength(2)
    } finally {
      email.api.status = 200
    }
  })
})
