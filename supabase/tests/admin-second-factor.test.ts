// Admins sign in with a second factor: the database gives admin data only to a session whose
// JWT says aal2, and admin_access tells /admin which step an admin is at. The session's claims
// are set as PostgREST sets them (support/as-role.ts); the local backend's tokens carry the
// same `aal` claim (backend/tests/auth-mfa.test.ts).
import { asCaller, createUser, type Caller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

type Authenticated = Extract<Caller, { role: 'authenticated' }>

describe.each(backends)('the second factor on %s', (kind) => {
  let t: TestDatabase
  let admin: Authenticated
  let user: Authenticated

  beforeAll(async () => {
    t = await createTestDatabase(kind)
    admin = await createUser(t.db, 'second-factor-admin@example.com', { admin: true })
    user = await createUser(t.db, 'second-factor-user@example.com')
  })
  afterAll(() => t?.dispose())

  const access = (caller: Caller) =>
    asCaller(
      t.db,
      caller,
      async (tx) =>
        (await tx.query<{ access: string }>('select public.admin_access() as access')).rows[0]!
          .access,
    )
  const count = (caller: Caller, sql: string) =>
    asCaller(t.db, caller, async (tx) => (await tx.query(sql)).rowCount)

  it('admin_access says which step /admin shows', async () => {
    await expect(access({ ...admin, aal: 'aal2' })).resolves.toBe('admin')
    await expect(access({ ...admin, aal: 'aal1' })).resolves.toBe('second_factor_required')
    await expect(access({ ...user, aal: 'aal2' })).resolves.toBe('none')
    await expect(access({ ...user, aal: 'aal1' })).resolves.toBe('none')
    await expect(access({ role: 'anon' })).rejects.toMatchObject({ code: '42501' })
  })

  it('a token without an aal claim counts as aal1', async () => {
    const withoutClaim = asCaller(t.db, admin, async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: admin.sub, role: 'authenticated', email: admin.email }),
      ])
      return (await tx.query<{ a: string }>('select public.admin_access() as a')).rows[0]!.a
    })
    await expect(withoutClaim).resolves.toBe('second_factor_required')
  })

  it('gives an admin at aal1 nothing of the admin data, and refuses the admin functions', async () => {
    const aal1 = { ...admin, aal: 'aal1' as const }
    await expect(count(aal1, 'select * from public.contact_submissions')).resolves.toBe(0)
    await expect(
      count({ ...admin, aal: 'aal2' }, 'select * from public.contact_submissions'),
    ).resolves.toBeGreaterThan(0)
    await expect(count(aal1, 'select * from public.history_events')).resolves.toBe(0)
    await expect(
      count(aal1, 'select * from public.list_estimate_requests(page_size => 10)'),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(count(aal1, 'select * from public.list_users()')).rejects.toMatchObject({
      code: '42501',
    })
    await expect(
      count(aal1, `update public.contact_submissions set status = 'contacted' returning 1`),
    ).resolves.toBe(0)
    await expect(
      count(
        aal1,
        `insert into public.user_roles (user_id, role) values ('${user.sub}', 'admin') returning 1`,
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('has_admin_role answers an admin at aal1 about themselves with false', async () => {
    const ask = (caller: Caller) =>
      asCaller(
        t.db,
        caller,
        async (tx) =>
          (await tx.query<{ a: boolean }>('select public.has_admin_role($1) as a', [admin.sub]))
            .rows[0]!.a,
      )
    await expect(ask({ ...admin, aal: 'aal1' })).resolves.toBe(false)
    await expect(ask({ ...admin, aal: 'aal2' })).resolves.toBe(true)
    // The service role (the operator's tools, the alert sender) is asked no second factor.
    await expect(ask({ role: 'service_role' })).resolves.toBe(true)
  })
})
