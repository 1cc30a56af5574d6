// Backends for the backend-only suites, started in-process on each database target. Users,
// mail links and clients for them come from test-support/, shared with the other suites.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SQL_FOR_TESTS } from '../sql-for-tests.ts'
import { openConnection } from '../../backend/db/connection.ts'
import { migrateDatabase, prepareDatabase } from '../../backend/db/prepare.ts'
import { startBackend, type BackendOptions } from '../../backend/server/start-backend.ts'
import { createScratchDatabase, databaseKinds, type DatabaseKind } from './scratch-database.ts'

/** Starting PGlite is slow on a busy machine; hooks that start a backend get this long. */
export const START_TIMEOUT = 240_000

export type Target = {
  name: DatabaseKind
  options: () => Promise<BackendOptions & { cleanup: () => Promise<void> }>
}

/** Each kind of database this run covers, as the options of a backend on a new one of it. */
export function targets(): Target[] {
  return databaseKinds.map((name) => ({
    name,
    options: async () => {
      const { databaseUrl, drop } = await createScratchDatabase(name, 'backend_test')
      return { databaseUrl, cleanup: drop }
    },
  }))
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
 * only migrated. PGlite lives in a temporary data directory, as the function must be installed
 * before the backend opens it. `databaseUrl` is the Postgres database, for a second connection.
 */
export async function startBackendWithTestSql(
  target: Target,
  {
    admin,
    ...extra
  }: BackendOptions & { admin?: { adminEmail: string; adminPassword: string } } = {},
) {
  const { cleanup, ...options } = await target.options()
  const dataDir = options.databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'test-sql-'))
  const db = await openConnection({ dataDir, databaseUrl: options.databaseUrl })
  try {
    if (admin) await prepareDatabase(db, admin)
    else await migrateDatabase(db, {})
    await db.exec(SQL_FOR_TESTS)
  } finally {
    await db.close()
  }
  const backend = await startBackend({
    port: 0,
    rateLimits: 'off',
    mailDelivery: false,
    log: () => undefined,
    ...options,
    ...admin,
    ...extra,
    dataDir,
  })
  return {
    backend,
    databaseUrl: options.databaseUrl,
    stop: async () => {
      await backend.stop()
      await cleanup()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
