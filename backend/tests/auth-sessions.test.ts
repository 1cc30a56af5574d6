// Sessions and sign-up edge cases over plain HTTP, with confirmations off and the default
// refresh-token reuse interval (10 s), so the answers are GoTrue's raw ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backend } from '../server/start-backend.ts'
import { uniqueEmail } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

const SITE_URL = 'https://site.example.com'
type Session = { access_token: string; refresh_token: string }

describe.each(targets())('auth sessions and sign-up edge cases ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target, {
      enableConfirmations: false,
      siteUrl: SITE_URL,
    }))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  const auth = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${backend.url}/auth/v1/${path}`, {
      ...init,
      headers: {
        apikey: backend.anonKey,
        'X-Supabase-Api-Version': '2024-01-01',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
    })
  const post = (path: string, body: unknown, token?: string) =>
    auth(path, { method: 'POST', body: JSON.stringify(body), token })
  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    post('signup', { email, password: 'a-good-password', ...extra })
  const signIn = async (email: string) =>
    (await (
      await post('token?grant_type=password', { email, password: 'a-good-password' })
    ).json()) as Session
  const refresh = (token: string) =>
    post('token?grant_type=refresh_token', { refresh_token: token })
  const userStatus = async (session: Session) =>
    (await auth('user', { token: session.access_token })).status

  it('logs out one session (local), the others (others), and refuses an unknown scope', async () => {
    const email = uniqueEmail('scopes')
    expect((await signUp(email)).status).toBe(200)
    const [a, b, c] = [await signIn(email), await signIn(email), await signIn(email)]

    const invalid = await auth('logout?scope=everything', { method: 'POST', token: a.access_token })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ code: 'validation_failed' })
    expect(await userStatus(a)).toBe(200)

    const local = await auth('logout?scope=local', { method: 'POST', token: a.access_token })
    expect(local.status).toBe(204)
    expect(await userStatus(a)).toBe(403)
    expect(((await (await refresh(a.refresh_token)).json()) as { code: string }).code).toMatch(
      /refresh_token_not_found|session_not_found/,
    )
    expect(await userStatus(b)).toBe(200)
    expect(await userStatus(c)).toBe(200)

    const others = await auth('logout?scope=others', { method: 'POST', token: c.access_token })
    expect(others.status).toBe(204)
    expect(await userStatus(b)).toBe(403)
    expect(await userStatus(c)).toBe(200)
    expect((await refresh(c.refresh_token)).status).toBe(200)
  })

  it('answers a reused refresh token inside the reuse interval with the active token', async () => {
    const email = uniqueEmail('reuse')
    await signUp(email)
    const first = await signIn(email)
    const second = (await (await refresh(first.refresh_token)).json()) as Session
    // The revoked parent of the active token: the client lost the answer, so it gets it again.
    const retried = await refresh(first.refresh_token)
    expect(retried.status).toBe(200)
    expect(((await retried.json()) as Session).refresh_token).toBe(second.refresh_token)
    const third = (await (await refresh(second.refresh_token)).json()) as Session
    // Not the parent any more, but still inside the 10 s interval.
    const reused = await refresh(first.refresh_token)
    expect(reused.status).toBe(200)
    expect(((await reused.json()) as Session).refresh_token).toBe(third.refresh_token)
  })

  it('sends /verify to site_url when redirect_to points elsewhere', async () => {
    for (const target of ['https://evil.example', '//evil.example', 'https://evil.example/x']) {
      const response = await fetch(
        `${backend.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent(target)}`,
        { redirect: 'manual' },
      )
      expect(response.status).toBe(303)
      const location = response.headers.get('location') ?? ''
      expect(location.startsWith(`${SITE_URL}#`)).toBe(true)
      expect(location).not.toContain('evil')
    }
  })

  it('lets only one of two simultaneous sign-ups with one address through', async () => {
    const email = uniqueEmail('race')
    const responses = await Promise.all([signUp(email), signUp(email)])
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 422])
    const refused = responses.find((r) => r.status === 422)!
    expect(await refused.json()).toMatchObject({
      code: 'user_already_exists',
      message: 'User already registered',
    })
  })

  it('refuses an e-mail over 255 characters, array metadata and over-long passwords', async () => {
    const long = await signUp(`${'a'.repeat(250)}@example.com`)
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ code: 'validation_failed' })

    for (const data of [[1, 2], 'text', 5]) {
      const response = await signUp(uniqueEmail('data'), { data })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'validation_failed' })
    }
    const email = uniqueEmail('data')
    expect((await signUp(email, { data: null })).status).toBe(200)
    const session = await signIn(email)
    const update = await auth('user', {
      method: 'PUT',
      token: session.access_token,
      body: JSON.stringify({ data: ['a'] }),
    })
    expect(update.status).toBe(400)
    expect(await update.json()).toMatchObject({ code: 'validation_failed' })

    // 40 characters but 80 UTF-8 bytes: bcrypt would silently drop the end.
    const wide = await post('signup', { email: uniqueEmail('wide'), password: 'é'.repeat(40) })
    expect(wide.status).toBe(400)
    expect(await wide.json()).toMatchObject({ code: 'validation_failed' })
    const ascii = await post('signup', { email: uniqueEmail('ascii'), password: 'e'.repeat(72) })
    expect(ascii.status).toBe(200)
  })
})
