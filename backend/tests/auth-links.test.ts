// E-mail links and codes follow `[auth.email]`: codes of `otp_length` digits (10 here, so a link
// cannot be guessed, as hosted GoTrue has no lockout) that expire after `otp_expiry`, in every
// form /verify takes them.
import { tokenHash } from '../server/auth-links.ts'
import { newOtp } from '../server/auth-store.ts'
import type { Backend } from '../server/start-backend.ts'
import { followLink, mailLink } from '../../test-support/outbox.ts'
import { statelessClient, uniqueEmail } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

it('makes codes of the given length, every digit possible', () => {
  for (const length of [6, 10]) {
    const codes = Array.from({ length: 200 }, () => newOtp(length))
    expect(codes.every((code) => new RegExp(`^\\d{${length}}$`).test(code))).toBe(true)
    expect(new Set(codes.join('')).size).toBe(10)
  }
})

describe.each(targets())('e-mail links ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>
  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  /** Signs up a new address and returns it with the link mailed to it. */
  const signUpLink = async () => {
    const email = uniqueEmail('link')
    const signUp = await statelessClient(backend).auth.signUp({ email, password: 'a-password' })
    expect(signUp.error).toBeNull()
    return { email, link: await mailLink(backend, email) }
  }

  const verify = (body: object) =>
    fetch(`${backend.url}/auth/v1/verify`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify(body),
    })

  // The code behind a link is only in its hash; trying every 6-digit code shows it is longer.
  // The codes do not depend on the database, so one target suffices.
  it.runIf(target.name === targets()[0]!.name)(
    'hides a code of otp_length digits behind each link',
    async () => {
      expect(backend.config.otpLength).toBe(10)
      const { email, link } = await signUpLink()
      const hash = new URL(link).searchParams.get('token')
      let sixDigitMatch: string | undefined
      for (let n = 0; n < 1_000_000 && !sixDigitMatch; n++) {
        const code = String(n).padStart(6, '0')
        if (tokenHash(email, code) === hash) sixDigitMatch = code
      }
      expect(sixDigitMatch).toBeUndefined()
    },
  )

  it('refuses a link older than otp_expiry in every form, and takes it within', async () => {
    expect(backend.config.otpExpiry).toBe(900)
    const { link } = await signUpLink()
    const hash = new URL(link).searchParams.get('token')!
    // The settings in effect are read on every request: an expiry of 0 makes every link old.
    backend.config.otpExpiry = 0
    try {
      expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired')
      const posted = await verify({ type: 'signup', token_hash: hash })
      expect(posted.status).toBe(403)
      expect(await posted.json()).toMatchObject({ code: 'otp_expired' })
    } finally {
      backend.config.otpExpiry = 900
    }
    // An expired link is refused, not consumed: within the expiry it still works.
    expect((await followLink(link)).fragment.get('access_token')).toBeTruthy()
  })
})
