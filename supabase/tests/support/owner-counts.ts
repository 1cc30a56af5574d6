/**
 * Counts rows as the database's owner, past every grant and row-level security policy, so that a
 * test can say "the caller sees all of them" without writing down how many the seed holds, and
 * without asking the policies under test how many that is.
 */
import type { DbConnection } from '../../../backend/db/connection.ts'
import { inRollback } from './as-role.ts'

/** A query whose rows are counted; with its parameters when it has any. */
export type RowQuery = string | readonly [sql: string, params: unknown[]]

/**
 * Counts each query's rows in one transaction (rolled back) on the test's own connection, which
 * must be a superuser or a role with BYPASSRLS: no policy filters what it sees. `row_security`
 * is off as well, so were a policy ever to apply to it, PostgreSQL would raise (42501) rather
 * than count fewer rows.
 */
export async function countAsOwner<K extends string>(
  db: DbConnection,
  queries: Record<K, RowQuery>,
): Promise<Record<K, number>> {
  return inRollback(db, async (tx) => {
    const { rows } = await tx.query<{ role: string; bypasses: boolean }>(
      `select current_user as role, rolsuper or rolbypassrls as bypasses
       from pg_catalog.pg_roles where rolname = current_user`,
    )
    if (!rows[0]?.bypasses) {
      throw new Error(`${rows[0]?.role} is subject to row-level security: it cannot count for it`)
    }
    await tx.query(`select set_config('row_security', 'off', true)`)
    const counts = {} as Record<K, number>
    for (const [key, query] of Object.entries(queries) as [K, RowQuery][]) {
      const [sql, params] = typeof query === 'string' ? [query, []] : query
      const counted = await tx.query<{ n: string | number }>(
        `select count(*) as n from (${sql}) as counted`,
        params,
      )
      counts[key] = Number(counted.rows[0]!.n)
    }
    return counts
  })
}
