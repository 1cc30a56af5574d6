// Throwaway databases, the one way the backend and database suites (and the inbox benchmark) make
// them: a new PGlite in memory, or a new database on the server in TEST_DATABASE_URL, which
// scripts/cli/test-postgres.sh sets to a throwaway cluster of its own.
import { randomBytes } from 'node:crypto'
import { openConnection, type DbConnection } from '../../backend/db/connection.ts'

export type DatabaseKind = DbConnection['kind']

/** The kinds of database a run covers: PGlite always, Postgres too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

export type ScratchDatabase = {
  /** Where it is; undefined for PGlite, whose new in-memory database is made by opening it. */
  databaseUrl: string | undefined
  /** Drops it, with any connections still open; nothing to do for PGlite. */
  drop: () => Promise<void>
}

/**
 * A new, empty database of `kind`. On the server it is named `{prefix}_{random}`: runs can share
 * the server, and a database left over by a killed run says which suite made it.
 */
export async function createScratchDatabase(
  kind: DatabaseKind,
  prefix: string,
): Promise<ScratchDatabase> {
  if (kind === 'pglite') return { databaseUrl: undefined, drop: async () => {} }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}_${randomBytes(8).toString('hex')}`
  const server = await openConnection({ databaseUrl: serverUrl })
  try {
    await server.exec(`create database ${name}`)
  } catch (error) {
    await server.close()
    throw error
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      try {
        await server.exec(`drop database if exists ${name} with (force)`)
      } finally {
        await server.close()
      }
    },
  }
}
