// POST /factors/{id}/verify for TOTP (GoTrue's verifyTOTPFactor and updateMFASessionAndClaims),
// with the MFA verification attempt hook. supabase-js's challengeAndVerify is challenge + this.
import type { AuthContext } from './auth-context.ts'
import { checkMfaVerificationAttempt } from './auth-hooks.ts'
import {
  challengeOf,
  deleteChallenge,
  markFactorVerified,
  recordAmrClaim,
  sessionAssurance,
  upgradeSession,
  useChallenge,
} from './auth-mfa.ts'
import {
  CHALLENGE_EXPIRY_SECONDS,
  checkVerifyEnabled,
  limit,
  loadFactor,
  requireSession,
  UUID,
} from './auth-mfa-routes.ts'
import { AuthError, sessionJson, text, type AmrEntry, type Body } from './auth-shapes.ts'
import { clientAddress, sendJson, type RequestContext } from './http.ts'
import type { JwtClaims } from './jwt.ts'
import { isValidTotpCode } from './totp.ts'

const NIL_UUID = '00000000-0000-0000-0000-000000000000'

const challengeUsed = () =>
  new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')

/**
 * POST /factors/{id}/verify: a right code upgrades the caller's session to aal2 and answers new
 * tokens. A challenge answers one right code: replaying it is refused, as GoTrue refuses it.
 */
export async function verifyFactor(
  ctx: RequestContext,
  auth: AuthContext,
  factorId: string,
  body: Body,
) {
  const { user, claims, sessionId } = await requireSession(ctx, auth)
  const factor = await loadFactor(auth, user, factorId)
  limit(ctx, auth, 'factorVerify')
  const challengeId = challengeIdOf(body.challenge_id)
  const code = text(body.code)
  if (!code) throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty')
  checkVerifyEnabled(auth, factor)

  const challenge = await challengeOf(auth.db, factor.id, challengeId)
  if (!challenge) {
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    )
  }
  if (challenge.verified_at || challenge.ip_address !== clientAddress(ctx.req)) {
    throw challengeUsed()
  }
  const now = new Date()
  if (now.getTime() > new Date(challenge.created_at).getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
    await deleteChallenge(auth.db, challenge.id)
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  const valid = !!factor.secret && isValidTotpCode(factor.secret, code, now.getTime())
  // The hook sees every checked code, right or wrong, and may refuse the account either way.
  await checkMfaVerificationAttempt(ctx.req, auth, user, factor, valid)
  if (!valid) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')

  const session = await auth.db.transaction(async (tx) => {
    if (!(await useChallenge(tx, challenge.id, now))) return challengeUsed()
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id, now)
    // A session from before claims were recorded keeps its first factor from its token.
    if (!(await sessionAssurance(tx, sessionId))) {
      for (const entry of amrOf(claims)) {
        await recordAmrClaim(tx, sessionId, entry.method, new Date(entry.timestamp * 1000))
      }
    }
    await recordAmrClaim(tx, sessionId, 'totp', now)
    const assurance = (await sessionAssurance(tx, sessionId))!
    // New tokens: the refresh token held before the second factor is not the current one.
    const current = await auth.store.activeRefreshToken(tx, sessionId)
    if (current) await auth.store.revokeRefreshToken(tx, current.token)
    const refreshToken = await auth.store.issueRefreshToken(
      tx,
      user.id,
      sessionId,
      current?.token ?? null,
    )
    await upgradeSession(tx, factor, sessionId, assurance.aal)
    const upgraded = (await auth.store.userById(user.id, tx))!
    return sessionJson(
      auth.tokenOptions('password'),
      upgraded,
      await auth.store.identities(user.id, tx),
      { sessionId, refreshToken, authenticatedAt: now, assurance },
    )
  })
  if (session instanceof AuthError) throw session
  sendJson(ctx.res, 200, session)
}

/** GoTrue decodes challenge_id into a UUID: absent is the nil UUID, anything else is bad JSON. */
function challengeIdOf(value: unknown): string {
  if (value === undefined || value === null) return NIL_UUID
  if (typeof value === 'string' && UUID.test(value)) return value
  throw new AuthError(
    400,
    'bad_json',
    'Could not parse request body as JSON: challenge_id must be a UUID',
  )
}

function amrOf(claims: JwtClaims): AmrEntry[] {
  if (!Array.isArray(claims.amr)) return []
  return claims.amr.filter(
    (entry): entry is AmrEntry =>
      typeof entry?.method === 'string' && typeof entry?.timestamp === 'number',
  )
}
