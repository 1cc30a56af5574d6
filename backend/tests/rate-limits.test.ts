import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenHash } from '../server/auth-links.ts'
import { WrongCodeCounter } from '../server/link-lockout.ts'
import { clientKey } from '../server/http.ts'
import { RateLimiter } from '../server/rate-limits.ts'
import type { Backend } from '../server/start-backend.ts'
import { followLink, mailLink } from '../../test-support/outbox.ts'
import { uniqueEmail } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

const FIVE_MINUTES = 5 * 60_000

describe('token buckets', () => {
  it('allow a burst up to the limit, then refill at the limit per window', () => {
    let now = 0
    const limiter = new RateLimiter(
      { tokenVerifications: 3, signInSignUps: 60, tokenRefresh: null, emailSent: 2 },
      () => now,
    )
    const verify = () => limiter.allow('tokenVerifications', '127.0.0.1')
    expect([verify(), verify(), verify(), verify()]).toEqual([true, true, true, false])
    expect(limiter.allow('tokenVerifications', '10.0.0.9')).toBe(true)
    now += FIVE_MINUTES / 3
    expect([verify(), verify()]).toEqual([true, false])
    // GoTrue's buckets hold at most 30, whatever the rate.
    const signIns = Array.from({ length: 31 }, () => limiter.allow('signInSignUps', 'a'))
    expect(signIns.filter(Boolean)).toHaveLength(30)
    // null: not applied.
    expect(Array.from({ length: 100 }, () => limiter.allow('tokenRefresh', 'a'))).not.toContain(
      false,
    )
    // e-mails: project-wide, per hour.
    expect([limiter.allow('emailSent', ''), limiter.allow('emailSent', '')]).toEqual([true, true])
    expect(limiter.allow('emailSent', '')).toBe(false)
    now += 30 * 60_000
    expect(limiter.allow('emailSent', '')).toBe(true)
  })
})

