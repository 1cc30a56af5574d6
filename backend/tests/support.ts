// Backends for the backend-only suites, started in-process on each database target. Users,
// mail links and clients for them come from test-support/, shared with the other suites.
import { startBackend, type BackendOptions } from '../server/start-backend.ts'
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
