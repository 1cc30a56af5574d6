// GoTrue's admin API (`supabase.auth.admin`) on the local backend: users created, read, listed,
// updated and deleted with the service role, and nobody else.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Backend } from '../server/start-backend.ts'
import { SECRET_KEY } from '../server/gateway.ts'
import { parseGoDuration } from '../server/go-duration.ts'
import {
  createConfirmedUser,
  signedInClient,
  statelessClient,
  uniqueEmail,
} from '../../test-support/users.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

it('reads ban durations as Go does', () => {
  expect(['24h', '1h30m', '-1.5h', '0', '.5s', '90m0s', '2h45m30.5s'].map(parseGoDuration)).toEqual(
    [86_400_000, 5_400_000, -5_400_000, 0, 500, 5_400_000, 9_930_500],
  )
  const errors = ['', '5', '1 day', 'h', '1.5.3h'].map((duration) => {
    try {
      return parseGoDuration(duration)
    } catch (error) {
      return (error as Error).message
    }
  })
  expect(errors).toEqual([
    'time: invalid duration ""',
    'time: missing unit in duration "5"',
    'time: unknown unit " day" in duration "1 day"',
    'time: invalid duration "h"',
    'time: missing unit in duration "1.5.3h"',
  ])
})

describe.each(targets())('the auth admin API ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>
  let service: SupabaseClient
  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target))
    service = statelessClient(backend, backend.serviceRoleKey)
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  /** A request to /auth/v1/admin/… as supabase-js sends it, with this bearer token. */
  const adminFetch = (path: string, bearer: string | undefined, init: RequestInit = {}) =>
    fetch(`${backend.url}/auth/v1/admin/${path}`, {
      ...init,
      headers: {
        apikey: backend.anonKey,
        'X-Supabase-Api-Version': '2024-01-01',
        ...(bearer && { Authorization: `Bearer ${bearer}` }),
      },
    })

  it('creates, reads, lists, updates and deletes users', async () => {
    const email = uniqueEmail('admin-api')
    const created = await service.auth.admin.createUser({
      email,
      password: 'first-password',
      email_confirm: true,
      user_metadata: { full_name: 'Ann Lee' },
      app_metadata: { plan: 'gold' },
    })
    expect(created.error).toBeNull()
    const user = created.data.user!
    expect(user).toMatchObject({
      email,
      user_metadata: { full_name: 'Ann Lee', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'gold' },
    })
    expect(user.email_confirmed_at).toBeTruthy()
    expect(user.identities).toHaveLength(1)
    const { session } = await signedInClient(backend, { email, password: 'first-password' })

    expect((await service.auth.admin.getUserById(user.id)).data.user?.email).toBe(email)
    const other = await service.auth.admin.createUser({ email: uniqueEmail('admin-api') })
    expect(other.data.user?.email_confirmed_at).toBeUndefined()
    const page = await service.auth.admin.listUsers({ page: 1, perPage: 1 })
    expect(page.error).toBeNull()
    // Newest first.
    expect(page.data.users.map((u) => u.id)).toEqual([other.data.user!.id])
    expect(page.data).toMatchObject({ nextPage: 2 })
    expect((page.data as { total: number }).total).toBeGreaterThanOrEqual(3)

    const updated = await service.auth.admin.updateUserById(user.id, {
      user_metadata: { full_name: null, city: 'Davis' },
      app_metadata: { plan: null },
      password: 'second-password',
    })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.user_metadata).toEqual({ city: 'Davis', email_verified: true })
    expect(updated.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
    // A new password ends every session, as GoTrue's UpdatePassword does.
    const refresh = await statelessClient(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(refresh.error?.message).toMatch(/Invalid Refresh Token/)
    await signedInClient(backend, { email, password: 'second-password' })

    expect(await service.auth.admin.deleteUser(user.id)).toMatchObject({ error: null })
    const gone = await service.auth.admin.getUserById(user.id)
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' })
  })

  it('soft-deletes: the row stays, scrubbed, and the address is free again', async () => {
    const { id, email, password } = await createConfirmedUser(backend)
    const { session } = await signedInClient(backend, { email, password })
    expect(await service.auth.admin.deleteUser(id, true)).toMatchObject({ error: null })
    const { user } = (await service.auth.admin.getUserById(id)).data
    expect(user?.deleted_at).toBeTruthy()
    expect(user?.email).not.toBe(email)
    expect(user?.user_metadata).toEqual({})
    const signIn = await statelessClient(backend).auth.signInWithPassword({ email, password })
    expect(signIn.error?.code).toBe('invalid_credentials')
    const refresh = await statelessClient(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(refresh.error).not.toBeNull()
    // Soft-deleting again changes nothing; a new account may take the address.
    expect(await service.auth.admin.deleteUser(id, true)).toMatchObject({ error: null })
    expect((await service.auth.admin.createUser({ email })).error).toBeNull()
  })

  it('answers only the service role, with GoTrue codes for everyone else', async () => {
    const { email, password } = await createConfirmedUser(backend)
    const { session } = await signedInClient(backend, { email, password })
    for (const bearer of [backend.anonKey, session.access_token]) {
      const refused = await adminFetch('users', bearer)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ code: 'not_admin', message: 'User not allowed' })
    }
    const anonymous = await adminFetch('users', undefined)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' })
    const forged = await adminFetch('users', `${backend.serviceRoleKey}x`)
    expect(forged.status).toBe(403)
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' })
    // The new-format secret key stands for the service role, as the gateway swaps it.
    expect((await adminFetch('users?per_page=1', SECRET_KEY)).status).toBe(200)
    const created = await statelessClient(backend).auth.admin.createUser({ email: uniqueEmail() })
    expect(created.error).toMatchObject({ status: 403, code: 'not_admin' })
  })

  it('refuses bad input as GoTrue does', async () => {
    const { id, email } = await createConfirmedUser(backend)
    const duplicate = await service.auth.admin.createUser({ email })
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' })
    const invalid = await service.auth.admin.createUser({ email: 'not-an-address' })
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' })
    // supabase-js checks the id itself; GoTrue's own answer:
    const badId = await adminFetch('users/not-a-uuid', backend.serviceRoleKey)
    expect(badId.status).toBe(404)
    expect(await badId.json()).toEqual({
      code: 'validation_failed',
      message: 'user_id must be an UUID',
    })
    const unknown = await service.auth.admin.getUserById(crypto.randomUUID())
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' })
    const badBan = await service.auth.admin.updateUserById(id, { ban_duration: '1 day' })
    expect(badBan.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'invalid format for ban duration: time: unknown unit " day" in duration "1 day"',
    })
    const weak = await service.auth.admin.updateUserById(id, { password: 'x' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const badPage = await adminFetch('users?page=first', backend.serviceRoleKey)
    expect(badPage.status).toBe(400)
  })
})
