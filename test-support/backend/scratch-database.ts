// Throwaway databases, the one way the backend and database suites (and the inbox benchmark) make
// them: a new PGlite in memory, or a new database on the server in TEST_DATABASE_URL, which
// scripts/cli/test-postgres.sh sets to a throwaway cluster of its own.
import { randomBytes } from 'node:crypto'
import { openConnection, preloadPglite, type DbConnection } from '../../backend/db/connection.ts'
import { migrateDatabase } from '../../backend/db/prepare.ts'
import { snapshotDump, snapshotKey } from '../../backend/db/snapshot.ts'
import { readApiConfig } from '../../backend/server/config.ts'

export type DatabaseKind = DbConnection['kind']

/** The kinds of database a run covers: PGlite always, Postgres too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

export type ScratchDatabase = {
  /** Where it is; undefined for PGlite, whose new in-memory database is made by opening it. */
  databaseUrl: string | undefined
  /** PGlite: the dump it opens from (`openConnection({ pgliteDump })`); undefined: empty. */
  pgliteDump?: Uint8Array
  /** Drops it, with any connections still open; nothing to do for PGlite. */
  drop: () => Promise<void>
}

/** Default privileges as one of the two hosted platforms; default: config.toml's. */
export type Platform = { autoExposeNewTables?: boolean }

/**
 * A new, empty database of `kind`. On the server it is named `{prefix}_{random}`: runs can share
 * the server, and a database left over by a killed run says which suite made it.
 */
export async function createScratchDatabase(
  kind: DatabaseKind,
  prefix: string,
): Promise<ScratchDatabase> {
  if (kind === 'pglite') return { databaseUrl: undefined, drop: async () => {} }
  return createOnServer(prefix)
}

/**
 * A new database of `kind` as `migrateDatabase` leaves it (migrated, not seeded), without running
 * the migrations: PGlite from the dump of the migrated snapshot (backend/db/snapshot.ts), or on
 * the server a copy of a template database migrated once per server.
 */
export async function createMigratedDatabase(
  kind: DatabaseKind,
  prefix: string,
  platform: Platform = {},
): Promise<ScratchDatabase> {
  const autoExposeNewTables = platform.autoExposeNewTables ?? readApiConfig().autoExposeNewTables
  if (kind === 'pglite') {
    // PGlite compiles on other threads while the dump is read.
    void preloadPglite()
    return {
      databaseUrl: undefined,
      pgliteDump: await snapshotDump({ autoExposeNewTables }),
      drop: async () => {},
    }
  }
  const scratch = await createOnServer(prefix, { autoExposeNewTables })
  try {
    // A copy keeps no grant on the database itself: platform.sql gives project_owner its own
    // back, and migrateDatabase finds every migration applied.
    const db = await openConnection({ databaseUrl: scratch.databaseUrl })
    try {
      await migrateDatabase(db, { autoExposeNewTables })
    } finally {
      await db.close()
    }
  } catch (error) {
    await scratch.drop()
    throw error
  }
  return scratch
}

/** A new database on the server, empty or a copy of the migrated template for `platform`. */
async function createOnServer(
  prefix: string,
  platform?: { autoExposeNewTables: boolean },
): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${randomBytes(8).toString('hex')}`
  const server = await openConnection({ databaseUrl: serverUrl })
  try {
    const template = platform ? ` template ${await migratedTemplate(server, platform)}` : ''
    await server.exec(`create database ${name}${template}`)
  } catch (error) {
    await server.close()
    throw error
  }
  return {
    databaseUrl: databaseUrlOf(name),
    drop: async () => {
      try {
        await server.exec(`drop database if exists ${name} with (force)`)
      } finally {
        await server.close()
      }
    },
  }
}

function databaseUrlOf(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * The server's template database for today's migrations, named after the PGlite snapshot's key,
 * so that a migration change names another. The first file to need it makes it while the others
 * wait; it is built under another name and renamed once migrated, so a run that dies halfway
 * leaves no template that lacks a migration. Nothing connects to it afterwards: Postgres copies
 * a database only while no one is connected to it.
 */
async function migratedTemplate(
  server: DbConnection,
  platform: { autoExposeNewTables: boolean },
): Promise<string> {
  const name = `migrated_${await snapshotKey(platform)}`
  await server.transaction(async (tx) => {
    // Held until this transaction ends, while other connections of the pool make the template.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [name])
    const found = await tx.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount > 0) return
    const building = `${name}_new`
    await server.exec(`drop database if exists ${building} with (force)`)
    await server.exec(`create database ${building}`)
    const db = await openConnection({ databaseUrl: databaseUrlOf(building) })
    try {
      await migrateDatabase(db, platform)
    } finally {
      await db.close()
    }
    await server.exec(`alter database ${building} rename to ${name}`)
  })
  return name
}
