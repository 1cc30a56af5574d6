// Guessing an account's second-factor code from many addresses. The per-address limits (15 a
// minute after a burst of 30) do not stop ten addresses from trying 300 codes a minute, so the
// auth server calls `[auth.hook.mfa_verification_attempt]` after checking each code, as GoTrue
// does, and the project's hook (private.hook_mfa_verification_attempt) refuses an account after
// a few wrong codes. The policy itself: supabase/tests/mfa-verification-hook.test.ts.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJsonFrom } from '../../scripts/bench/post-from-address.ts'
import type { Backend } from '../server/start-backend.ts'
import { currentTotpCode } from '../server/totp.ts'
import { sqlForTests } from '../../test-support/sql-for-tests.ts'
import {
  createConfirmedUser,
  signedInClient,
  statelessClient,
  type TestUser,
} from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startBackendWithTestSql,
  targets,
} from '../../test-support/backend/in-process.ts'

const HOOK_URI = 'pg-functions://postgres/private/hook_mfa_verification_attempt'
const REFUSED = 'mfa_verification_rejected'
const WRONG = 'mfa_verification_failed'

/** A code that is none of the three GoTrue accepts now (this period's and its neighbours'). */
function wrongCode(secret: string): string {
  const now = Date.now()
  const accepted = [-30_000, 0, 30_000].map((offset) => currentTotpCode(secret, now + offset))
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code))!
}

type Answer = { status: number; code?: string; message?: string }

