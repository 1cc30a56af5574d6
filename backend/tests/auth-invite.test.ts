// GoTrue's POST /invite (internal/api/invite.go, verify.go) and its password change ending the
// other sessions (models.User.UpdatePassword → LogoutAllExceptMe), as supabase-js's admin API and
// auth client see them. The admin rules built on them are in supabase/tests/admin-invitations.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backend } from '../server/start-backend.ts'
import { findMail, followLink, mailLink } from '../../test-support/outbox.ts'
import { signedInClient, statelessClient, uniqueEmail } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

const APP_URL = 'http://127.0.0.1:5173/auth'

describe.each(targets())('invitations and password changes ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target, { enableConfirmations: true }))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  const serviceAdmin = () => statelessClient(backend, backend.serviceRoleKey).auth.admin

  it('invites a new address: an unconfirmed user, a mail, and a link that opens a session', async () => {
    const email = uniqueEmail('invited')
    const invited = await serviceAdmin().inviteUserByEmail(email, { redirectTo: APP_URL })
    expect(invited.error).toBeNull()
    expect(invited.data.user).toMatchObject({ email, identities: [expect.anything()] })
    expect(invited.data.user?.invited_at).toBeTruthy()
    expect(invited.data.user?.email_confirmed_at).toBeUndefined()

    expect((await findMail(backend, `to:${email}`))?.Subject).toBe("You've been invited")
    const link = await mailLink(backend, email)
    expect(link).toContain('type=invite')
    const followed = await followLink(link)
    expect(followed.location.startsWith(`${APP_URL}#`)).toBe(true)
    expect(followed.fragment.get('type')).toBe('invite')
    const supabase = statelessClient(backend)
    const session = await supabase.auth.setSession({
      access_token: followed.fragment.get('access_token')!,
      refresh_token: followed.fragment.get('refresh_token')!,
    })
    expect(session.data.user?.email_confirmed_at).toBeTruthy()
    expect((await supabase.auth.updateUser({ password: 'chosen-by-invitee' })).error).toBeNull()
    expect((await signedInClient(backend, { email, password: 'chosen-by-invitee' })).user.id).toBe(
      invited.data.user?.id,
    )
  })

  it('refuses a confirmed address, and anyone but the service role', async () => {
    const email = uniqueEmail('taken')
    const client = statelessClient(backend)
    await client.auth.signUp({ email, password: 'first-password' })
    await followLink(await mailLink(backend, email))
    const taken = await serviceAdmin().inviteUserByEmail(email)
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })

    const asAnon = await fetch(`${backend.url}/auth/v1/invite`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      body: JSON.stringify({ email: uniqueEmail('by-anon') }),
    })
    expect(asAnon.status).toBe(403)
    expect(await asAnon.json()).toMatchObject({ msg: 'User not allowed', error_code: 'not_admin' })
  })

  it('invites a pre-registered address again and keeps its first password, as GoTrue does', async () => {
    const email = uniqueEmail('pre-registered')
    await statelessClient(backend).auth.signUp({ email, password: 'first-password' })
    // The invite link replaces the sign-up link (one confirmation token per user).
    await expect
      .poll(async () => (await serviceAdmin().inviteUserByEmail(email)).error?.code ?? 'sent')
      .toBe('sent')
    await expect.poll(async () => mailLink(backend, email)).toContain('type=invite')
    await followLink(await mailLink(backend, email))
    expect((await signedInClient(backend, { email, password: 'first-password' })).user.email).toBe(
      email,
    )
  })

  it('a new password ends every other session at its next refresh', async () => {
    const email = uniqueEmail('password-change')
    const password = 'password-one'
    const client = statelessClient(backend)
    await client.auth.signUp({ email, password })
    await followLink(await mailLink(backend, email))
    const elsewhere = await signedInClient(backend, { email, password })
    const here = await signedInClient(backend, { email, password })
    expect((await here.supabase.auth.updateUser({ password: 'password-two' })).error).toBeNull()

    expect((await elsewhere.supabase.auth.refreshSession()).error?.code).toBe(
      'refresh_token_not_found',
    )
    expect((await here.supabase.auth.refreshSession()).error).toBeNull()
  })
})
