import type { AuthContext } from './auth-context.ts'
import { linkRedirect, sendLink } from './auth-links.ts'
import { requireAdminCredentials } from './auth-admin-routes.ts'
import {
  AuthError,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  metadataOf,
  text,
  userJson,
  type Body,
} from './auth-shapes.ts'
import { sendJson, type RequestContext } from './http.ts'

/**
 * POST /invite (GoTrue internal/api/invite.go): service role only. A new address gets an
 * unconfirmed user without a password; an unconfirmed one is mailed again and otherwise left as
 * it is (its password too); a confirmed one is refused. The mail's link has type `invite`, which
 * /verify redeems like a sign-up confirmation (verify.go), opening a session at `redirect_to`.
 */
export async function invite(ctx: RequestContext, auth: AuthContext, body: Body): Promise<void> {
  requireAdminCredentials(ctx, auth)
  const email = text(body.email).trim().toLowerCase()
  if (!email) throw new AuthError(400, 'validation_failed', 'An email address is required')
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  const data = metadataOf(body.data) ?? {}
  const redirect = linkRedirect(auth, ctx.url)
  const existing = await auth.store.userByEmail(email)
  if (existing?.email_confirmed_at) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  const user = await auth.db.transaction(async (tx) => {
    const target =
      existing ??
      (await auth.store.createUser(tx, { email, passwordHash: '', confirmed: false, data }))
    await sendLink(auth, tx, target, 'invite', redirect)
    return (await auth.store.userById(target.id, tx))!
  })
  sendJson(ctx.res, 200, userJson(user, await auth.store.identities(user.id)))
}
