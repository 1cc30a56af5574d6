/**
 * Runs statements the way PostgREST does: one transaction, the JWT's role set locally, the
 * claims in request.jwt.claims. Rolled back afterwards so every case starts from the same data.
 */
import type { DbConnection, DbTransaction, Queryable } from '../../../backend/db/connection.ts'

export type Caller =
  | { role: 'anon' }
  | {
      role: 'authenticated'
      sub: string
      email: string
      /** The session's assurance level: aal2 after a second factor (the default), else aal1. */
      aal?: 'aal1' | 'aal2'
    }
  | { role: 'service_role' }

/** The JWT claims PostgREST would put in request.jwt.claims for this caller. */
export function claimsOf(caller: Caller): Record<string, unknown> {
  if (caller.role === 'authenticated') {
    return {
      sub: caller.sub,
      email: caller.email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: caller.aal ?? 'aal2',
    }
  }
  return caller.role === 'anon' ? { role: 'anon' } : { iss: 'supabase-demo', role: 'service_role' }
}

/** Acts as the caller for the rest of the transaction, as PostgREST does for one request. */
export async function become(tx: Queryable, caller: Caller) {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
    [caller.role, JSON.stringify(claimsOf(caller))],
  )
}

class Rollback extends Error {}

/** Runs fn in a transaction that is rolled back afterwards (unless `commit`); returns its result. */
export async function inRollback<T>(
  db: DbConnection,
  fn: (tx: DbTransaction) => Promise<T>,
  opts: { commit?: boolean } = {},
): Promise<T> {
  let result: T | undefined
  try {
    await db.transaction(async (tx) => {
      result = await fn(tx)
      if (!opts.commit) throw new Rollback()
    })
  } catch (e) {
    if (!(e instanceof Rollback)) throw e
  }
  return result as T
}

/** Runs fn as the caller inside a transaction that is always rolled back; returns fn's result. */
export function asCaller<T>(
  db: DbConnection,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
  opts: { commit?: boolean } = {},
): Promise<T> {
  return inRollback(
    db,
    async (tx) => {
      await tx.query(
        `select set_config('search_path', 'public, extensions', true),
          set_config('role', $1, true),
          set_config('request.jwt.claims', $2, true)`,
        [caller.role, JSON.stringify(claimsOf(caller))],
      )
      return fn(tx)
    },
    opts,
  )
}

/**
 * Creates a confirmed user directly in auth.users (as the platform would), whose owner has
 * chosen the password, so the admin role may be granted to it; returns the caller.
 */
export async function createUser(
  db: DbConnection,
  email: string,
  opts: { admin?: boolean } = {},
): Promise<Extract<Caller, { role: 'authenticated' }>> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '', now()) returning id`,
    [email],
  )
  const sub = rows[0]!.id
  await db.query(
    `insert into private.account_passwords
       (user_id, set_at, chosen_at, chosen_email, chosen_password_hash)
     values ($1, now(), now(), lower($2), '')`,
    [sub, email],
  )
  if (opts.admin) {
    await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [sub])
  }
  return { role: 'authenticated', sub, email }
}
