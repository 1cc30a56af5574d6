// Local-only routes, not GoTrue's, for `npm run admin -- code|reset-factors` while the backend
// holds the database (PGlite opens a data directory in one process only). service_role only.
import type { Queryable } from '../db/connection.ts'
import type { AuthContext } from './auth-context.ts'
import { requireAdminCredentials } from './auth-admin-routes.ts'
import { factorsOf, resetFactors } from './auth-mfa.ts'
import { UUID } from './auth-mfa-routes.ts'
import { AuthError } from './auth-shapes.ts'
import { sendJson, type RequestContext } from './http.ts'
import { currentTotpCode } from './totp.ts'

/** The service role's routes, for a well-formed user id. */
function requireServiceRole(ctx: RequestContext, auth: AuthContext, userId: string) {
  requireAdminCredentials(ctx, auth)
  if (!UUID.test(userId)) throw new AuthError(404, 'user_not_found', 'User not found')
}

export type TotpCode = { id: string; friendly_name: string; code: string; is_verified: boolean }

/**
 * The current code of each TOTP factor of the user, from the stored secrets: the verified ones
 * first, then one being set up (so a newcomer without a phone can finish the set-up too).
 */
export async function totpCodesOf(q: Queryable, userId: string): Promise<TotpCode[]> {
  const factors = (await factorsOf(q, userId)).filter(
    (factor) => factor.factor_type === 'totp' && factor.secret,
  )
  return factors
    .map((factor) => ({
      id: factor.id,
      friendly_name: factor.friendly_name ?? '',
      code: currentTotpCode(factor.secret!),
      is_verified: factor.status === 'verified',
    }))
    .sort((a, b) => Number(b.is_verified) - Number(a.is_verified))
}

/** GET /local/users/{id}/totp-codes: the current code of each TOTP factor. */
export async function localTotpCodes(ctx: RequestContext, auth: AuthContext, userId: string) {
  requireServiceRole(ctx, auth, userId)
  sendJson(ctx.res, 200, { factors: await totpCodesOf(auth.db, userId) })
}

/** DELETE /local/users/{id}/factors: every factor and session of the user goes. */
export async function localResetFactors(ctx: RequestContext, auth: AuthContext, userId: string) {
  requireServiceRole(ctx, auth, userId)
  const deleted = await auth.db.transaction((tx) => resetFactors(tx, userId))
  sendJson(ctx.res, 200, { deleted_factors: deleted })
}
