import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { once } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signJwt, type JwtClaims } from '../server/jwt.ts'
import type { Backend } from '../server/start-backend.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

describe('bad input gets the documented error, never a crash', () => {
  let backend: Backend
  let stop: () => Promise<void>
  let service: Record<string, string>

  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(targets()[0]!))
    service = { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` }
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      ...init,
      headers: { ...service, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    })

  it('refuses requests without an API key', async () => {
    const response = await fetch(`${backend.url}/rest/v1/contact_submissions`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' })
    const health = await fetch(`${backend.url}/auth/v1/health`)
    expect(health.status).toBe(200)
  })

  it('lets the open auth paths through without an API key, whatever the method', async () => {
    const statusOf = async (method: string, path: string) => {
      const response = await fetch(`${backend.url}/auth/v1${path}`, { method })
      await response.body?.cancel()
      return response.status
    }
    expect(await statusOf('GET', '/.well-known/jwks.json')).toBe(200)
    // Open at the gateway, as on the CLI, but no OAuth here: the auth server's own 404.
    expect(await statusOf('GET', '/callback')).toBe(404)
    expect(await statusOf('DELETE', '/verify')).toBe(404)
    expect(await statusOf('GET', '/settings')).toBe(401)
    expect(await statusOf('POST', '/signup')).toBe(401)
  })

  it('answers malformed JSON with PGRST102 and bad_json', async () => {
    const response = await rest('contact_submissions', { method: 'POST', body: '{"first_name": ' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json',
    })
    const signup = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
      body: 'not json',
    })
    expect(signup.status).toBe(400)
    expect(signup.headers.get('x-sb-error-code')).toBe('bad_json')
    expect(((await signup.json()) as { code: string }).code).toBe('bad_json')
  })

  it('uses the legacy auth envelope without a version header', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }),
    })
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
  })

  it('reports unknown tables, columns and functions', async () => {
    const table = await rest('nope?select=*')
    expect(table.status).toBe(404)
    expect(await table.json()).toMatchObject({ code: 'PGRST205' })
    const selected = await rest('contact_submissions?select=id,secret')
    expect(selected.status).toBe(400)
    expect(await selected.json()).toMatchObject({ code: '42703' })
    const filtered = await rest('contact_submissions?secret=eq.1')
    expect(filtered.status).toBe(400)
    const body = await rest('contact_submissions', { method: 'POST', body: '{"secret": 1}' })
    expect(body.status).toBe(400)
    expect(await body.json()).toMatchObject({ code: 'PGRST204' })
    const fn = await rest('rpc/drop_everything', { method: 'POST', body: '{}' })
    expect(fn.status).toBe(404)
    expect(await fn.json()).toMatchObject({
      code: 'PGRST202',
      message:
        'Could not find the function public.drop_everything without parameters in the schema cache',
    })
  })

  it('treats injection attempts as data or refuses them with the specific error', async () => {
    const attempts: [string, number, string | null][] = [
      ["contact_submissions?first_name=eq.x'%20or%20'1'='1", 200, null],
      ['contact_submissions?first_name=in.(x);drop%20table%20public.user_roles;--)', 200, null],
      ['contact_submissions?first_name=like.*%27;--', 200, null],
      ['contact_submissions?select=id;drop%20table%20user_roles', 400, '42703'],
      ['contact_submissions?order=created_at;drop%20table%20user_roles', 400, '42703'],
      ['contact_submissions%22;drop%20table%20user_roles;--', 404, 'PGRST205'],
      ['contact_submissions?limit=1;drop', 400, 'PGRST100'],
    ]
    for (const [path, status, code] of attempts) {
      const response = await rest(path)
      const body = (await response.json()) as unknown
      expect({ path, status: response.status }).toEqual({ path, status })
      if (code === null) expect(body).toEqual([])
      else expect(body).toMatchObject({ code, details: null, hint: null })
    }
    const roles = await rest('user_roles?select=role')
    expect(await roles.json()).toEqual([{ role: 'admin' }])
  })

  it('answers bad percent-encoding in a path with not found', async () => {
    const table = await rest('contact_%zz')
    expect(table.status).toBe(404)
    expect(await table.json()).toMatchObject({ code: 'PGRST205' })
    const fn = await rest('rpc/has_%E0%A4%A', { method: 'POST', body: '{}' })
    expect(fn.status).toBe(404)
    expect(await fn.json()).toMatchObject({ code: 'PGRST202' })
    const mail = await fetch(`${backend.mailUrl}/api/v1/message/%zz`)
    expect(mail.status).toBe(404)
  })

  it('refuses JSON nested deeper than the limit with PGRST102 and bad_json', async () => {
    // Deep enough that stringifying it again would overflow the stack.
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`
    const body = `{"first_name": ${deep(200_000)}}`
    const response = await rest('contact_submissions', { method: 'POST', body })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
    const signup = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
      body: `{"email": "deep@example.com", "password": "long-enough", "data": {"a": ${deep(200_000)}}}`,
    })
    expect(signup.status).toBe(400)
    expect(await signup.json()).toMatchObject({ code: 'bad_json' })
    // 64 levels are still fine: an RPC argument list is parsed and only its names matter.
    const shallow = await rest('rpc/has_admin_role', {
      method: 'POST',
      body: `{"user_id": "00000000-0000-0000-0000-000000000000", "x": ${deep(63)}}`,
    })
    expect(shallow.status).toBe(404)
  })

  it('does not take ?apikey= for a column filter', async () => {
    const response = await fetch(
      `${backend.url}/rest/v1/user_roles?select=role&apikey=${backend.serviceRoleKey}`,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([{ role: 'admin' }])
  })

  it('refuses forged, garbage, expired and foreign-role JWTs', async () => {
    const now = Math.floor(Date.now() / 1000)
    const forged = signJwt(
      { role: 'service_role', exp: now + 60 },
      'not-the-project-secret-at-all!!',
    )
    const expired = signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: now - 120 },
      'super-secret-jwt-token-with-at-least-32-characters-long',
    )
    const superuser = signJwt(
      { role: 'postgres', exp: now + 60 },
      'super-secret-jwt-token-with-at-least-32-characters-long',
    )
    // A string exp used to skip the expiry check altogether.
    const textExp = signJwt(
      { role: 'service_role', exp: String(now - 120) } as unknown as JwtClaims,
      'super-secret-jwt-token-with-at-least-32-characters-long',
    )
    const cases: [string, number, string][] = [
      [forged, 401, 'PGRST301'],
      ['garbage', 401, 'PGRST301'],
      [expired, 401, 'PGRST303'],
      [textExp, 401, 'PGRST303'],
      [superuser, 403, '42501'],
    ]
    for (const [token, status, code] of cases) {
      const response = await rest('contact_submissions', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(status)
      expect(await response.json()).toMatchObject({ code })
    }
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${forged}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    })
    expect(user.status).toBe(403)
    expect(await user.json()).toMatchObject({ code: 'bad_jwt' })
    const textExpUser = await fetch(`${backend.url}/auth/v1/user`, {
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${textExp}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    })
    expect(textExpUser.status).toBe(403)
    expect(await textExpUser.json()).toMatchObject({ code: 'bad_jwt' })
    const noBearer = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey },
    })
    expect(noBearer.status).toBe(401)
  })

  it('refuses oversized bodies with 413', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) })
    const response = await rest('contact_submissions', { method: 'POST', body: big })
    expect(response.status).toBe(413)
    const signup = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey },
      body: big,
    })
    expect(signup.status).toBe(413)
  })

  it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/contact_submissions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer')
    const response = await rest('contact_submissions?select=id', {
      headers: { Origin: 'http://localhost:5173' },
    })
    const exposed = response.headers.get('access-control-expose-headers') ?? ''
    for (const name of ['Content-Range', 'X-Supabase-Api-Version', 'x-sb-error-code']) {
      expect(exposed).toContain(name)
    }
  })

  it('does not log a client that disconnects mid-body as an unexpected error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // The server's side of each request, through Node's HTTP diagnostics: when it has arrived,
    // and when the server has answered it. A failed request is logged before it is answered.
    const arrived: { request: IncomingMessage; response: ServerResponse }[] = []
    const onRequestStart = (message: unknown) => arrived.push(message as (typeof arrived)[number])
    subscribe('http.server.request.start', onRequestStart)
    try {
      const { port } = new URL(backend.url)
      for (const path of ['/rest/v1/contact_submissions', '/auth/v1/signup']) {
        const socket = connect(Number(port), '127.0.0.1')
        await once(socket, 'connect')
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"first_na',
        )
        const { response } = await vi.waitUntil(
          () => arrived.find(({ request }) => request.url === path),
          { timeout: 10_000 },
        )
        socket.destroy()
        await vi.waitUntil(() => response.writableEnded, { timeout: 10_000 })
      }
      expect(logged).not.toHaveBeenCalled()
      // And the server still answers.
      expect((await rest('user_roles?select=role')).status).toBe(200)
    } finally {
      unsubscribe('http.server.request.start', onRequestStart)
      logged.mockRestore()
    }
  })

  it('keeps the mail outbox private to this machine: no CORS, bounded DELETE bodies', async () => {
    const origin = { Origin: 'https://evil.example' }
    const list = await fetch(`${backend.mailUrl}/api/v1/messages`, { headers: origin })
    expect(list.status).toBe(200)
    expect(list.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${backend.mailUrl}/api/v1/messages`, {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'DELETE' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull()
    const big = JSON.stringify({ IDs: Array.from({ length: 5000 }, () => crypto.randomUUID()) })
    const tooBig = await fetch(`${backend.mailUrl}/api/v1/messages`, {
      method: 'DELETE',
      body: big,
    })
    expect(tooBig.status).toBe(413)
  })
})

describe('slow and surplus clients', () => {
  // Short limits so that the tests take about a second, not the real 30 s.
  const limits = {
    requestTimeoutMs: 1000,
    headersTimeoutMs: 1000,
    timeoutCheckIntervalMs: 50,
    maxConnections: 2,
  }
  const OK = 'HTTP/1.1 200 OK'
  let backend: Backend
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(targets()[0]!, { connectionLimits: limits }))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  // Every connection here is closed by the server (a timeout, the cap, `Connection: close`): it
  // has freed the place under the cap before the client sees the close.
  async function openConnection() {
    const socket = connect(Number(new URL(backend.url).port), '127.0.0.1')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    // A reset closes the connection as well; what matters is what arrived before it.
    socket.on('error', () => {})
    const closed = once(socket, 'close').then(() => received)
    await once(socket, 'connect')
    return { socket, closed, received: () => received }
  }
  type Connection = Awaited<ReturnType<typeof openConnection>>

  /** Sends GET /auth/v1/health: the answer's status line, '' when the connection closed instead. */
  async function healthStatus(connection: Connection, { close = false } = {}) {
    const from = connection.received().length
    connection.socket.write(
      `GET /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${close ? 'Connection: close\r\n' : ''}\r\n`,
    )
    const answered = () => connection.received().indexOf('\r\n\r\n', from) >= 0
    await Promise.race([vi.waitUntil(answered, { timeout: 10_000 }), connection.closed])
    return connection.received().slice(from).split('\r\n')[0]
  }

  /**
   * Sends `whole` at once, then `trickled` a byte every 50 ms until the server closes the
   * connection (or ten timeouts have passed): what the server sent, and after how long.
   */
  async function trickle(whole: string, trickled: string) {
    const { socket, closed } = await openConnection()
    const started = performance.now()
    socket.write(whole)
    let sent = 0
    const bytes = setInterval(() => {
      if (sent < trickled.length && !socket.destroyed) socket.write(trickled[sent++]!)
    }, 50)
    const deadline = setTimeout(() => socket.destroy(), 10 * limits.requestTimeoutMs)
    try {
      const received = await closed
      return { received, closedAfterMs: performance.now() - started }
    } finally {
      clearInterval(bytes)
      clearTimeout(deadline)
    }
  }

  it('answers 408 and closes a connection whose headers or body come a byte at a time', async () => {
    const body = JSON.stringify({ first_name: 'Slow', message: 'x'.repeat(500) })
    const head =
      'POST /rest/v1/rpc/submit_estimate_request HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `apikey: ${backend.anonKey}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`
    const outcomes = await Promise.all([trickle('', head + body), trickle(head, body)])
    for (const { received, closedAfterMs } of outcomes) {
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
      expect(closedAfterMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 50)
      expect(closedAfterMs).toBeLessThan(5 * limits.requestTimeoutMs)
    }
    // And the server still answers.
    const after = await openConnection()
    expect(await healthStatus(after, { close: true })).toBe(OK)
    await after.closed
  })

  it('closes connections beyond the cap as they arrive, and takes new ones once there is room', async () => {
    const held = [await openConnection(), await openConnection()]
    for (const connection of held) expect(await healthStatus(connection)).toBe(OK)
    const surplus = await openConnection()
    expect(await healthStatus(surplus)).toBe('')
    expect(await surplus.closed).toBe('')

    expect(await healthStatus(held[0]!, { close: true })).toBe(OK)
    await held[0]!.closed
    const next = await openConnection()
    expect(await healthStatus(next, { close: true })).toBe(OK)
    await next.closed
    expect(await healthStatus(held[1]!, { close: true })).toBe(OK)
  })
})
