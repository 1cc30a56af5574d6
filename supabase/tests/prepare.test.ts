// What prepareDatabase builds: the platform's roles and auth helpers, the migrations record,
// the seed (once), and data that survives a restart of a persisted PGlite.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import bcrypt from 'bcryptjs'
import { openConnection } from '../../backend/db/connection.ts'
import { readMigrations, prepareDatabase } from '../../backend/db/prepare.ts'
import { asCaller } from './support/as-role.ts'
import { backends, createTestDatabase, SEED_ADMIN, type TestDatabase } from './support/test-db.ts'

describe.each(backends)('prepareDatabase on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  it('seeds a confirmed admin whose bcrypt hash bcryptjs verifies', async () => {
    const { rows } = await t.db.query<{
      id: string
      encrypted_password: string
      confirmed_at: Date | null
      provider: string
      role: string
    }>(
      `
      select u.id, u.encrypted_password, u.confirmed_at, i.provider, r.role
      from auth.users u join auth.identities i on i.user_id = u.id join public.user_roles r on r.user_id = u.id
      where u.email = $1`,
      [SEED_ADMIN.email],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'email', role: 'admin' })
    expect(rows[0]!.confirmed_at).toBeInstanceOf(Date)
    expect(await bcrypt.compare(SEED_ADMIN.password, rows[0]!.encrypted_password)).toBe(true)
  })

  it('seeds 305 sample requests with different dates, in every status', async () => {
    const { rows } = await t.db.query<{ n: string; dates: string; statuses: string }>(
      `select count(*) as n, count(distinct created_at) as dates,
        count(distinct status) as statuses from public.contact_submissions`,
    )
    expect(rows[0]).toEqual({ n: '305', dates: '305', statuses: '6' })
  })

  it('records every migration and does nothing more on a second run', async () => {
    const versions = (await readMigrations()).map((m) => m.version)
    const recorded = await t.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    )
    expect(recorded.rows.map((r) => r.version)).toEqual(versions)
    await expect(
      prepareDatabase(t.db, { adminEmail: 'other@example.com', adminPassword: 'x' }),
    ).resolves.toEqual({ fresh: false })
    const users = await t.db.query('select 1 from auth.users')
    expect(users.rowCount).toBe(1)
  })

  it('creates the API roles as Supabase does', async () => {
    const { rows } = await t.db.query<{
      rolname: string
      rolbypassrls: boolean
      rolcanlogin: boolean
    }>(`
      select rolname, rolbypassrls, rolcanlogin from pg_roles
      where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`)
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticated', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticator', rolbypassrls: false, rolcanlogin: true },
      { rolname: 'service_role', rolbypassrls: true, rolcanlogin: false },
    ])
  })

  it('auth helpers read the request claims, and the legacy per-claim setting first', async () => {
    const caller = {
      role: 'authenticated' as const,
      sub: '00000000-0000-4000-8000-000000000001',
      email: 'a@example.com',
    }
    const seen = await asCaller(
      t.db,
      caller,
      async (tx) =>
        (
          await tx.query(`select auth.uid() as uid, auth.role() as role, auth.email() as email,
        auth.jwt() ->> 'aud' as aud, current_user as db_role`)
        ).rows[0],
    )
    expect(seen).toEqual({
      uid: caller.sub,
      role: 'authenticated',
      email: caller.email,
      aud: 'authenticated',
      db_role: 'authenticated',
    })
    const anon = await asCaller(
      t.db,
      { role: 'anon' },
      async (tx) => (await tx.query('select auth.uid() as uid, auth.role() as role')).rows[0],
    )
    expect(anon).toEqual({ uid: null, role: 'anon' })
    const legacy = await t.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claim.sub', '00000000-0000-4000-8000-000000000002', true)`,
      )
      return (await tx.query('select auth.uid() as uid')).rows[0]
    })
    expect(legacy).toEqual({ uid: '00000000-0000-4000-8000-000000000002' })
  })
})

describe('a persisted PGlite', () => {
  it('keeps committed data across a restart and seeds only once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-test-'))
    const opts = { adminEmail: 'persist@example.com', adminPassword: 'persist-123' }
    try {
      const first = await openConnection({ dataDir: dir })
      await expect(prepareDatabase(first, opts)).resolves.toEqual({ fresh: true })
      await first.transaction((tx) =>
        tx.query(`insert into public.contact_submissions
        (first_name, last_name, email, phone, service) values ('Kept', 'Row', 'kept@example.com', '5550100', 'lawn-maintenance')`),
      )
      await first.close()

      const second = await openConnection({ dataDir: dir })
      await expect(prepareDatabase(second, opts)).resolves.toEqual({ fresh: false })
      const { rows } = await second.query<{ n: string }>(
        'select count(*) as n from public.contact_submissions',
      )
      await second.close()
      expect(rows[0]!.n).toBe('306')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 180_000) // two cold PGlite starts
})
