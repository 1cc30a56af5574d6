// Two-factor sign-in (TOTP) through supabase-js's auth.mfa against the local backend, with the
// codes an authenticator app would show, computed from the enrolment's secret.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwtPayload } from '../../scripts/build/jwt-payload.ts'
import { loadAuthConfig, PROJECT_CONFIG } from '../server/config.ts'
import type { Backend } from '../server/start-backend.ts'
import { currentTotpCode } from '../server/totp.ts'
import { createConfirmedUser, signedInClient, type TestUser } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

type Amr = { method: string; timestamp: number }
const claimsOf = (accessToken: string) =>
  decodeJwtPayload(accessToken) as { aal: string; amr: Amr[]; session_id: string }

/** A code that is none of the three GoTrue accepts now (this period's and its neighbours'). */
function wrongCode(secret: string): string {
  const now = Date.now()
  const accepted = [-30_000, 0, 30_000].map((offset) => currentTotpCode(secret, now + offset))
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code))!
}

describe('[auth.mfa] in supabase/config.toml', () => {
  it('turns TOTP on for this project, with the template’s limit of 10 factors', () => {
    expect(loadAuthConfig(PROJECT_CONFIG).mfa).toEqual({
      maxEnrolledFactors: 10,
      totp: { enrollEnabled: true, verifyEnabled: true },
    })
  })

  it('keeps the CLI template’s defaults (off) and refuses enrolment without verification', () => {
    const folder = mkdtempSync(join(tmpdir(), 'mfa-config-'))
    try {
      const bare = join(folder, 'bare.toml')
      writeFileSync(bare, '[auth]\n')
      expect(loadAuthConfig(bare).mfa.totp).toEqual({ enrollEnabled: false, verifyEnabled: false })
      const halfOn = join(folder, 'half-on.toml')
      writeFileSync(halfOn, '[auth.mfa.totp]\nenroll_enabled = true\n')
      expect(() => loadAuthConfig(halfOn)).toThrow(
        `${halfOn}: auth.mfa.totp.enroll_enabled requires verify_enabled`,
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe.each(targets())('two-factor sign-in ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>
  /** The rate limiter's clock: a test moves it an hour on to find its buckets full. */
  let limiterNow = Date.parse('2026-01-01T00:00:00Z')

  beforeAll(async () => {
    // Only the MFA limits apply (GoTrue's 15 a minute, bursts of 30); sign-ins are not limited.
    ;({ backend, stop } = await startTargetBackend(target, {
      enableConfirmations: false,
      rateLimits: {
        tokenVerifications: null,
        signInSignUps: null,
        tokenRefresh: null,
        now: () => limiterNow,
      },
    }))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  /** A new account signed in with its password, and a verified TOTP factor's secret. */
  async function enrolledUser(): Promise<{ user: TestUser; secret: string; factorId: string }> {
    const user = await createConfirmedUser(backend)
    const { supabase } = await signedInClient(backend, user)
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' })
    if (enrolled.error) throw enrolled.error
    const { id: factorId, totp } = enrolled.data
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: currentTotpCode(totp.secret),
    })
    if (verified.error) throw verified.error
    return { user, secret: totp.secret, factorId }
  }

  async function challenge(supabase: SupabaseClient, factorId: string) {
    const { data, error } = await supabase.auth.mfa.challenge({ factorId })
    if (error) throw error
    return data.id
  }

  it('enrolls with a QR code, a key and a URI, and upgrades the session to aal2', async () => {
    const user = await createConfirmedUser(backend)
    const { supabase } = await signedInClient(backend, user)
    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Work phone',
      issuer: 'Greenleaf',
    })
    expect(error).toBeNull()
    const { id: factorId, totp } = data!
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Work phone' })
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /)
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/Greenleaf:/)
    expect(new URL(totp.uri).searchParams.get('secret')).toBe(totp.secret)
    const unverified = await supabase.auth.mfa.listFactors()
    expect(unverified.data!.all).toMatchObject([{ id: factorId, status: 'unverified' }])
    expect(unverified.data!.totp).toEqual([])

    const challenged = await supabase.auth.mfa.challenge({ factorId })
    expect(challenged.data).toMatchObject({ type: 'totp' })
    expect(challenged.data!.expires_at - Date.now() / 1000).toBeCloseTo(300, -1)
    const verified = await supabase.auth.mfa.verify({
      factorId,
      challengeId: challenged.data!.id,
      code: currentTotpCode(totp.secret),
    })
    expect(verified.error).toBeNull()
    const claims = claimsOf(verified.data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password'])

    const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const listed = await supabase.auth.mfa.listFactors()
    expect(listed.data!.totp).toMatchObject([
      { id: factorId, status: 'verified', friendly_name: 'Work phone' },
    ])

    // A refresh keeps the level and the methods, with their times.
    const refreshed = await supabase.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token)).toMatchObject({
      aal: 'aal2',
      amr: claims.amr,
      session_id: claims.session_id,
    })
  })

  it('signs in at aal1 and asks for the code; the code brings aal2 and ends aal1 sessions', async () => {
    const { user, secret, factorId } = await enrolledUser()
    const { supabase, session } = await signedInClient(backend, user)
    const other = await signedInClient(backend, user)
    expect(claimsOf(session.access_token).aal).toBe('aal1')
    expect(session.user.factors).toMatchObject([{ id: factorId, status: 'verified' }])
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    expect(level.data!.currentAuthenticationMethods).toMatchObject([{ method: 'password' }])

    const { data, error } = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: currentTotpCode(secret),
    })
    expect(error).toBeNull()
    expect(claimsOf(data!.access_token).aal).toBe('aal2')
    expect((await supabase.auth.getUser()).error).toBeNull()
    // GoTrue signs out the user's sessions that have not passed the second factor.
    const ended = await other.supabase.auth.getUser()
    // auth-js answers GoTrue's 403 session_not_found by dropping the session.
    expect(ended.error?.name).toBe('AuthSessionMissingError')
  })

  it('refuses a wrong code, a replayed challenge and an expired challenge', async () => {
    const { user, secret, factorId } = await enrolledUser()
    const { supabase } = await signedInClient(backend, user)

    const challengeId = await challenge(supabase, factorId)
    const wrong = await supabase.auth.mfa.verify({ factorId, challengeId, code: wrongCode(secret) })
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    })
    // A wrong code leaves the challenge open; the right one then passes, once.
    const code = currentTotpCode(secret)
    expect((await supabase.auth.mfa.verify({ factorId, challengeId, code })).error).toBeNull()
    const replayed = await supabase.auth.mfa.verify({ factorId, challengeId, code })
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' })

    const late = await challenge(supabase, factorId)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 })
    try {
      const expired = await supabase.auth.mfa.verify({
        factorId,
        challengeId: late,
        code: currentTotpCode(secret),
      })
      expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })
    } finally {
      vi.useRealTimers()
    }
    // GoTrue checks a code against the clock only: a new challenge takes this period's code again.
    const again = await challenge(supabase, factorId)
    const retyped = await supabase.auth.mfa.verify({
      factorId,
      challengeId: again,
      code: currentTotpCode(secret),
    })
    expect(retyped.error).toBeNull()
  })

  it('unenrolls a verified factor only at aal2, and enrolls another only at aal2', async () => {
    const { user, secret, factorId } = await enrolledUser()
    const { supabase } = await signedInClient(backend, user)
    const early = await supabase.auth.mfa.unenroll({ factorId })
    expect(early.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    })
    const second = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' })
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' })

    await supabase.auth.mfa.challengeAndVerify({ factorId, code: currentTotpCode(secret) })
    const sameName = await supabase.auth.mfa.enroll({ factorType: 'totp' })
    expect(sameName.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' })
    expect((await supabase.auth.mfa.unenroll({ factorId })).data).toEqual({ id: factorId })
    expect((await supabase.auth.mfa.listFactors()).data!.all).toEqual([])
    // The session falls back to aal1 at its next token.
    const refreshed = await supabase.auth.refreshSession()
    const claims = claimsOf(refreshed.data.session!.access_token)
    expect(claims.aal).toBe('aal1')
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password'])

    const missing = await supabase.auth.mfa.challenge({ factorId })
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('enrolls only the factor types turned on, as GoTrue answers', async () => {
    const { supabase } = await signedInClient(backend, await createConfirmedUser(backend))
    const phone = await supabase.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' })
    backend.config.mfa.totp.enrollEnabled = false
    try {
      const totp = await supabase.auth.mfa.enroll({ factorType: 'totp' })
      expect(totp.error).toMatchObject({
        status: 422,
        code: 'mfa_totp_enroll_not_enabled',
        message: 'MFA enroll is disabled for TOTP',
      })
    } finally {
      backend.config.mfa.totp.enrollEnabled = true
    }
  })

  it('limits verify attempts per address as GoTrue does: bursts of 30, then 15 a minute', async () => {
    const { user, secret, factorId } = await enrolledUser()
    const { supabase } = await signedInClient(backend, user)
    const challengeId = await challenge(supabase, factorId)
    limiterNow += 60 * 60_000
    // Without the hook, which would refuse the account at its fifth wrong code
    // (auth-mfa-guessing.test.ts): the address's own limit is what this counts.
    const hook = backend.config.hooks.mfaVerificationAttempt
    backend.config.hooks.mfaVerificationAttempt = undefined
    try {
      const codes: (string | undefined)[] = []
      for (let attempt = 0; attempt < 31; attempt++) {
        const { error } = await supabase.auth.mfa.verify({
          factorId,
          challengeId,
          code: wrongCode(secret),
        })
        codes.push(error?.code)
      }
      expect(codes.slice(0, 30)).toEqual(Array(30).fill('mfa_verification_failed'))
      expect(codes[30]).toBe('over_request_rate_limit')
      // Four seconds later one more attempt is allowed.
      limiterNow += 4_000
      const next = await supabase.auth.mfa.verify({
        factorId,
        challengeId,
        code: currentTotpCode(secret),
      })
      expect(next.error).toBeNull()
    } finally {
      limiterNow += 60 * 60_000
      backend.config.hooks.mfaVerificationAttempt = hook
    }
  })
})
