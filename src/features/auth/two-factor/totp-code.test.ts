// @vitest-environment node
import { AuthApiError } from '@supabase/supabase-js'
import { authMessages } from '../auth-messages'
import { totpCodeSchema } from './totp-code'
import { twoFactorErrorMessage, twoFactorMessages } from './two-factor-messages'

describe('totpCodeSchema', () => {
  it('takes six digits, with the space people copy from their app', () => {
    expect(totpCodeSchema.parse({ code: '123456' })).toEqual({ code: '123456' })
    expect(totpCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' })
  })

  it.each(['', '12345', '1234567', '12345a', 'abcdef'])(
    'refuses %j with a clear message',
    (code) => {
      const result = totpCodeSchema.safeParse({ code })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(twoFactorMessages.codeInvalid)
    },
  )
})

describe('twoFactorErrorMessage', () => {
  const apiError = (code: string, status: number, message = 'backend text') =>
    new AuthApiError(message, status, code)

  it('says a refused or expired code in plain words', () => {
    for (const code of ['mfa_verification_failed', 'mfa_challenge_expired']) {
      expect(twoFactorErrorMessage(apiError(code, 422))).toBe(twoFactorMessages.wrongCode)
    }
  })

  it('asks to wait after too many attempts', () => {
    expect(twoFactorErrorMessage(apiError('over_request_rate_limit', 429))).toBe(
      twoFactorMessages.tooManyAttempts,
    )
  })

  it("says how long an account's lockout lasts, in the hook's words", () => {
    const wait = 'Too many wrong codes. Try again in 15 minutes.'
    expect(twoFactorErrorMessage(apiError('mfa_verification_rejected', 403, wait))).toBe(wait)
    expect(twoFactorErrorMessage(apiError('mfa_verification_rejected', 403, ''))).toBe(
      twoFactorMessages.tooManyAttempts,
    )
  })

  it("passes on the backend's own text for anything else, and never an empty one", () => {
    expect(twoFactorErrorMessage(apiError('mfa_factor_not_found', 404, 'Factor not found'))).toBe(
      'Factor not found',
    )
    expect(twoFactorErrorMessage(new Error('boom'))).toBe(authMessages.unexpected)
  })
})
