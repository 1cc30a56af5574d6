import bcrypt from 'bcryptjs'
import type { AuthContext } from './auth-context.ts'
import { BCRYPT_COST, checkPassword } from './auth-password.ts'
import { AuthError, metadataOf, userJson } from './auth-shapes.ts'
import { factorsOf, sessionAal } from './auth-mfa.ts'
import { isBanned, type UserRow } from './auth-store.ts'
import { header, sendEmpty, sendJson, type RequestContext } from './http.ts'
import { verifyJwt, type JwtClaims } from './jwt.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const JWT_REASONS = {
  malformed: 'token is malformed: could not JSON decode the token',
  signature: 'signature is invalid',
  // GoTrue decodes exp/iat into numeric dates; another type fails the JSON decoding.
  claims: 'token is malformed: could not JSON decode the token',
  expired: 'token has invalid claims: token is expired',
  future: 'token has invalid claims: token used before issued',
} as const

/** GoTrue's auth step for /user, /logout and /factors (reference A.3, GET /user). */
export async function requireUser(
  ctx: RequestContext,
  auth: AuthContext,
): Promise<{ user: UserRow; claims: JwtClaims }> {
  const token = /^Bearer\s+(\S+)$/i.exec(header(ctx.req, 'authorization') ?? '')?.[1]
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const result = verifyJwt(token, auth.keys.jwtSecret)
  if (!result.ok) {
    const reason = result.message.startsWith('Expected')
      ? 'token is malformed: token contains an invalid number of segments'
      : JWT_REASONS[result.reason]
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    )
  }
  const claims = result.claims
  if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  const user = UUID.test(claims.sub) ? await auth.store.userById(claims.sub) : undefined
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  const sessionId = claims.session_id
  if (sessionId && !(UUID.test(sessionId) && (await auth.store.sessionExists(sessionId)))) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    )
  }
  // As GoTrue's requireAuthentication: a token issued before the ban no longer works here.
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')
  return { user, claims }
}

export async function getUser(ctx: RequestContext, auth: AuthContext): Promise<void> {
  const { user } = await requireUser(ctx, auth)
  sendJson(ctx.res, 200, userJson(user, await auth.store.identities(user.id)))
}

/** PUT /user: merge `data`, change the password (other sessions end). */
export async function updateUser(
  ctx: RequestContext,
  auth: AuthContext,
  body: Record<string, unknown>,
): Promise<void> {
  const { user, claims } = await requireUser(ctx, auth)
  if (body.app_metadata !== undefined) {
    throw new AuthError(403, 'not_admin', 'User not allowed')
  }
  const data = metadataOf(body.data)
  const isChangingPassword = typeof body.password === 'string' && body.password !== ''
  const isChangingEmail =
    typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email
  // As GoTrue: with a verified second factor, the password or address changes only from a
  // session that passed it, so a recovery link alone (or a stolen password) cannot do it.
  if ((isChangingPassword || isChangingEmail) && (await needsSecondFactor(auth, user, claims))) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    )
  }
  if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email) {
    const taken = await auth.store.userByEmail(body.email.trim().toLowerCase())
    if (taken) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    // E-mail change links are not part of this local subset; the app does not use them.
    throw new AuthError(
      422,
      'validation_failed',
      'Changing the email address is not supported by the local backend',
    )
  }
  let passwordHash: string | undefined
  if (typeof body.password === 'string') {
    checkPassword(auth, body.password)
    if (user.encrypted_password && (await bcrypt.compare(body.password, user.encrypted_password))) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      )
    }
    passwordHash = await bcrypt.hash(body.password, BCRYPT_COST)
  }
  let metadata: Record<string, unknown> | undefined
  if (data) {
    metadata = { ...(user.raw_user_meta_data ?? {}) }
    for (const [key, value] of Object.entries(data)) {
      if (value === null) delete metadata[key]
      else metadata[key] = value
    }
  }
  // As GoTrue's UpdatePassword, in the same transaction as the new password: every other
  // session ends (LogoutAllExceptMe) and pending links die, so whoever knew the old password is
  // signed out at their next refresh.
  await auth.db.transaction(async (tx) => {
    await auth.store.updateUser(tx, user.id, { passwordHash, metadata })
    if (passwordHash) {
      await auth.store.deleteSessions(user.id, 'others', claims.session_id, tx)
      await auth.store.voidPendingLinks(tx, user.id)
    }
  })
  const updated = (await auth.store.userById(user.id))!
  sendJson(ctx.res, 200, userJson(updated, await auth.store.identities(user.id)))
}

/** The user has a verified factor, and this token's session has not passed one. */
async function needsSecondFactor(auth: AuthContext, user: UserRow, claims: JwtClaims) {
  const factors = await factorsOf(auth.db, user.id)
  if (!factors.some((factor) => factor.status === 'verified')) return false
  const aal = claims.session_id ? await sessionAal(auth.db, claims.session_id) : undefined
  return aal !== 'aal2'
}

export async function logout(ctx: RequestContext, auth: AuthContext): Promise<void> {
  const { user, claims } = await requireUser(ctx, auth)
  const scope = ctx.url.searchParams.get('scope') || 'global'
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
  }
  await auth.store.deleteSessions(user.id, scope, claims.session_id)
  sendEmpty(ctx.res, 204)
}
