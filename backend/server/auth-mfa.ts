// The SQL of two-factor sign-in on GoTrue's tables (auth.mfa_factors, auth.mfa_challenges,
// auth.mfa_amr_claims, auth.sessions.aal). Times come from the caller, as GoTrue takes them from
// its own clock rather than the database's.
import type { Queryable } from '../db/connection.ts'
import type { AmrEntry, Assurance } from './auth-shapes.ts'

export type FactorRow = {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: 'verified' | 'unverified'
  secret: string | null
}

export type ChallengeRow = {
  id: string
  created_at: Date
  verified_at: Date | null
  ip_address: string
}

/** Methods that prove a second factor (models.AMRClaim.IsAAL2Claim). */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

const FACTOR_COLUMNS = 'id, user_id, friendly_name, factor_type::text, status::text, secret'

export async function factorsOf(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  )
  return rows
}

export async function ownedFactor(q: Queryable, userId: string, factorId: string) {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  )
  return rows[0]
}

/** GoTrue's DeleteExpiredFactors: unverified, never challenged, older than the expiry. */
export async function deleteExpiredFactors(q: Queryable, now: Date, expirySeconds: number) {
  await q.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at < $1::timestamptz - make_interval(secs => $2)`,
    [now, expirySeconds],
  )
}

export async function insertTotpFactor(
  q: Queryable,
  factor: { userId: string; friendlyName: string; secret: string; now: Date },
): Promise<string> {
  const id = crypto.randomUUID()
  await q.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at,
       updated_at, secret) values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
    [id, factor.userId, factor.friendlyName, factor.now, factor.secret],
  )
  return id
}

export async function insertChallenge(
  q: Queryable,
  factorId: string,
  ipAddress: string,
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID()
  await q.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4)`,
    [id, factorId, now, ipAddress],
  )
  await q.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [
    factorId,
    now,
  ])
  return id
}

export async function challengeOf(q: Queryable, factorId: string, challengeId: string) {
  const { rows } = await q.query<ChallengeRow>(
    `select id, created_at, verified_at, host(ip_address) as ip_address
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId],
  )
  return rows[0]
}

export async function deleteChallenge(q: Queryable, challengeId: string) {
  await q.query('delete from auth.mfa_challenges where id = $1', [challengeId])
}

/** Marks the challenge used; false when a concurrent verify used it first. */
export async function useChallenge(q: Queryable, challengeId: string, now: Date) {
  const { rows } = await q.query(
    `update auth.mfa_challenges set verified_at = $2 where id = $1 and verified_at is null
     returning id`,
    [challengeId, now],
  )
  return rows.length > 0
}

export async function markFactorVerified(q: Queryable, factorId: string, now: Date) {
  await q.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`, [
    factorId,
    now,
  ])
}

/** Adds an `amr` claim to the session, or renews its time (models.AddClaimToSession). */
export async function recordAmrClaim(q: Queryable, sessionId: string, method: string, at: Date) {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, $3, $3, $2)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, method, at],
  )
}

/**
 * The session's aal and amr from its recorded claims (Session.CalculateAALAndAMR), most recent
 * first; undefined for a session that has none recorded.
 */
export async function sessionAssurance(
  q: Queryable,
  sessionId: string,
): Promise<Assurance | undefined> {
  const { rows } = await q.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims
      where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  if (rows.length === 0) return undefined
  const amr: AmrEntry[] = rows.map((row) => ({
    method: row.method,
    timestamp: Math.floor(new Date(row.at).getTime() / 1000),
  }))
  const aal = rows.some((row) => SECOND_FACTOR_METHODS.has(row.method)) ? 'aal2' : 'aal1'
  return { aal, amr }
}

export async function sessionAal(q: Queryable, sessionId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ aal: string | null }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  )
  return rows[0]?.aal ?? undefined
}

/**
 * After a second factor: the session is aal2 and tied to the factor, the user's other aal1
 * sessions end and unverified factors of the type go (GoTrue's verifyTOTPFactor).
 */
export async function upgradeSession(
  q: Queryable,
  factor: Pick<FactorRow, 'id' | 'user_id' | 'factor_type'>,
  sessionId: string,
  aal: string,
) {
  await q.query(
    'update auth.sessions set aal = $2, factor_id = $3, updated_at = now() where id = $1',
    [sessionId, aal, factor.id],
  )
  await q.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [factor.user_id])
  await q.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type::text = $2`,
    [factor.user_id, factor.factor_type],
  )
}

/** Unenrolment: the factor goes, and its sessions lose its claim and fall to aal1. */
export async function deleteFactor(q: Queryable, factor: Pick<FactorRow, 'id' | 'user_id'>) {
  await q.query('delete from auth.mfa_factors where id = $1', [factor.id])
  await q.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id],
  )
  await q.query(
    `update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id],
  )
}

/**
 * A lost phone: every factor of the user goes, and so does every session (they sign in again).
 * The hook's count of wrong codes goes too, so the new app's first code is not refused.
 */
export async function resetFactors(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query('delete from auth.mfa_factors where user_id = $1 returning id', [
    userId,
  ])
  await q.query('delete from auth.sessions where user_id = $1', [userId])
  await q.query('delete from private.mfa_failed_verification_attempts where user_id = $1', [userId])
  return rows.length
}
