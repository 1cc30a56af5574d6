// The migrated-database snapshot a new PGlite data directory starts from: the copy holds exactly
// what applying the migrations gives, starts that race share one snapshot, and a change to any
// migration names another one.
import { appendFile, cp, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openConnection, type DbConnection } from '../db/connection.ts'
import { migrateDatabase, prepareDatabase, readMigrations, SUPABASE_DIR } from '../db/prepare.ts'
import { restoreSnapshot, snapshotDump, snapshotKey } from '../db/snapshot.ts'
import { startBackend } from '../server/start-backend.ts'
import { START_TIMEOUT } from '../../test-support/backend/in-process.ts'

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
      const built = await describeBuiltDatabase((db) => prepareDatabase(db, ADMIN))
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
