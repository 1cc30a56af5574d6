/**
 * Fresh databases for the schema tests: PGlite in memory always, plus a uniquely named
 * database on the server in TEST_DATABASE_URL when that is set (dropped afterwards).
 */
import { randomUUID } from 'node:crypto'
import { openConnection, type DbConnection } from '../../../backend/db/connection.ts'
import { prepareDatabase } from '../../../backend/db/prepare.ts'

export type BackendKind = DbConnection['kind']

/** The backends this run covers, for `describe.each`. */
export const backends: BackendKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

export const SEED_ADMIN = { email: 'seed-admin@example.com', password: 'seed-password-1' }

export interface TestDatabase {
  db: DbConnection
  /** Closes the connection and, on a server, drops the database. */
  dispose(): Promise<void>
}

/**
 * Opens a fresh, prepared (migrated and seeded) database of the given kind. By default with the
 * default privileges config.toml chooses; `autoExposeNewTables` picks one of the two hosted ones.
 */
export async function createTestDatabase(
  kind: BackendKind,
  platform: { autoExposeNewTables?: boolean } = {},
): Promise<TestDatabase> {
  const options = { adminEmail: SEED_ADMIN.email, adminPassword: SEED_ADMIN.password, ...platform }
  if (kind === 'pglite') {
    const db = await openConnection({})
    await prepareDatabase(db, options)
    return { db, dispose: () => db.close() }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `schema_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const server = await openConnection({ databaseUrl: serverUrl })
  await server.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const db = await openConnection({ databaseUrl: url.toString() })
  const dispose = async () => {
    await db.close()
    await server.query(`drop database if exists ${name} with (force)`)
    await server.close()
  }
  try {
    await prepareDatabase(db, options)
  } catch (e) {
    await dispose()
    throw e
  }
  return { db, dispose }
}
