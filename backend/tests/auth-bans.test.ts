// Bans through the admin API, as GoTrue applies them: a ban ends nothing at once, but the next
// refresh, a password sign-in and every form of e-mail link refuse the user; and the database
// refuses to ban or delete the last admin who can sign in.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Backend } from '../server/start-backend.ts'
import { followLink, mailLink } from '../../test-support/outbox.ts'
import { createConfirmedUser, signedInClient, statelessClient } from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

const DAY_MS = 24 * 60 * 60_000

describe.each(targets())('bans ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>
  let service: SupabaseClient
  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target))
    service = statelessClient(backend, backend.serviceRoleKey)
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  const ban = (id: string, ban_duration: string) =>
    service.auth.admin.updateUserById(id, { ban_duration })

  /** POST /auth/v1/{path} with a JSON body; `versioned` false sends no X-Supabase-Api-Version. */
  const post = (path: string, body: object, { method = 'POST', versioned = true } = {}) =>
    fetch(`${backend.url}/auth/v1/${path}`, {
      method,
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        ...(versioned && { 'X-Supabase-Api-Version': '2024-01-01' }),
      },
      body: JSON.stringify(body),
    })

  it('refuses a banned user at the next refresh and sign-in; lifting the ban restores both', async () => {
    const user = await createConfirmedUser(backend)
    const { session } = await signedInClient(backend, user)

    const banned = await ban(user.id, '24h')
    expect(banned.error).toBeNull()
    const until = Date.parse(banned.data.user!.banned_until!)
    expect(Math.abs(until - (Date.now() + DAY_MS))).toBeLessThan(60_000)

    const refresh = await statelessClient(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(refresh.error).toMatchObject({
      status: 400,
      code: 'user_banned',
      message: 'Invalid Refresh Token: User Banned',
    })
    const signIn = await statelessClient(backend).auth.signInWithPassword(user)
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' })

    const lifted = await ban(user.id, 'none')
    expect(lifted.error).toBeNull()
    expect(lifted.data.user?.banned_until).toBeUndefined()
    // The ban revoked nothing: the same refresh token works again.
    const again = await statelessClient(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(again.error).toBeNull()
  })

  it("refuses a banned user's mail links in every form, and keeps them for after the ban", async () => {
    const user = await createConfirmedUser(backend)
    expect((await statelessClient(backend).auth.resetPasswordForEmail(user.email)).error).toBeNull()
    const link = await mailLink(backend, user.email)
    const tokenHash = new URL(link).searchParams.get('token')!
    expect((await ban(user.id, '1h30m')).error).toBeNull()

    const followed = await followLink(link)
    expect(followed.status).toBe(303)
    expect(Object.fromEntries(followed.fragment)).toMatchObject({
      error: 'access_denied',
      error_code: 'user_banned',
      error_description: 'User is banned',
    })
    for (const body of [
      { type: 'recovery', token_hash: tokenHash },
      { type: 'recovery', email: user.email, token: '0123456789' },
    ]) {
      const refused = await post('verify', body)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ code: 'user_banned', message: 'User is banned' })
    }

    expect((await ban(user.id, 'none')).error).toBeNull()
    expect((await followLink(link)).fragment.get('access_token')).toBeTruthy()
  })

  it('refuses to ban or delete the last admin who can sign in, as GoTrue answers it', async () => {
    const { users } = (await service.auth.admin.listUsers({ perPage: 1000 })).data
    const admin = users.find((u) => u.email === backend.adminEmail)!

    // supabase-js treats a 500 as retryable and reads no body; GoTrue's own message is generic.
    expect((await ban(admin.id, '24h')).error).toMatchObject({ status: 500 })
    const refusals = [
      [`admin/users/${admin.id}`, 'PUT', { ban_duration: '24h' }, 'Error updating user'],
      [`admin/users/${admin.id}`, 'DELETE', {}, 'Database error deleting user'],
      [
        `admin/users/${admin.id}`,
        'DELETE',
        { should_soft_delete: true },
        'Error soft deleting user',
      ],
    ] as const
    for (const [path, method, body, message] of refusals) {
      const refused = await post(path, body, { method })
      expect(refused.status).toBe(500)
      expect(await refused.json()).toEqual({ code: 'unexpected_failure', message })
    }

    // Without the version header, GoTrue answers with the Postgres error itself.
    const legacyBan = await post(
      `admin/users/${admin.id}`,
      { ban_duration: '24h' },
      {
        method: 'PUT',
        versioned: false,
      },
    )
    expect(legacyBan.status).toBe(500)
    expect(await legacyBan.json()).toEqual({
      code: 'P0001',
      message: 'Cannot ban the last admin. Make another user an admin first.',
    })
    const legacyDelete = await post(
      `admin/users/${admin.id}`,
      {},
      {
        method: 'DELETE',
        versioned: false,
      },
    )
    expect(await legacyDelete.json()).toMatchObject({
      message: 'Cannot delete the last admin. Make another user an admin first.',
    })

    const unchanged = (await service.auth.admin.getUserById(admin.id)).data.user
    expect(unchanged).toMatchObject({ email: backend.adminEmail })
    expect(unchanged?.banned_until).toBeUndefined()
    expect(unchanged?.deleted_at).toBeUndefined()
  })
})
