// Backends for the backend-only suites, started in-process on each database target. Users,
// mail links and clients for them come from test-support/, shared with the other suites.
import { randomBytes } from 'node:crypto'
import { openConnection } from '../db/connection.ts'
import { startBackend, type BackendOptions } from '../server/start-backend.ts'

/** Starting PGlite is slow on a busy machine; hooks that start a backend get this long. */
export const START_TIMEOUT = 240_000

export type Target = {
  name: string
  options: () => Promise<BackendOptions & { cleanup?: () => Promise<void> }>
}

/** PGlite in memory always; a fresh database on TEST_DATABASE_URL's server when it is set. */
export function targets(): Target[] {
  const list: Target[] = [{ name: 'pglite', options: async () => ({}) }]
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) list.push({ name: 'postgres', options: () => scratchDatabase(serverUrl) })
  return list
}

async function scratchDatabase(serverUrl: string) {
  const name = `backend_test_${randomBytes(6).toString('hex')}`
  const admin = await openConnection({ databaseUrl: serverUrl })
  await admin.exec(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    cleanup: async () => {
      await admin.exec(`drop database if exists ${name} with (force)`)
      await admin.close()
    },
  }
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
