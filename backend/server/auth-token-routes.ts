import bcrypt from 'bcryptjs'
import type { AuthContext } from './auth-context.ts'
import { sessionAssurance } from './auth-mfa.ts'
import { AuthError, sessionJson, text, type Body } from './auth-shapes.ts'
import { isBanned } from './auth-store.ts'
import { sendJson, type RequestContext } from './http.ts'

/** POST /token: the password and refresh_token grants. */
export async function token(ctx: RequestContext, auth: AuthContext, body: Body) {
  const grant = ctx.url.searchParams.get('grant_type')
  if (grant === 'password') return passwordGrant(ctx, auth, body)
  if (grant === 'refresh_token') {
    const refreshToken = text(body.refresh_token)
    if (!refreshToken) {
      return sendJson(ctx.res, 400, {
        error: 'invalid_request',
        error_description: 'refresh_token required',
      })
    }
    return sendJson(ctx.res, 200, await refreshGrant(auth, refreshToken))
  }
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
}

async function passwordGrant(ctx: RequestContext, auth: AuthContext, body: Body) {
  const email = text(body.email).trim().toLowerCase()
  const password = text(body.password)
  if (!email && !text(body.phone))
    throw new AuthError(400, 'validation_failed', 'missing email or phone')
  const found = email ? await auth.store.userByEmail(email) : undefined
  const valid =
    found?.encrypted_password && password
      ? await bcrypt.compare(password, found.encrypted_password)
      : false
  if (!found || !valid) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
  if (isBanned(found)) {
    throw new AuthError(400, 'user_banned', 'User is banned')
  }
  if (!found.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
  const session = await auth.db.transaction(async (tx) => {
    await auth.store.recordSignIn(tx, found.id)
    const ids = await auth.store.createSession(tx, found.id, 'password')
    const user = (await auth.store.userById(found.id, tx))!
    return sessionJson(
      auth.tokenOptions('password'),
      user,
      await auth.store.identities(user.id, tx),
      {
        ...ids,
        authenticatedAt: new Date(),
      },
    )
  })
  sendJson(ctx.res, 200, session)
}

/** Rotation with a reuse interval; a stale reuse revokes the session's whole token family. */
async function refreshGrant(auth: AuthContext, refreshToken: string) {
  const outcome = await auth.db.transaction(async (tx) => {
    const row = await auth.store.refreshToken(tx, refreshToken)
    if (!row) {
      return new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      )
    }
    // Checked before the session, as GoTrue does: a ban ends every session at its next refresh.
    const owner = await auth.store.userById(row.user_id, tx)
    if (owner && isBanned(owner)) {
      return new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned')
    }
    if (!(await auth.store.sessionExists(row.session_id, tx))) {
      return new AuthError(
        400,
        'session_not_found',
        'Invalid Refresh Token: No Valid Session Found',
      )
    }
    let next: string
    if (row.revoked) {
      const active = await auth.store.activeRefreshToken(tx, row.session_id)
      const reuseUntil =
        new Date(row.updated_at).getTime() + auth.config.refreshTokenReuseInterval * 1000
      if (active && (active.parent === row.token || Date.now() < reuseUntil)) {
        next = active.token
      } else {
        // Committed before the error is returned, as GoTrue does.
        await auth.store.revokeSessionTokens(tx, row.session_id)
        return new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        )
      }
    } else {
      await auth.store.revokeRefreshToken(tx, row.token)
      next = await auth.store.issueRefreshToken(tx, row.user_id, row.session_id, row.token)
    }
    const user = await auth.store.userById(row.user_id, tx)
    if (!user)
      return new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      )
    return sessionJson(
      auth.tokenOptions('password'),
      user,
      await auth.store.identities(user.id, tx),
      {
        sessionId: row.session_id,
        refreshToken: next,
        authenticatedAt: new Date(),
        // The session's aal and amr carry on (aal2 after a second factor).
        assurance: await sessionAssurance(tx, row.session_id),
      },
    )
  })
  if (outcome instanceof AuthError) throw outcome
  return outcome
}
