// The local platform behaves as a hosted project's database where a migration could tell them
// apart: migrations run as a role that is not a superuser, the auth tables have row-level
// security on, the API roles carry the hosted settings, and default privileges follow
// `[api] auto_expose_new_tables`.
import type { DbConnection } from '../../backend/db/connection.ts'
import { applyMigrationSql, prepareDatabase } from '../../backend/db/prepare.ts'
import { asCaller, inRollback } from './support/as-role.ts'
import { backends, createTestDatabase, SEED_ADMIN, type TestDatabase } from './support/test-db.ts'

const migrate = (db: DbConnection, sql: string) =>
  inRollback(db, (tx) => applyMigrationSql(tx, sql))

describe.each(backends)('the local platform on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  it('refuses in a migration what only a superuser may do, with the hosted error', async () => {
    await expect(
      migrate(
        t.db,
        `create function public.log_ddl() returns event_trigger language plpgsql
           as $$ begin end $$;
         create event trigger log_ddl on ddl_command_end execute function public.log_ddl();`,
      ),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'permission denied to create event trigger "log_ddl"',
    })
    await expect(migrate(t.db, 'alter role anon superuser')).rejects.toMatchObject({
      code: '42501',
    })
    await expect(
      migrate(t.db, 'alter table auth.users add column nickname text'),
    ).rejects.toMatchObject({ code: '42501', message: 'must be owner of table users' })
  })

  it('still lets a migration do what hosted postgres may', async () => {
    await expect(
      migrate(
        t.db,
        `create schema reports;
         create table public.notes (id int primary key, user_id uuid references auth.users (id));
         create index notes_user_id_idx on public.notes (user_id);
         alter table public.contact_submissions add column follow_up_on date;
         create role report_reader nologin;
         select count(*) from auth.users;`,
      ),
    ).resolves.toBeUndefined()
  })

  it('hands app objects that an earlier start created as the superuser to project_owner', async () => {
    await t.db.exec(`create table public.legacy_notes (id int);
      create function public.legacy_count() returns int language sql as $$ select 1 $$;`)
    await prepareDatabase(t.db, {
      adminEmail: SEED_ADMIN.email,
      adminPassword: SEED_ADMIN.password,
    })
    const { rows } = await t.db.query<{ owner: string }>(
      `select pg_get_userbyid(relowner) as owner from pg_class where oid = 'public.legacy_notes'::regclass
       union all
       select pg_get_userbyid(proowner) from pg_proc where oid = 'public.legacy_count()'::regprocedure`,
    )
    expect(rows.map((row) => row.owner)).toEqual(['project_owner', 'project_owner'])
    await t.db.exec('drop table public.legacy_notes; drop function public.legacy_count();')
  })

  it('has row-level security on the auth tables: only a role that bypasses it reads them', async () => {
    const { rows } = await t.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'auth' and c.relrowsecurity order by 1`,
    )
    expect(rows.map((row) => row.relname)).toEqual([
      'identities',
      'mfa_amr_claims',
      'mfa_challenges',
      'mfa_factors',
      'one_time_tokens',
      'refresh_tokens',
      'sessions',
      'users',
    ])
    const seen = await inRollback(t.db, async (tx) => {
      await tx.exec(`create role rls_reader nologin;
        grant usage on schema auth to rls_reader;
        grant select on auth.users to rls_reader;`)
      const count = async (role: string) => {
        await tx.query(`select set_config('role', $1, true)`, [role])
        return (await tx.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!
          .n
      }
      return {
        withoutBypass: await count('rls_reader'),
        projectOwner: await count('project_owner'),
      }
    })
    expect(seen.withoutBypass).toBe(0)
    expect(seen.projectOwner).toBeGreaterThan(0)
  })

  it('gives the API roles the hosted settings', async () => {
    const { rows } = await t.db.query<{ rolname: string; rolconfig: string[] | null }>(
      `select rolname, rolconfig from pg_roles
        where rolname in ('anon', 'authenticated', 'authenticator', 'service_role') order by 1`,
    )
    expect(Object.fromEntries(rows.map((row) => [row.rolname, row.rolconfig]))).toEqual({
      anon: ['statement_timeout=3s'],
      authenticated: ['statement_timeout=8s'],
      authenticator: ['lock_timeout=8s'],
      service_role: null,
    })
  })

  it.each([
    [true, 1],
    [false, '42501'],
  ] as const)(
    'with auto_expose_new_tables = %s, a new table without grants is readable by anon: %s',
    async (autoExposeNewTables, outcome) => {
      const other = await createTestDatabase(kind, { autoExposeNewTables })
      try {
        await other.db.transaction((tx) =>
          applyMigrationSql(
            tx,
            `create table public.forgotten (id int); insert into public.forgotten values (1);`,
          ),
        )
        const read = asCaller(
          other.db,
          { role: 'anon' },
          async (tx) => (await tx.query('select * from public.forgotten')).rowCount,
        )
        if (outcome === 1) await expect(read).resolves.toBe(1)
        else await expect(read).rejects.toMatchObject({ code: outcome })
      } finally {
        await other.dispose()
      }
    },
  )
})
