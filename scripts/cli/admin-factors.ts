/**
 * `npm run admin -- code|reset-factors EMAIL`: an admin's second factor from the command line.
 * `code` prints what their authenticator app shows, computed from the secret that only a local
 * backend keeps readable; `reset-factors` removes the factors of an admin who lost their phone
 * and signs them out, so that their next sign-in asks them to set up an authenticator again.
 */
import { DbError, type DbConnection } from '../../backend/db/connection.ts'
import { resetFactors } from '../../backend/server/auth-mfa.ts'
import { totpCodesOf, type TotpCode } from '../../backend/server/auth-mfa-local-routes.ts'
import { totpSecondsLeft } from '../../backend/server/totp.ts'
import { Refusal } from './admin-refusal.ts'

export interface FactorStore {
  /** The current code of each TOTP factor of the user, verified ones first. */
  totpCodes(userId: string): Promise<TotpCode[]>
  /** Deletes the user's factors and sessions; resolves to the number of factors. */
  resetFactors(userId: string): Promise<number>
}

/** Databases created before the backend had factors get their tables at its next start. */
async function withFactorTables<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof DbError && error.code === '42P01') {
      throw new Refusal(
        `The database has no two-factor tables yet (${error.message}). Start the local backend once (npm run backend) to add them.`,
      )
    }
    throw error
  }
}

/**
 * Postgres or PGlite. A hosted project's secrets are the admins' phones' business: the command
 * refuses to read them there, and `reset-factors` is the way back in for a lost phone.
 */
export function sqlFactorStore(db: DbConnection, isLocal: boolean): FactorStore {
  return {
    totpCodes: async (userId) => {
      if (!isLocal) {
        throw new Refusal(
          'Codes come from the authenticator app on the admin’s phone, which holds the key; this ' +
            'command computes them only for the local backend. For a lost phone, run ' +
            'npm run admin -- reset-factors EMAIL with the same --database-url.',
        )
      }
      return withFactorTables(() => totpCodesOf(db, userId))
    },
    resetFactors: (userId) =>
      withFactorTables(() => db.transaction((tx) => resetFactors(tx, userId))),
  }
}

/** The running local backend's local-only routes (it holds the database), as service_role. */
export function apiFactorStore(apiUrl: string, serviceRoleKey: string): FactorStore {
  const call = async (path: string, method: 'GET' | 'DELETE') => {
    const response = await fetch(`${apiUrl}/auth/v1/local/users/${path}`, {
      method,
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    })
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
    if (!response.ok) {
      const reason = typeof body?.message === 'string' ? body.message : ''
      throw new Refusal(`The API at ${apiUrl} answered ${response.status}: ${reason}`)
    }
    return body ?? {}
  }
  return {
    totpCodes: async (userId) => (await call(`${userId}/totp-codes`, 'GET')).factors as TotpCode[],
    resetFactors: async (userId) =>
      (await call(`${userId}/factors`, 'DELETE')).deleted_factors as number,
  }
}

type Output = { log: (line: string) => void }

export async function printCodes(factors: FactorStore, userId: string, email: string, out: Output) {
  const codes = await factors.totpCodes(userId)
  if (codes.length === 0) {
    throw new Refusal(
      `${email} has no authenticator app yet: sign in at /auth, and /admin shows its set-up; then run this again.`,
    )
  }
  const secondsLeft = totpSecondsLeft()
  for (const { code, friendly_name: name, is_verified: isVerified } of codes) {
    const label = isVerified ? (codes.length > 1 && name ? ` (${name})` : '') : ' (being set up)'
    out.log(`Current code for ${email}${label}: ${code} (changes in ${secondsLeft} s)`)
  }
}

export async function resetAccountFactors(
  factors: FactorStore,
  userId: string,
  email: string,
  where: string,
  out: Output,
) {
  const removed = await factors.resetFactors(userId)
  const what = removed === 1 ? '1 authenticator' : `${removed} authenticators`
  out.log(`Removed ${what} of ${email} and ended all their sessions (${where}).`)
  out.log('They will be asked to set up an authenticator app again at their next sign-in.')
}