describe.each(targets())('second-factor guessing against one account ($name)', (target) => {
  let backend: Backend
  let stop: (() => Promise<void>) | undefined
  let service: SupabaseClient

  beforeAll(async () => {
    // The tests read and age the hook's counts, which only SQL reaches (unseeded: not needed).
    // The per-address MFA limits stay as GoTrue's (15 a minute, bursts of 30); the test signs in
    // far more often than sign-ins are allowed from one address.
    ;({ backend, stop } = await startBackendWithTestSql(target, {
      enableConfirmations: false,
      rateLimits: { tokenVerifications: null, signInSignUps: null, tokenRefresh: null },
    }))
    service = statelessClient(backend, backend.serviceRoleKey)
  }, START_TIMEOUT)

  afterAll(async () => {
    await stop?.()
  })

  /** A new account with a verified authenticator, and its owner's client at aal2. */
  async function enrolledAccount() {
    const user = await createConfirmedUser(backend)
    const { supabase: owner } = await signedInClient(backend, user)
    const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp' })
    if (enrolled.error) throw enrolled.error
    const { id: factorId, totp } = enrolled.data
    const verified = await owner.auth.mfa.challengeAndVerify({
      factorId,
      code: currentTotpCode(totp.secret),
    })
    if (verified.error) throw verified.error
    return { user, owner, factorId, secret: totp.secret }
  }

  /** A POST to the auth API from a chosen loopback address, as a distinct client sends it. */
  async function authPost(address: string, path: string, body: unknown, token?: string) {
    const response = await postJsonFrom(`${backend.url}/auth/v1${path}`, address, body, {
      apikey: backend.anonKey,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(token && { Authorization: `Bearer ${token}` }),
    })
    return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> }
  }

  /**
   * One code tried from `address` by someone who knows the password: a new sign-in, a
   * challenge from that address, then the code (each refusal may end every session).
   */
  async function tryCode(
    address: string,
    user: TestUser,
    factorId: string,
    code: string,
  ): Promise<Answer> {
    const signIn = await authPost(address, '/token?grant_type=password', {
      email: user.email,
      password: user.password,
    })
    const token = signIn.body.access_token as string
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`)
    const challenge = await authPost(address, `/factors/${factorId}/challenge`, {}, token)
    if (challenge.status !== 200) throw new Error(`challenge answered ${challenge.status}`)
    const verify = await authPost(
      address,
      `/factors/${factorId}/verify`,
      { challenge_id: challenge.body.id, code },
      token,
    )
    if (verify.status === 200) return { status: 200 }
    return {
      status: verify.status,
      code: verify.body.code as string,
      message: verify.body.message as string,
    }
  }

  const failuresOf = async (userId: string) =>
    (
      await sqlForTests<{ n: number }>(
        service,
        `select count(*)::int as n from private.mfa_failed_verification_attempts
          where user_id = '${userId}'`,
      )
    )[0]!.n

  it('ten addresses guessing one account: 5 codes are checked, then the account is refused', async () => {
    const { user, owner, factorId, secret } = await enrolledAccount()
    const addresses = Array.from({ length: 10 }, (_, i) => `127.0.0.${40 + i}`)
    const answers: Answer[] = []
    // 3 codes per address: far under each address's limit, 30 codes against the account.
    for (let round = 0; round < 3; round++) {
      for (const address of addresses) {
        answers.push(await tryCode(address, user, factorId, wrongCode(secret)))
      }
    }
    expect(answers.map((answer) => answer.code)).toEqual([
      ...Array<string>(4).fill(WRONG),
      ...Array<string>(26).fill(REFUSED),
    ])
    expect(answers[4]).toEqual({
      status: 403,
      code: REFUSED,
      message: 'Too many wrong codes. Try again in 15 minutes.',
    })
    // While the account is refused, the right code is refused too, from any address.
    const right = await tryCode('127.0.0.60', user, factorId, currentTotpCode(secret))
    expect(right).toMatchObject({ status: 403, code: REFUSED })
    // A refusal signs the account out everywhere (GoTrue's models.Logout): the owner too.
    expect((await owner.auth.getUser()).error?.name).toBe('AuthSessionMissingError')

    // 15 minutes later the owner's code is taken, and the count starts again.
    await sqlForTests(
      service,
      `update private.mfa_failed_verification_attempts
          set failed_at = failed_at - interval '15 minutes' where user_id = '${user.id}'`,
    )
    expect(await tryCode('127.0.0.61', user, factorId, currentTotpCode(secret))).toEqual({
      status: 200,
    })
    expect(await failuresOf(user.id)).toBe(0)
  })

  it('lets an owner mistype a few times: a right code clears the count', async () => {
    const { user, factorId, secret } = await enrolledAccount()
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const wrong = await tryCode('127.0.0.70', user, factorId, wrongCode(secret))
        expect(wrong).toMatchObject({ status: 422, code: WRONG })
      }
      const right = await tryCode('127.0.0.70', user, factorId, currentTotpCode(secret))
      expect(right).toEqual({ status: 200 })
    }
    expect(await failuresOf(user.id)).toBe(0)
  })

  it('calls the configured hook as GoTrue does, as supabase_auth_admin, with its input', async () => {
    expect(backend.config.hooks.mfaVerificationAttempt?.uri).toBe(HOOK_URI)
    await sqlForTests(
      service,
      `create schema hook_test;
       create table hook_test.events (event jsonb, called_as text);
       create function hook_test.record(event jsonb) returns jsonb language sql as $$
         insert into hook_test.events values (event, current_user);
         select case event ->> 'valid' when 'true' then '{"decision": "continue"}'::jsonb
           else jsonb_build_object('decision', 'reject', 'message', 'Not now.') end
       $$;
       create function hook_test.reject_quietly(event jsonb) returns jsonb language sql
         as $$ select '{"decision": "reject"}'::jsonb $$;
       create function hook_test.fail(event jsonb) returns jsonb language sql
         as $$ select '{"error": {"http_code": 429, "message": "Slow down."}}'::jsonb $$;
       create function hook_test.odd(event jsonb) returns jsonb language sql
         as $$ select '[1]'::jsonb $$;
       grant usage on schema hook_test to supabase_auth_admin;
       grant insert on hook_test.events to supabase_auth_admin`,
    )
    const configured = backend.config.hooks.mfaVerificationAttempt
    const useHook = (fn: string) => {
      backend.config.hooks.mfaVerificationAttempt = {
        uri: `pg-functions://postgres/hook_test/${fn}`,
        functionName: `"hook_test"."${fn}"`,
      }
    }
    try {
      const { user, factorId, secret } = await enrolledAccount()
      useHook('record')
      expect(await tryCode('127.0.0.80', user, factorId, wrongCode(secret))).toEqual({
        status: 403,
        code: REFUSED,
        message: 'Not now.',
      })
      expect(await tryCode('127.0.0.80', user, factorId, currentTotpCode(secret))).toEqual({
        status: 200,
      })
      const events = await sqlForTests<{ event: Record<string, unknown>; called_as: string }>(
        service,
        'select event, called_as from hook_test.events',
      )
      expect(events.map((row) => row.called_as)).toEqual([
        'supabase_auth_admin',
        'supabase_auth_admin',
      ])
      expect(events.map((row) => row.event.valid)).toEqual([false, true])
      const [first] = events.map((row) => row.event)
      // jsonb keeps keys in its own order.
      expect(Object.keys(first!).sort()).toEqual([
        'factor_id',
        'factor_type',
        'metadata',
        'user_id',
        'valid',
      ])
      expect(first).toMatchObject({ user_id: user.id, factor_id: factorId, factor_type: 'totp' })
      expect(first!.metadata).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        time: expect.any(String),
        name: 'mfa-verification',
        ip_address: '127.0.0.80',
      })

      useHook('reject_quietly')
      expect(await tryCode('127.0.0.81', user, factorId, currentTotpCode(secret))).toEqual({
        status: 403,
        code: REFUSED,
        message: 'Further MFA verification attempts will be rejected.',
      })
      // A hook's error object is the answer; a broken hook or a missing one is a 500.
      useHook('fail')
      expect(await tryCode('127.0.0.81', user, factorId, currentTotpCode(secret))).toEqual({
        status: 429,
        code: 'unknown',
        message: 'Slow down.',
      })
      useHook('odd')
      expect(await tryCode('127.0.0.81', user, factorId, currentTotpCode(secret))).toEqual({
        status: 500,
        code: 'unexpected_failure',
        message: 'Error unmarshaling JSON output.',
      })
      useHook('missing')
      expect(await tryCode('127.0.0.81', user, factorId, currentTotpCode(secret))).toEqual({
        status: 500,
        code: 'unexpected_failure',
        message: 'Error running hook URI: pg-functions://postgres/hook_test/missing',
      })
    } finally {
      backend.config.hooks.mfaVerificationAttempt = configured
    }
  })
})
