/**
 * Brings a database to the app's schema: what the Supabase platform provides (platform.sql and
 * storage.sql), then supabase/migrations in order, then supabase/seed.sql on a fresh database.
 * Also applies supabase/schemas (the schema as it is today) instead of the migrations, for the
 * tools that compare the two (scripts/cli/db-diff.ts, supabase/tests/schema-matches-migrations.test.ts).
 */
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import bcrypt from 'bcryptjs'
import { BCRYPT_COST } from '../server/auth-password.ts'
import { readApiConfig } from '../server/config.ts'
import type { DbConnection, DbTransaction } from './connection.ts'

/** The repository's supabase/ folder (migrations and seed). */
export const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url))
const PLATFORM_SQL = fileURLToPath(new URL('./platform.sql', import.meta.url))
const STORAGE_SQL = fileURLToPath(new URL('./storage.sql', import.meta.url))

/** A migration file: `version` is its timestamp prefix, as the Supabase CLI records it. */
export interface Migration {
  version: string
  name: string
  sql: string
}

/** Reads supabase/migrations/*.sql sorted by name (YYYYMMDDHHMMSS_name.sql). */
export async function readMigrations(dir = SUPABASE_DIR): Promise<Migration[]> {
  const folder = `${dir}/migrations`
  const files = (await readdir(folder)).filter((f) => /^\d{14}_\w+\.sql$/.test(f)).sort()
  return Promise.all(
    files.map(async (f) => ({
      version: f.slice(0, 14),
      name: f.slice(15, -4),
      sql: await readFile(`${folder}/${f}`, 'utf8'),
    })),
  )
}

/** A file of supabase/schemas: the current definition of one area of the database. */
export interface SchemaFile {
  name: string
  sql: string
}

/**
 * Reads supabase/schemas/*.sql in name order, the order they are applied in (as the Supabase
 * CLI does for declarative schemas): a file may use what an earlier one defines.
 */
export async function readSchemaFiles(dir = SUPABASE_DIR): Promise<SchemaFile[]> {
  const folder = `${dir}/schemas`
  const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort()
  return Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(`${folder}/${name}`, 'utf8') })),
  )
}

/** The role that plays a hosted project's `postgres` (see platform.sql): not a superuser. */
export const MIGRATION_ROLE = 'project_owner'

/**
 * Runs one migration's SQL as a hosted project would: as its `postgres` role, not a superuser,
 * so what only a superuser may do fails here as it does on deploy.
 */
export async function applyMigrationSql(tx: DbTransaction, sql: string): Promise<void> {
  await tx.query(`select set_config('role', $1, true)`, [MIGRATION_ROLE])
  await tx.exec(sql)
  await tx.query('reset role')
}

export type MigrateOptions = {
  /** Older hosted projects' default privileges (config.toml `[api] auto_expose_new_tables`). */
  autoExposeNewTables?: boolean
  log?: (s: string) => void
  /** Stops before the migration of this version (tests of a migration's effect on older data). */
  before?: string
}

export type PrepareOptions = MigrateOptions & {
  adminEmail: string
  adminPassword: string
}

/**
 * Idempotent: safe on every start. Returns `fresh: true` when no migration had been applied
 * before (the seed then ran). Each migration commits in its own transaction with its record.
 */
export async function prepareDatabase(
  db: DbConnection,
  opts: PrepareOptions,
): Promise<{ fresh: boolean }> {
  const { fresh } = await migrateDatabase(db, opts)
  if (fresh) await seedDatabase(db, opts)
  return { fresh }
}

/**
 * What the platform provides, then the migrations not yet applied; no seed. Returns `fresh: true`
 * when none had been applied before.
 */
export async function migrateDatabase(
  db: DbConnection,
  opts: MigrateOptions = {},
): Promise<{ fresh: boolean }> {
  const log = opts.log ?? (() => {})
  await preparePlatform(db, opts)

  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  )
  for (const m of await readMigrations()) {
    if (applied.has(m.version)) continue
    if (opts.before !== undefined && m.version >= opts.before) break
    log(`Applying migration ${m.version}_${m.name}.sql`)
    await db.transaction(async (tx) => {
      await applyMigrationSql(tx, m.sql)
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [m.version, m.name, [m.sql]],
      )
    })
  }
  return { fresh: applied.size === 0 }
}

/** What a hosted project has before any migration: platform.sql, then Storage's schema. */
async function preparePlatform(db: DbConnection, opts: MigrateOptions): Promise<void> {
  const autoExpose = opts.autoExposeNewTables ?? readApiConfig().autoExposeNewTables
  await db.transaction(async (tx) => {
    await tx.query(`select set_config('app.auto_expose_new_tables', $1, true)`, [
      String(autoExpose),
    ])
    await tx.exec(await readFile(PLATFORM_SQL, 'utf8'))
    // Storage's schema comes with the platform too: migrations add buckets and policies to it.
    await tx.exec(await readFile(STORAGE_SQL, 'utf8'))
  })
}

/**
 * What the platform provides, then supabase/schemas in one transaction, as the migration role:
 * the database the schema files describe. Records no migration; for comparing, not for serving.
 */
export async function applySchemaFiles(
  db: DbConnection,
  opts: MigrateOptions & { supabaseDir?: string } = {},
): Promise<void> {
  await preparePlatform(db, opts)
  const files = await readSchemaFiles(opts.supabaseDir)
  await db.transaction(async (tx) => {
    // As pg_dump does: a function's body is checked when it runs, so that the files can define
    // functions in the order that reads best rather than the order they call each other.
    await tx.query(`select set_config('check_function_bodies', 'off', true)`)
    for (const file of files) {
      opts.log?.(`Applying schema ${file.name}`)
      await applyMigrationSql(tx, file.sql)
    }
  })
}

/** Runs supabase/seed.sql, as the local admin given; once, on a new database. */
export async function seedDatabase(
  db: DbConnection,
  opts: Pick<PrepareOptions, 'adminEmail' | 'adminPassword' | 'log'>,
): Promise<void> {
  opts.log?.('Seeding data (supabase/seed.sql)')
  const seed = await readFile(`${SUPABASE_DIR}/seed.sql`, 'utf8')
  // As the local backend hashes every password (bcryptjs, GoTrue's cost): about 70 ms, where
  // seed.sql's pgcrypto takes 250 ms in PGlite.
  const passwordHash = await bcrypt.hash(opts.adminPassword, BCRYPT_COST)
  await db.transaction(async (tx) => {
    // Transaction-local settings that seed.sql reads; they vanish at commit.
    await tx.query(
      `select set_config('app.local_admin_email', $1, true),
        set_config('app.local_admin_password', $2, true),
        set_config('app.local_admin_password_hash', $3, true)`,
      [opts.adminEmail, opts.adminPassword, passwordHash],
    )
    await applyMigrationSql(tx, seed)
  })
}