describe('client keys', () => {
  it('are an IPv4 address as it is and an IPv6 address as its /64', () => {
    const keys = {
      '192.0.2.7': '192.0.2.7',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd': '2001:db8:1:2::/64',
      '2001:DB8:1:2::5': '2001:db8:1:2::/64',
      '2001:db8:0:0:1::': '2001:db8::/64',
      '::1': '::/64',
      '::ffff:192.0.2.7': '192.0.2.7',
      '::ffff:c000:207': '192.0.2.7',
      project: 'project',
      '': '',
    }
    for (const [address, key] of Object.entries(keys)) expect(clientKey(address), address).toBe(key)
  })

  it('put the IPv6 clients of one /64 in one bucket', () => {
    const limiter = new RateLimiter({
      tokenVerifications: 2,
      signInSignUps: null,
      tokenRefresh: null,
      emailSent: null,
    })
    const verify = (address: string) => limiter.allow('tokenVerifications', address)
    expect([verify('2001:db8:1:2::1'), verify('2001:db8:1:2::2')]).toEqual([true, true])
    expect(verify('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(false)
    expect(verify('2001:db8:1:3::1')).toBe(true)
    // IPv4 clients stay apart, and an IPv4-mapped address is its IPv4 client.
    expect([verify('192.0.2.7'), verify('192.0.2.7'), verify('192.0.2.8')]).toEqual([
      true,
      true,
      true,
    ])
    expect(verify('::ffff:192.0.2.7')).toBe(false)
  })
})

describe('wrong link codes', () => {
  it('lock on the fifth for one address and kind, and start again with a new link', () => {
    const counter = new WrongCodeCounter()
    const four = () => [1, 2, 3, 4].map(() => counter.fail('recovery_token', 'a@example.com'))
    expect(four()).toEqual([false, false, false, false])
    expect(counter.fail('confirmation_token', 'a@example.com')).toBe(false)
    expect(counter.fail('recovery_token', 'b@example.com')).toBe(false)
    counter.reset('recovery_token', 'a@example.com')
    expect(four()).toEqual([false, false, false, false])
    expect(counter.fail('recovery_token', 'a@example.com')).toBe(true)
    // Locked links are gone; the count starts again.
    expect(counter.fail('recovery_token', 'a@example.com')).toBe(false)
  })
})

describe('auth rate limits and link lockout over HTTP', () => {
  let backend: Backend
  let stop: () => Promise<void>
  let now = Date.parse('2026-01-01T00:00:00Z')
  /** A new hour: every bucket is full again. */
  const nextHour = () => (now += 60 * 60_000)

  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(targets()[0]!, {
      enableConfirmations: true,
      rateLimits: {
        tokenVerifications: 10,
        signInSignUps: 3,
        tokenRefresh: 3,
        emailSent: 2,
        now: () => now,
      },
    }))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  const auth = (path: string, body?: unknown) =>
    fetch(`${backend.url}/auth/v1/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        apikey: backend.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const signUp = (email = uniqueEmail('limit')) =>
    auth('signup', { email, password: 'a-good-password' })

  it('answers the 11th verification within 5 minutes with 429 over_request_rate_limit', async () => {
    nextHour()
    const wrong = `verify?token=${'0'.repeat(56)}&type=signup`
    for (let i = 0; i < 10; i++) expect((await auth(wrong)).status).toBe(303)
    const refused = await auth(wrong)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-sb-error-code')).toBe('over_request_rate_limit')
    expect(await refused.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    expect((await auth('verify', { type: 'signup', token_hash: 'x' })).status).toBe(429)
    now += FIVE_MINUTES / 10
    expect((await auth(wrong)).status).toBe(303)
  })

  it('limits sign-ups, recovery and resend together, and the token endpoint', async () => {
    nextHour()
    expect((await signUp()).status).toBe(200)
    expect((await auth('recover', { email: uniqueEmail('nobody') })).status).toBe(200)
    expect((await auth('resend', { type: 'signup', email: uniqueEmail('nobody') })).status).toBe(
      200,
    )
    const refused = await signUp()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { code: string }).code).toBe('over_request_rate_limit')

    const password = { email: backend.adminEmail, password: 'wrong-password' }
    for (let i = 0; i < 3; i++) {
      expect((await auth('token?grant_type=password', password)).status).toBe(400)
    }
    expect((await auth('token?grant_type=password', password)).status).toBe(429)
    expect((await auth('token?grant_type=refresh_token', { refresh_token: 'x' })).status).toBe(429)
  })

  it('counts e-mails sent project-wide and answers over_email_send_rate_limit', async () => {
    nextHour()
    expect((await signUp()).status).toBe(200)
    expect((await signUp()).status).toBe(200)
    const email = uniqueEmail('third')
    const refused = await signUp(email)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      code: 'over_email_send_rate_limit',
      message: 'Email rate limit exceeded',
    })
    // Refused before anything was stored: the address can sign up once mail flows again.
    nextHour()
    expect((await signUp(email)).status).toBe(200)
    expect(await mailLink(backend, email)).toContain('type=signup')
  })

  it('invalidates a pending link after 5 wrong codes for its address', async () => {
    nextHour()
    const email = uniqueEmail('locked')
    expect((await signUp(email)).status).toBe(200)
    const link = await mailLink(backend, email)
    const hash = new URL(link).searchParams.get('token')
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555']
      .filter((code) => tokenHash(email, code) !== hash)
      .slice(0, 5)
    for (const [i, code] of wrongCodes.entries()) {
      const response = await auth('verify', { type: 'signup', email, token: code })
      expect(response.status, `wrong code ${i + 1}`).toBe(403)
      expect(((await response.json()) as { code: string }).code).toBe('otp_expired')
    }
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired')

    // Four wrong codes leave a link usable.
    nextHour()
    const other = uniqueEmail('unlocked')
    expect((await signUp(other)).status).toBe(200)
    const fresh = await mailLink(backend, other)
    const freshHash = new URL(fresh).searchParams.get('token')
    for (const code of wrongCodes.filter((c) => tokenHash(other, c) !== freshHash).slice(0, 4)) {
      expect((await auth('verify', { type: 'signup', email: other, token: code })).status).toBe(403)
    }
    expect((await followLink(fresh)).fragment.get('access_token')).toBeTruthy()
  })
})
