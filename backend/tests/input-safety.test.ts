import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backend } from '../server/start-backend.ts'
import { followLink, mailLink } from '../../test-support/outbox.ts'
import { createConfirmedUser, signedInClient, uniqueEmail } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

/** A GET with a chosen Host header, which fetch does not let a caller set. */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { headers: { Host: host } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe.each(targets())('hostile auth input gets a 4xx, never a 500 ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target, { enableConfirmations: true }))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  const auth = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    fetch(`${backend.url}/auth/v1/${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${init.token ?? backend.anonKey}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })

  it('refuses a NUL character in any auth input with 400 validation_failed', async () => {
    const { session } = await signedInClient(backend, await createConfirmedUser(backend))
    const nul = 'a\u0000b'
    const attempts: [string, Parameters<typeof auth>[1]][] = [
      ['signup', { body: { email: `x${nul}@example.com`, password: 'a-good-password' } }],
      ['signup', { body: { email: uniqueEmail(), password: `pass${nul}word` } }],
      ['signup', { body: { email: uniqueEmail(), password: 'a-good-password', data: { n: nul } } }],
      [
        'signup',
        { body: { email: uniqueEmail(), password: 'a-good-password', data: { [nul]: 1 } } },
      ],
      ['token?grant_type=password', { body: { email: `x${nul}@example.com`, password: 'p' } }],
      ['token?grant_type=refresh_token', { body: { refresh_token: nul } }],
      ['user', { method: 'PUT', body: { data: { name: nul } }, token: session.access_token }],
      ['recover', { body: { email: `x${nul}@example.com` } }],
      ['resend', { body: { type: 'signup', email: `x${nul}@example.com` } }],
      ['verify', { body: { type: 'signup', token_hash: nul } }],
      ['verify', { body: { type: 'signup', email: `x${nul}@example.com`, token: '123456' } }],
      ['verify?token=a%00b&type=signup', {}],
      [`signup?redirect_to=${encodeURIComponent(`http://127.0.0.1:5173/${nul}`)}`, { body: {} }],
    ]
    for (const [path, init] of attempts) {
      const response = await auth(path, init)
      const label = `${init?.method ?? ''} ${path} ${JSON.stringify(init?.body)}`
      expect(response.status, label).toBe(400)
      expect(await response.json(), label).toMatchObject({
        code: 'validation_failed',
        message: 'Request contains a NUL character (\\u0000), which is not allowed',
      })
    }
  })

  it('refuses a redirect_to with CR or LF when the link is requested', async () => {
    const email = uniqueEmail('crlf')
    const target = encodeURIComponent('http://127.0.0.1:5173/auth\r\nSet-Cookie: a=b')
    const requests = [
      auth(`signup?redirect_to=${target}`, { body: { email, password: 'a-good-password' } }),
      auth(`recover?redirect_to=${target}`, { body: { email } }),
      auth(`resend?redirect_to=${target}`, { body: { type: 'signup', email } }),
    ]
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        code: 'validation_failed',
        message: 'redirect_to must not contain control characters (such as CR or LF)',
      })
    }
    expect((await auth(`signup`, { body: { email, password: 'a-good-password' } })).status).toBe(
      200,
    )
    // A link whose redirect_to was tampered with afterwards goes to site_url and still works.
    const link = new URL(await mailLink(backend, email))
    link.searchParams.set('redirect_to', 'http://127.0.0.1:5173/auth\r\nSet-Cookie: a=b')
    const followed = await followLink(link.toString())
    expect(followed.status).toBe(303)
    expect(followed.location).toMatch(/^http:\/\/127\.0\.0\.1:5173#access_token=/)
  })

  it('answers only to loopback Host names (no DNS rebinding)', async () => {
    const port = new URL(backend.url).port
    const mailPort = new URL(backend.mailUrl).port
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect((await getWithHost(`${backend.url}/auth/v1/health`, host)).status, host).toBe(200)
    }
    expect((await getWithHost(`${backend.mailUrl}/api/v1/messages`, 'localhost')).status).toBe(200)
    for (const host of ['evil.example', `rebind.example:${mailPort}`, '127.0.0.1.nip.io']) {
      for (const url of [
        `${backend.url}/auth/v1/health`,
        `${backend.url}/rest/v1/contact_submissions`,
        `${backend.mailUrl}/api/v1/messages`,
        `${backend.mailUrl}/`,
      ]) {
        const response = await getWithHost(url, host)
        expect(response.status, `${host} ${url}`).toBe(421)
        expect(response.body).toContain('only to 127.0.0.1, localhost or [::1]')
      }
    }
  })

  it('has no rate limits on a test backend', async () => {
    const wrong = `verify?token=${'0'.repeat(56)}&type=signup`
    const statuses = await Promise.all(Array.from({ length: 40 }, () => auth(wrong)))
    expect(statuses.map((r) => r.status)).not.toContain(429)
  })
})
