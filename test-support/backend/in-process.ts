// Backends for the backend-only suites, started in-process on each database target. Users,
// mail links and clients for them come from test-support/, shared with the other suites.
import { SQL_FOR_TESTS } from '../sql-for-tests.ts'
import type { DbConnection } from '../../backend/db/connection.ts'
import { seedDatabase, type PrepareOptions } from '../../backend/db/prepare.ts'
import { startBackend, type BackendOptions } from '../../backend/server/start-backend.ts'
import { createMigratedDatabase, databaseKinds, type DatabaseKind } from './scratch-database.ts'

/** Starting PGlite is slow on a busy machine; hooks that start a backend get this long. */
export const START_TIMEOUT = 240_000

export type Target = {
  name: DatabaseKind
  options: () => Promise<BackendOptions & { cleanup: () => Promise<void> }>
}

/**
 * Each kind of database this run covers, as the options of a backend on a new one of it: a copy
 * of the migrated template, which the backend seeds as it seeds a new database (`fresh`).
 */
export function targets(): Target[] {
  return databaseKinds.map((name) => ({
    name,
    options: async () => {
      const { databaseUrl, pgliteDump, drop } = await createMigratedDatabase(name, 'backend_test')
      return { databaseUrl, pgliteDump, prepare: seedMigrated, cleanup: drop }
    },
  }))
}

/** `prepare` for a copy of the migrated template: it needs only the seed, as a new database. */
export async function seedMigrated(db: DbConnection, seed: PrepareOptions) {
  await seedDatabase(db, seed)
  return { fresh: true }
}

/**
 * A started backend on random ports, plus its cleanup. Rate limits are off: the suites sign up
 * and in from 127.0.0.1 far more often than `[auth.rate_limit]` allows (a test may set its own).
 */
export async function startTargetBackend(target: Target, extra: BackendOptions = {}) {
  const { cleanup, ...options } = await target.options()
  const backend = await startBackend({ port: 0, rateLimits: 'off', ...options, ...extra })
  return {
    backend,
    stop: async () => {
      await backend.stop()
      await cleanup?.()
    },
  }
}

/**
 * A started backend on a new database of the target's kind that also has `sql_for_tests`
 * (test-support/sql-for-tests.ts), for suites that read or set what the API does not reach.
 * With `admin`, the database is seeded as `npm run backend` seeds it, with that admin; without,
 * only migrated. The function is installed before the API serves. `databaseUrl` is the Postgres
 * database, for a second connection.
 */
export async function startBackendWithTestSql(
  target: Target,
  {
    admin,
    ...extra
  }: BackendOptions & { admin?: { adminEmail: string; adminPassword: string } } = {},
) {
  const { cleanup, ...options } = await target.options()
  const backend = await startBackend({
    port: 0,
    rateLimits: 'off',
    mailDelivery: false,
    log: () => undefined,
    ...options,
    ...admin,
    ...extra,
    prepare: async (db, seed) => {
      if (admin) await seedDatabase(db, seed)
      await db.exec(SQL_FOR_TESTS)
      return { fresh: Boolean(admin) }
    },
  })
  return {
    backend,
    databaseUrl: options.databaseUrl,
    stop: async () => {
      await backend.stop()
      await cleanup()
    },
  }
}
