import { DbError } from '../db/connection.ts'
import type { AuthContext } from './auth-context.ts'
import { allowedRedirect, linkRedirect, redeemCode, redeemLink, sendLink } from './auth-links.ts'
import { AuthError, DatabaseRefusalError, text, type Body } from './auth-shapes.ts'
import { sendEmpty, sendJson, type RequestContext } from './http.ts'

/** GET /verify, the mail link: 303 to the redirect with the session (or the error) in the fragment. */
export async function verifyLink(ctx: RequestContext, auth: AuthContext) {
  const query = ctx.url.searchParams
  const redirect = allowedRedirect(auth, query.get('redirect_to'))
  const type = query.get('type') ?? ''
  const outcome = await redeemLink(auth, type, query.get('token') ?? '').catch((error: unknown) => {
    if (error instanceof AuthError && error.status < 500) return error
    throw error
  })
  const session = outcome instanceof AuthError ? undefined : outcome
  const failure = outcome instanceof AuthError ? outcome : linkExpired()
  const fragment = new URLSearchParams(
    session
      ? {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
          sb: '',
        }
      : {
          error: 'access_denied',
          error_code: failure.errorCode,
          error_description: failure.message,
          sb: '',
        },
  )
  sendEmpty(ctx.res, 303, { Location: `${redirect.split('#')[0]}#${fragment}` })
}

/** POST /verify: `{type, token_hash}`, or `{type, email, token}` with the code. */
export async function verifyToken(ctx: RequestContext, auth: AuthContext, body: Body) {
  const type = text(body.type)
  const email = text(body.email).trim().toLowerCase()
  if (body.token_hash === undefined && email) {
    const session = await redeemCode(auth, type, email, text(body.token))
    if (!session) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
    return sendJson(ctx.res, 200, session)
  }
  const session = await redeemLink(auth, type, text(body.token_hash))
  if (!session) throw linkExpired()
  sendJson(ctx.res, 200, session)
}

const linkExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired')

export async function recover(ctx: RequestContext, auth: AuthContext, body: Body) {
  const email = text(body.email).trim().toLowerCase()
  if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email')
  const redirect = linkRedirect(auth, ctx.url)
  const user = await auth.store.userByEmail(email)
  if (user) {
    await auth.db.transaction((tx) => sendLink(auth, tx, user, 'recovery', redirect))
  }
  sendJson(ctx.res, 200, {})
}

export async function resend(ctx: RequestContext, auth: AuthContext, body: Body) {
  if (body.type !== 'signup') {
    throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup')
  }
  const redirect = linkRedirect(auth, ctx.url)
  const user = await auth.store.userByEmail(text(body.email).trim().toLowerCase())
  if (user && !user.email_confirmed_at) {
    try {
      await auth.db.transaction((tx) => sendLink(auth, tx, user, 'signup', redirect))
    } catch (error) {
      // A trigger's refusal (an address with a pending admin invitation): GoTrue's 500.
      if (!(error instanceof DbError)) throw error
      throw new DatabaseRefusalError('Database error updating user for confirmation', error)
    }
  }
  sendJson(ctx.res, 200, {})
}
