/**
 * Fresh databases for the schema tests, migrated and seeded: PGlite in memory always, plus a
 * new database on the server in TEST_DATABASE_URL when that is set (dropped afterwards).
 */
import { openConnection, type DbConnection } from '../../../backend/db/connection.ts'
import { seedDatabase } from '../../../backend/db/prepare.ts'
import {
  createMigratedDatabase,
  databaseKinds,
  type DatabaseKind,
  type Platform,
} from '../../../test-support/backend/scratch-database.ts'

/** The backends this run covers, for `describe.each`. */
export const backends: DatabaseKind[] = databaseKinds

export const SEED_ADMIN = { email: 'seed-admin@example.com', password: 'seed-password-1' }

export interface TestDatabase {
  db: DbConnection
  /** Closes the connection and, on a server, drops the database. */
  dispose(): Promise<void>
}

/**
 * Opens a fresh, prepared (migrated and seeded) database of the given kind: a copy of the
 * migrated template, then the seed, as `prepareDatabase` makes it. By default with the default
 * privileges config.toml chooses; `autoExposeNewTables` picks one of the two hosted ones.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  platform: Platform = {},
): Promise<TestDatabase> {
  const scratch = await createMigratedDatabase(kind, 'schema_test', platform)
  let db: DbConnection
  try {
    db = await openConnection({ databaseUrl: scratch.databaseUrl, pgliteDump: scratch.pgliteDump })
  } catch (e) {
    await scratch.drop()
    throw e
  }
  const dispose = async () => {
    await db.close()
    await scratch.drop()
  }
  try {
    await seedDatabase(db, { adminEmail: SEED_ADMIN.email, adminPassword: SEED_ADMIN.password })
  } catch (e) {
    await dispose()
    throw e
  }
  return { db, dispose }
}
