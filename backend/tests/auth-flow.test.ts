import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backend } from '../server/start-backend.ts'
import { followLink, mailLink } from '../../test-support/outbox.ts'
import { statelessClient, uniqueEmail } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

const APP_URL = 'http://127.0.0.1:5173/auth'

describe.each(targets())('auth through supabase-js ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>

  beforeAll(async () => {
    // Reuse interval 0 so a reused refresh token is refused without waiting 10 s.
    ;({ backend, stop } = await startTargetBackend(target, {
      enableConfirmations: true,
      refreshTokenReuseInterval: 0,
    }))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  it('signs up, confirms through the outbox link, signs in, refreshes and signs out', async () => {
    const supabase = statelessClient(backend)
    const email = uniqueEmail('flow')
    const password = 'a-good-password'
    const signUp = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: APP_URL },
    })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(signUp.data.user?.identities).toHaveLength(1)
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined()

    const early = await supabase.auth.signInWithPassword({ email, password })
    expect(early.error?.message).toBe('Email not confirmed')
    expect(early.error?.code).toBe('email_not_confirmed')

    const link = await mailLink(backend, email)
    expect(link).toContain(`${backend.url}/auth/v1/verify?token=`)
    expect(link).toContain('type=signup')
    const confirmed = await followLink(link)
    expect(confirmed.status).toBe(303)
    expect(confirmed.location.startsWith(`${APP_URL}#`)).toBe(true)
    expect(confirmed.fragment.get('type')).toBe('signup')
    const linkSession = await supabase.auth.setSession({
      access_token: confirmed.fragment.get('access_token')!,
      refresh_token: confirmed.fragment.get('refresh_token')!,
    })
    expect(linkSession.error).toBeNull()
    expect(linkSession.data.user?.email).toBe(email)
    expect(linkSession.data.user?.email_confirmed_at).toBeTruthy()
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired')
    await supabase.auth.signOut()

    const signIn = await supabase.auth.signInWithPassword({ email, password })
    expect(signIn.error).toBeNull()
    const first = signIn.data.session!
    expect(first.user.email).toBe(email)
    const user = await supabase.auth.getUser()
    expect(user.data.user?.id).toBe(first.user.id)

    const refreshed = await supabase.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token)

    expect((await supabase.auth.signOut()).error).toBeNull()
    const afterSignOut = await statelessClient(backend).auth.refreshSession({
      refresh_token: refreshed.data.session!.refresh_token,
    })
    expect(afterSignOut.error?.message).toMatch(/Invalid Refresh Token/)
    const stale = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${first.access_token}` },
    })
    expect(stale.status).toBe(403)
  })

  it('keeps the mails in a Mailpit-style outbox', async () => {
    const email = uniqueEmail('outbox')
    await statelessClient(backend).auth.signUp({ email, password: 'outbox-password' })
    const again = await statelessClient(backend).auth.signUp({ email, password: 'outbox-password' })
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    expect(again.error?.status).toBe(429)
    const latest = (await (await fetch(`${backend.mailUrl}/api/v1/message/latest`)).json()) as {
      Subject: string
      To: { Address: string }[]
      HTML: string
    }
    expect(latest.Subject).toBe('Confirm your email address')
    expect(latest.To[0]?.Address).toBe(email)
    expect(latest.HTML).toContain('/auth/v1/verify?token=')
    const all = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
      total: number
    }
    expect(all.total).toBeGreaterThan(0)
    const query = `query=to:${encodeURIComponent(email)}`
    await fetch(`${backend.mailUrl}/api/v1/search?${query}`, { method: 'DELETE' })
    const after = (await (await fetch(`${backend.mailUrl}/api/v1/search?${query}`)).json()) as {
      total: number
    }
    expect(after.total).toBe(0)
    expect((await fetch(`${backend.mailUrl}/`)).headers.get('content-type')).toContain('text/html')
  })

  it('refuses a wrong password with the real message', async () => {
    const { error } = await statelessClient(backend).auth.signInWithPassword({
      email: backend.adminEmail,
      password: 'not-the-password',
    })
    expect(error?.message).toBe('Invalid login credentials')
    expect(error?.code).toBe('invalid_credentials')
    expect(error?.status).toBe(400)
  })

  it('answers a duplicate sign-up like a new one and creates nothing', async () => {
    const { data, error } = await statelessClient(backend).auth.signUp({
      email: backend.adminEmail,
      password: 'whatever-password',
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
    const admin = statelessClient(backend, backend.serviceRoleKey)
    const { data: users } = await admin.rpc('list_users')
    const matches = (users as { email: string }[]).filter((u) => u.email === backend.adminEmail)
    expect(matches).toHaveLength(1)
  })

  it('refuses a reused refresh token and revokes its family', async () => {
    const supabase = statelessClient(backend)
    const signIn = await supabase.auth.signInWithPassword({
      email: backend.adminEmail,
      password: backend.adminPassword,
    })
    const original = signIn.data.session!.refresh_token
    const second = await statelessClient(backend).auth.refreshSession({ refresh_token: original })
    const third = await statelessClient(backend).auth.refreshSession({
      refresh_token: second.data.session!.refresh_token,
    })
    expect(third.error).toBeNull()
    const reused = await statelessClient(backend).auth.refreshSession({ refresh_token: original })
    expect(reused.error?.message).toBe('Invalid Refresh Token: Already Used')
    expect(reused.error?.code).toBe('refresh_token_already_used')
    const family = await statelessClient(backend).auth.refreshSession({
      refresh_token: third.data.session!.refresh_token,
    })
    expect(family.error?.code).toBe('refresh_token_already_used')
  })

  it('sends a recovery mail whose link signs the user in for a new password', async () => {
    const email = uniqueEmail('recover')
    const supabase = statelessClient(backend)
    await supabase.auth.signUp({ email, password: 'first-password' })
    await followLink(await mailLink(backend, email))
    const unknown = await supabase.auth.resetPasswordForEmail(uniqueEmail('nobody'))
    expect(unknown.error).toBeNull()
    const sent = await supabase.auth.resetPasswordForEmail(email, { redirectTo: APP_URL })
    expect(sent.error).toBeNull()
    const link = await mailLink(backend, email)
    expect(link).toContain('type=recovery')
    const { fragment } = await followLink(link)
    expect(fragment.get('type')).toBe('recovery')
    await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    const same = await supabase.auth.updateUser({ password: 'first-password' })
    expect(same.error?.code).toBe('same_password')
    expect((await supabase.auth.updateUser({ password: 'second-password' })).error).toBeNull()
    const again = await statelessClient(backend).auth.signInWithPassword({
      email,
      password: 'second-password',
    })
    expect(again.error).toBeNull()
  })

  it('rejects bad sign-up input with GoTrue codes', async () => {
    const supabase = statelessClient(backend)
    const weak = await supabase.auth.signUp({ email: uniqueEmail(), password: '123' })
    expect(weak.error?.code).toBe('weak_password')
    expect(weak.error?.status).toBe(422)
    const invalid = await supabase.auth.signUp({ email: 'not-an-email', password: 'long-enough' })
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format')
  })
})
