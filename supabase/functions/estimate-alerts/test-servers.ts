// Stand-ins for the two services the function calls, as real HTTP servers on 127.0.0.1:
// PostgREST's four RPC endpoints over an in-memory outbox that follows the SQL functions'
// rules (supabase/migrations/20261126100500_...), and an e-mail API in Resend's shape.
import type { ClaimedAlert } from '../_shared/estimate-alerts.ts'

export interface OutboxAlert {
  request: Omit<ClaimedAlert, 'alert_id' | 'attempts'>
  id: number
  attempts: number
  nextAttemptAt: number
  lockedUntil: number | null
  deliveredAt: number | null
  lastError: string | null
  /** Every retry_in_seconds the sender passed to fail_estimate_request_alert. */
  retries: number[]
}

export interface RpcCall {
  fn: string
  args: Record<string, unknown>
}

export interface FakePostgrest {
  url: string
  serviceRoleKey: string
  alerts: OutboxAlert[]
  recipients: string[]
  recipientsAsStrings: boolean
  calls: RpcCall[]
  /** Functions that answer 500 with a PostgREST error body. */
  broken: Set<string>
  enqueue(request?: Partial<OutboxAlert['request']>, state?: Partial<OutboxAlert>): OutboxAlert
  close(): Promise<void>
}

let submissionCounter = 0

export function sampleRequest(
  overrides: Partial<OutboxAlert['request']> = {},
): OutboxAlert['request'] {
  submissionCounter++
  return {
    submission_id: `00000000-0000-4000-8000-${String(submissionCounter).padStart(12, '0')}`,
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann.lee@example.com',
    phone: '916 555 0100',
    service: 'Lawn Care',
    address: '12 Oak Street, Sacramento',
    message: 'Front and back yard.\nWeekly, please.',
    source_page: '/services/lawn-care',
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    gclid: 'gclid-123',
    submitted_at: '2026-11-26T10:00:00.000Z',
    photo_count: 2,
    ...overrides,
  }
}

function postgrestError(status: number, code: string, message: string): Response {
  return Response.json({ code, details: null, hint: null, message }, { status })
}

export function startFakePostgrest(
  options: { serviceRoleKey?: string; recipients?: string[] } = {},
): FakePostgrest {
  const serviceRoleKey = options.serviceRoleKey ?? 'service-role-key-for-tests'
  const alerts: OutboxAlert[] = []
  const calls: RpcCall[] = []
  const broken = new Set<string>()
  let nextId = 1

  const functions: Record<string, (args: Record<string, unknown>) => unknown> = {
    claim_estimate_request_alerts(args) {
      const now = Date.now()
      const max = Math.min(Math.max(Number(args.max_alerts ?? 10), 1), 100)
      const lease = Math.max(Number(args.lease_seconds ?? 120), 1)
      const maxAttempts = Number(args.max_attempts ?? 12)
      const due = alerts
        .filter(
          (a) =>
            a.deliveredAt === null &&
            a.nextAttemptAt <= now &&
            (a.lockedUntil === null || a.lockedUntil <= now) &&
            a.attempts < maxAttempts,
        )
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id)
        .slice(0, max)
      return due.map((a) => {
        a.attempts++
        a.lockedUntil = now + lease * 1000
        return { alert_id: a.id, attempts: a.attempts, ...a.request }
      })
    },
    // PostgREST's shape for `returns table (email text)`; `recipientsAsStrings` gives the
    // shape of `returns setof text`, which the sender accepts too.
    list_estimate_alert_recipients: () =>
      fake.recipients.map((email) => (fake.recipientsAsStrings ? email : { email })),
    complete_estimate_request_alert(args) {
      const alert = alerts.find((a) => a.id === args.alert_id)
      if (alert)
        Object.assign(alert, { deliveredAt: Date.now(), lockedUntil: null, lastError: null })
      return undefined
    },
    fail_estimate_request_alert(args) {
      const alert = alerts.find((a) => a.id === args.alert_id && a.deliveredAt === null)
      if (alert) {
        const retry = Math.max(Number(args.retry_in_seconds), 0)
        alert.lockedUntil = null
        alert.lastError = String(args.error ?? 'unknown error').slice(0, 1000)
        alert.nextAttemptAt = Date.now() + retry * 1000
        alert.retries.push(retry)
      }
      return undefined
    },
  }

  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    const path = new URL(req.url).pathname
    const body = await req.text()
    // The gateway wants a key; PostgREST runs as the role of the Bearer token.
    if (req.headers.get('apikey') !== serviceRoleKey) {
      return Response.json({ message: 'Invalid API key' }, { status: 401 })
    }
    if (req.headers.get('authorization') !== `Bearer ${serviceRoleKey}`) {
      return postgrestError(401, '42501', 'permission denied for function')
    }
    const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(path)?.[1]
    const handler = fn ? functions[fn] : undefined
    if (!fn || !handler) return postgrestError(404, 'PGRST202', `Could not find ${path}`)
    if (req.method !== 'POST') return postgrestError(405, 'PGRST117', 'Unsupported method')
    if (req.headers.get('content-type') !== 'application/json') {
      return postgrestError(415, 'PGRST107', 'Content-Type not acceptable')
    }
    const args = JSON.parse(body || '{}') as Record<string, unknown>
    calls.push({ fn, args })
    if (broken.has(fn)) return postgrestError(500, 'XX000', `${fn} is broken in this test`)
    const result = handler(args)
    return result === undefined ? new Response(null, { status: 204 }) : Response.json(result)
  })

  const fake: FakePostgrest = {
    url: `http://127.0.0.1:${server.addr.port}`,
    serviceRoleKey,
    alerts,
    recipients: options.recipients ?? ['owner@example.com', 'office@example.com'],
    recipientsAsStrings: false,
    calls,
    broken,
    enqueue(request = {}, state = {}) {
      const alert: OutboxAlert = {
        request: sampleRequest(request),
        id: nextId++,
        attempts: 0,
        nextAttemptAt: Date.now() - 1000,
        lockedUntil: null,
        deliveredAt: null,
        lastError: null,
        retries: [],
        ...state,
      }
      alerts.push(alert)
      return alert
    },
    close: () => server.shutdown(),
  }
  return fake
}

export interface SentMail {
  authorization: string | null
  contentType: string | null
  body: {
    from: string
    to: string[]
    subject: string
    text: string
    html: string
  }
}

export interface FakeEmailApi {
  url: string
  sent: SentMail[]
  /** The answer to the next sends; default 200 with an id, as Resend answers. */
  respond: (mail: SentMail) => { status: number; body: string }
  close(): Promise<void>
}

export function startFakeEmailApi(): FakeEmailApi {
  const api: FakeEmailApi = {
    url: '',
    sent: [],
    respond: () => ({ status: 200, body: JSON.stringify({ id: crypto.randomUUID() }) }),
    close: () => server.shutdown(),
  }
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    if (req.method !== 'POST' || new URL(req.url).pathname !== '/emails') {
      return new Response('not found', { status: 404 })
    }
    const mail: SentMail = {
      authorization: req.headers.get('authorization'),
      contentType: req.headers.get('content-type'),
      body: await req.json(),
    }
    api.sent.push(mail)
    const answer = api.respond(mail)
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  api.url = `http://127.0.0.1:${server.addr.port}/emails`
  return api
}
