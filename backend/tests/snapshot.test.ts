// The snapshots a new PGlite data directory starts from. The migrated one: the copy holds exactly
// what applying the migrations gives, starts that race share one snapshot, and a change to any
// migration names another one. Today's seeded one: a copy holds what the migrations and the seed
// give, and only for the admin it was seeded for.
import { appendFile, cp, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { openConnection, type DbConnection } from '../db/connection.ts'
import { migrateDatabase, prepareDatabase, readMigrations, SUPABASE_DIR } from '../db/prepare.ts'
import {
  makeSeededSnapshot,
  restoreSnapshot,
  seededSnapshotPath,
  snapshotDump,
  snapshotKey,
} from '../db/snapshot.ts'
import { startBackend, type BackendOptions } from '../server/start-backend.ts'
import { START_TIMEOUT } from '../../test-support/backend/in-process.ts'
import { signedInClient } from '../../test-support/users.ts'

const ADMIN = { adminEmail: 'snapshot-admin@example.com', adminPassword: 'snapshot-password-1' }

/**
 * What a database is, without what differs between two equal builds (ids, times, salts): every
 * object in the app's schemas with its definition and privileges, the roles, the migrations
 * record, and the rows in each table.
 */
async function describeDatabase(db: DbConnection) {
  const ours = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname !~ '^pg_(toast_)?temp_'`
  const query = async (sql: string) => (await db.query(sql)).rows
  const tables = await query(`
    select n.nspname as schema, c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and ${ours}
    order by 1, 2`)
  const rowCounts: Record<string, unknown> = {}
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const qualified = `"${schema}"."${name}"`
    rowCounts[qualified] = (await query(`select count(*) as n from ${qualified}`))[0]?.n
  }
  return {
    schemas: await query(
      `select nspname, nspacl::text from pg_namespace n where ${ours} order by 1`,
    ),
    relations: await query(`
      select n.nspname, c.relname, c.relkind, c.relacl::text, c.relrowsecurity, c.relforcerowsecurity
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${ours} order by 1, 2`),
    columns: await query(`
      select n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
        pg_get_expr(d.adbin, d.adrelid) as default, a.attacl::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped and ${ours} order by 1, 2, 3`),
    constraints: await query(`
      select n.nspname, c.conname, pg_get_constraintdef(c.oid) from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace where ${ours} order by 1, 2, 3`),
    indexes: await query(`
      select schemaname, indexname, indexdef from pg_indexes n
      where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`),
    functions: await query(`
      select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args,
        md5(pg_get_functiondef(p.oid)) as definition, p.proacl::text
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${ours} and p.prokind <> 'a' order by 1, 2, 3`),
    triggers: await query(`
      select pg_get_triggerdef(t.oid) as definition from pg_trigger t where not t.tgisinternal
      order by 1`),
    policies: await query(`select * from pg_policies order by schemaname, tablename, policyname`),
    types: await query(`
      select n.nspname, t.typname, t.typtype,
        (select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels
      from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${ours} order by 1, 2`),
    defaultPrivileges:
      await query(`select defaclrole::regrole::text, defaclnamespace::regnamespace::text,
      defaclobjtype, defaclacl::text from pg_default_acl order by 1, 2, 3, 4`),
    roles: await query(`
      select rolname, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin, rolbypassrls,
        rolconfig from pg_roles order by 1`),
    extensions: await query(`select extname, extversion from pg_extension order by 1`),
    migrations: await query(
      `select version, name, statements from supabase_migrations.schema_migrations order by 1`,
    ),
    rowCounts,
  }
}

/** An in-memory database built the slow way, described. */
async function describeBuiltDatabase(build: (db: DbConnection) => Promise<unknown>) {
  const db = await openConnection({})
  try {
    await build(db)
    return await describeDatabase(db)
  } finally {
    await db.close()
  }
}

let seededDescription: ReturnType<typeof describeBuiltDatabase> | undefined
/** A database built the slow way, migrated and seeded for ADMIN, described (once a file). */
function describeSeededDatabase() {
  seededDescription ??= describeBuiltDatabase((db) => prepareDatabase(db, ADMIN))
  return seededDescription
}

/** A stored database (a data directory, a dump), opened and described. */
async function describeStored(where: { dataDir?: string; pgliteDump?: Uint8Array }) {
  const db = await openConnection(where)
  try {
    return await describeDatabase(db)
  } finally {
    await db.close()
  }
}

describe('the migrated database snapshot', () => {
  let scratch: string
  let snapshotDir: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'snapshot-test-'))
    snapshotDir = join(scratch, 'snapshots')
  })
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })

  it(
    'is made once by starts that race for it, then fills a new data directory, seeded once',
    async () => {
      // Snapshots of other migrations, used 3, 2 and 1 minutes ago, the oldest with its dump.
      const others = ['a', 'b', 'c'].map((c) => c.repeat(32))
      for (const [i, name] of others.entries()) {
        await mkdir(join(snapshotDir, name), { recursive: true })
        const usedAt = new Date(Date.now() - (3 - i) * 60_000)
        await utimes(join(snapshotDir, name), usedAt, usedAt)
      }
      await writeFile(join(snapshotDir, `${others[0]}.tar`), '')
      const start = (name: string) =>
        startBackend({ port: 0, mailPort: 0, dataDir: join(scratch, name), snapshotDir, ...ADMIN })
      const racing = await Promise.all([start('first'), start('second')])
      await Promise.all(racing.map((backend) => backend.stop()))
      expect(racing.map((backend) => [backend.snapshot, backend.fresh])).toEqual([
        ['made', true],
        ['made', true],
      ])
      // One new snapshot, the three most recently used kept (the oldest went with its dump), no
      // temporary copy left behind.
      const key = await snapshotKey({ autoExposeNewTables: false })
      expect((await readdir(snapshotDir)).sort()).toEqual([...others.slice(1), key].sort())

      const restored = await start('third')
      await restored.stop()
      expect([restored.snapshot, restored.fresh]).toEqual(['restored', true])
      const again = await start('third')
      await again.stop()
      expect([again.snapshot, again.fresh]).toEqual([undefined, false])
    },
    START_TIMEOUT,
  )

  it(
    'holds what applying the platform SQL and the migrations gives, copied or dumped for the tests',
    async () => {
      const dataDir = join(scratch, 'unseeded')
      expect(await restoreSnapshot(dataDir, { snapshotDir })).toMatchObject({ made: false })
      const built = await describeBuiltDatabase(migrateDatabase)
      expect(await describeStored({ dataDir })).toEqual(built)
      const pgliteDump = await snapshotDump({ snapshotDir })
      expect(await describeStored({ pgliteDump })).toEqual(built)
      // The dump is kept beside its snapshot, with no temporary copy left behind.
      const key = await snapshotKey({ autoExposeNewTables: false })
      const ours = (await readdir(snapshotDir)).filter((name) => name.startsWith(key))
      expect(ours.sort()).toEqual([key, `${key}.tar`])
    },
    START_TIMEOUT,
  )

  it(
    'gives a started backend the database the migrations and the seed give',
    async () => {
      const restored = await describeStored({ dataDir: join(scratch, 'third') })
      const built = await describeSeededDatabase()
      expect(restored).toEqual(built)
      expect(restored.rowCounts['"auth"."users"']).toBe('1')
    },
    START_TIMEOUT,
  )

  it('is named after every migration, the platform setting and the PGlite version', async () => {
    const supabaseDir = join(scratch, 'supabase')
    await cp(join(SUPABASE_DIR, 'migrations'), join(supabaseDir, 'migrations'), {
      recursive: true,
    })
    const key = (autoExposeNewTables = false) => snapshotKey({ autoExposeNewTables, supabaseDir })
    const today = await key()
    expect(today).toBe(await snapshotKey({ autoExposeNewTables: false }))
    expect(await key(true)).not.toBe(today)

    const [oldest] = await readMigrations(supabaseDir)
    const oldestFile = join(supabaseDir, 'migrations', `${oldest!.version}_${oldest!.name}.sql`)
    await appendFile(oldestFile, '\n-- edited\n')
    const edited = await key()
    expect(edited).not.toBe(today)

    const added = join(supabaseDir, 'migrations', '29991231235959_later.sql')
    await writeFile(added, 'select 1;\n')
    expect(await key()).not.toBe(edited)
    await rm(added)
    expect(await key()).toBe(edited)
  })
})

describe("today's seeded snapshot", () => {
  let scratch: string
  let snapshotDir: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'seeded-snapshot-test-'))
    snapshotDir = join(scratch, 'snapshots')
    // The migrated snapshot the suites share, copied rather than migrated again.
    const key = await snapshotKey({ autoExposeNewTables: false })
    await restoreSnapshot(join(snapshotDir, key))
  }, START_TIMEOUT)
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })
  const start = (name: string, admin: Pick<BackendOptions, 'adminEmail' | 'adminPassword'>) =>
    startBackend({ port: 0, mailPort: 0, dataDir: join(scratch, name), snapshotDir, ...admin })
  const usersOf = async (dataDir: string) => {
    const db = await openConnection({ dataDir: join(scratch, dataDir) })
    try {
      return (await db.query<{ email: string }>('select email from auth.users order by 1')).rows
    } finally {
      await db.close()
    }
  }

  it(
    'is made once a day per admin by makers that race, then fills a new data directory, with no seed to run',
    async () => {
      // Seeded copies of other days, used 3, 2 and 1 minutes ago.
      const otherDays = ['d', 'e', 'f'].map((c) => `seeded-${c.repeat(32)}`)
      for (const [i, name] of otherDays.entries()) {
        await mkdir(join(snapshotDir, name))
        const usedAt = new Date(Date.now() - (3 - i) * 60_000)
        await utimes(join(snapshotDir, name), usedAt, usedAt)
      }
      const made = await Promise.all([
        makeSeededSnapshot({ snapshotDir, ...ADMIN }),
        makeSeededSnapshot({ snapshotDir, ...ADMIN }),
      ])
      expect(made.toSorted()).toEqual([false, true])
      expect(await makeSeededSnapshot({ snapshotDir, ...ADMIN })).toBe(false)
      const seeded = await seededSnapshotPath({ snapshotDir, ...ADMIN })
      const key = await snapshotKey({ autoExposeNewTables: false })
      // The migrated snapshot and the three most recently used seeded copies, this one among
      // them; no temporary copy left behind.
      expect((await readdir(snapshotDir)).sort()).toEqual(
        [key, ...otherDays.slice(1), basename(seeded)].sort(),
      )

      const logged: string[] = []
      const copied = await startBackend({
        port: 0,
        mailPort: 0,
        dataDir: join(scratch, 'copied'),
        snapshotDir,
        log: (line) => logged.push(line),
        ...ADMIN,
      })
      await copied.stop()
      expect([copied.snapshot, copied.fresh]).toEqual(['seeded', true])
      expect(logged.join('\n')).not.toContain('Seeding data')
      const built = await describeSeededDatabase()
      expect(await describeStored({ dataDir: join(scratch, 'copied') })).toEqual(built)
      // Its admin signs in with the password it was seeded for.
      const reopened = await start('copied', ADMIN)
      try {
        await signedInClient(reopened, { email: ADMIN.adminEmail, password: ADMIN.adminPassword })
      } finally {
        await reopened.stop()
      }
    },
    START_TIMEOUT,
  )

  it(
    'never lets the password it was seeded with into a database started for another',
    async () => {
      // The attack: a copy seeded for ADMIN's password, then a start that asks for another one
      // (or for another admin). That start must seed its own account, which only its own
      // password opens.
      await makeSeededSnapshot({ snapshotDir, ...ADMIN })
      const otherPassword = { ...ADMIN, adminPassword: 'another-password-2' }
      const backend = await start('other-password', otherPassword)
      try {
        expect(backend.snapshot).not.toBe('seeded')
        await expect(
          signedInClient(backend, { email: ADMIN.adminEmail, password: ADMIN.adminPassword }),
        ).rejects.toThrow(/Invalid login credentials/)
        await signedInClient(backend, {
          email: ADMIN.adminEmail,
          password: otherPassword.adminPassword,
        })
      } finally {
        await backend.stop()
      }

      const otherAdmin = { ...ADMIN, adminEmail: 'another-admin@example.com' }
      const another = await start('other-admin', otherAdmin)
      await another.stop()
      expect(another.snapshot).not.toBe('seeded')
      expect(await usersOf('other-admin')).toEqual([{ email: otherAdmin.adminEmail }])
    },
    START_TIMEOUT,
  )

  it("is named after the migrations, seed.sql, the admin's e-mail and the office day", async () => {
    const supabaseDir = join(scratch, 'supabase')
    await cp(join(SUPABASE_DIR, 'migrations'), join(supabaseDir, 'migrations'), {
      recursive: true,
    })
    await cp(join(SUPABASE_DIR, 'seed.sql'), join(supabaseDir, 'seed.sql'))
    // 23:59 on the 28th in Sacramento (PST, UTC-8), then the first minute of the 29th.
    const lastMinute = new Date('2026-11-29T07:59:00Z')
    const path = (change: Partial<Parameters<typeof seededSnapshotPath>[0]> = {}) =>
      seededSnapshotPath({ ...ADMIN, supabaseDir, now: lastMinute, ...change })
    const named = await path()
    expect(await path({ now: new Date('2026-11-28T08:00:00Z') })).toBe(named)
    expect(await path({ now: new Date('2026-11-29T08:00:00Z') })).not.toBe(named)
    expect(await path({ adminEmail: 'another-admin@example.com' })).not.toBe(named)
    expect(await path({ adminEmail: ADMIN.adminEmail.toUpperCase() })).toBe(named)
    // The password is checked against the copy's record, never put in a name.
    expect(await path({ adminPassword: 'another-password-2' })).toBe(named)

    await appendFile(join(supabaseDir, 'seed.sql'), '\n-- edited\n')
    const seedEdited = await path()
    expect(seedEdited).not.toBe(named)
    await writeFile(join(supabaseDir, 'migrations', '29991231235959_later.sql'), 'select 1;\n')
    expect(await path()).not.toBe(seedEdited)
  })
})
