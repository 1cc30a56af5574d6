// GoTrue's /factors routes for TOTP (internal/api/mfa.go): enrol, challenge and unenrol (verify is
// in auth-mfa-verify.ts), with its checks, error codes and messages. Phone and WebAuthn factors
// are not offered.
import { DbError } from '../db/connection.ts'
import type { AuthContext } from './auth-context.ts'
import {
  deleteExpiredFactors,
  deleteFactor,
  factorsOf,
  insertChallenge,
  insertTotpFactor,
  ownedFactor,
  sessionAal,
  type FactorRow,
} from './auth-mfa.ts'
import { AuthError, text, type Body } from './auth-shapes.ts'
import type { UserRow } from './auth-store.ts'
import { requireUser } from './auth-user-routes.ts'
import { clientAddress, sendJson, type RequestContext } from './http.ts'
import type { RateLimitName } from './rate-limits.ts'
import { newTotpSecret, totpQrSvg, totpUri } from './totp.ts'

// GoTrue's MFA defaults (conf.MFAConfiguration); the CLI sets none of them.
export const CHALLENGE_EXPIRY_SECONDS = 300
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300
const MAX_VERIFIED_FACTORS = 10

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** requireAuthentication + requireNotAnonymous, and the session the token belongs to. */
export async function requireSession(ctx: RequestContext, auth: AuthContext) {
  const { user, claims } = await requireUser(ctx, auth)
  if (claims.is_anonymous === true) {
    throw new AuthError(
      403,
      'no_authorization',
      'Anonymous user not allowed to perform these actions',
    )
  }
  const sessionId = claims.session_id
  if (!sessionId) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    )
  }
  return { user, claims, sessionId }
}

/** GoTrue's loadFactor: only the caller's own factors are found. */
export async function loadFactor(
  auth: AuthContext,
  user: UserRow,
  factorId: string,
): Promise<FactorRow> {
  if (!UUID.test(factorId))
    throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID')
  const factor = await ownedFactor(auth.db, user.id, factorId)
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
  return factor
}

/** The FactorChallenge and FactorVerify limiters run after the token and factor checks. */
export function limit(ctx: RequestContext, auth: AuthContext, name: RateLimitName) {
  if (!auth.limiter.allow(name, clientAddress(ctx.req))) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}

export function checkVerifyEnabled(auth: AuthContext, factor: FactorRow) {
  if (factor.factor_type === 'totp' && auth.config.mfa.totp.verifyEnabled) return
  throw new AuthError(
    422,
    `mfa_${factor.factor_type}_verify_not_enabled`,
    `MFA verification is disabled for ${factor.factor_type === 'totp' ? 'TOTP' : factor.factor_type}`,
  )
}

/** POST /factors: a new unverified TOTP factor, its secret, URI and QR code. */
export async function enrollFactor(ctx: RequestContext, auth: AuthContext, body: Body) {
  const { user, sessionId } = await requireSession(ctx, auth)
  const factorType = text(body.factor_type)
  const disabled: Record<string, string> = { phone: 'Phone', webauthn: 'WebAuthn' }
  if (factorType === 'totp' && !auth.config.mfa.totp.enrollEnabled) disabled.totp = 'TOTP'
  if (Object.hasOwn(disabled, factorType)) {
    throw new AuthError(
      422,
      `mfa_${factorType}_enroll_not_enabled`,
      `MFA enroll is disabled for ${disabled[factorType]}`,
    )
  }
  if (factorType !== 'totp') {
    throw new AuthError(
      400,
      'validation_failed',
      'factor_type needs to be totp, phone, or webauthn',
    )
  }
  const friendlyName = text(body.friendly_name)
  const issuer = text(body.issuer) || new URL(auth.config.siteUrl).host
  const now = new Date()
  await checkRoomForFactor(auth, user, sessionId, friendlyName, now)

  const secret = newTotpSecret()
  const uri = totpUri(secret, issuer, user.email ?? '')
  let id: string
  try {
    id = await insertTotpFactor(auth.db, { userId: user.id, friendlyName, secret, now })
  } catch (error) {
    // A concurrent enrolment took the name between the check and the insert.
    if (error instanceof DbError && error.code === '23505') throw nameConflict(friendlyName)
    throw error
  }
  sendJson(ctx.res, 200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: await totpQrSvg(uri), secret, uri },
  })
}

const nameConflict = (name: string) =>
  new AuthError(
    422,
    'mfa_factor_name_conflict',
    `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
  )

/** GoTrue's validateFactors, after expired unverified factors are swept. */
async function checkRoomForFactor(
  auth: AuthContext,
  user: UserRow,
  sessionId: string,
  friendlyName: string,
  now: Date,
) {
  await deleteExpiredFactors(auth.db, now, UNVERIFIED_FACTOR_EXPIRY_SECONDS)
  const factors = await factorsOf(auth.db, user.id)
  // An empty name conflicts with another empty name too, as in GoTrue.
  if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw nameConflict(friendlyName)
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length
  if (factors.length >= auth.config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && (await sessionAal(auth.db, sessionId)) !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
  }
}

/** POST /factors/{id}/challenge: a challenge the next verify answers, from this address. */
export async function challengeFactor(ctx: RequestContext, auth: AuthContext, factorId: string) {
  const { user } = await requireSession(ctx, auth)
  const factor = await loadFactor(auth, user, factorId)
  limit(ctx, auth, 'factorChallenge')
  checkVerifyEnabled(auth, factor)
  const now = new Date()
  const id = await auth.db.transaction((tx) =>
    insertChallenge(tx, factor.id, clientAddress(ctx.req), now),
  )
  sendJson(ctx.res, 200, {
    id,
    type: factor.factor_type,
    expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  })
}

/** DELETE /factors/{id}: a verified factor only from a session that passed a second factor. */
export async function unenrollFactor(ctx: RequestContext, auth: AuthContext, factorId: string) {
  const { user, sessionId } = await requireSession(ctx, auth)
  const factor = await loadFactor(auth, user, factorId)
  if (factor.status === 'verified' && (await sessionAal(auth.db, sessionId)) !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await auth.db.transaction((tx) => deleteFactor(tx, factor))
  sendJson(ctx.res, 200, { id: factor.id })
}
