import type { AuthContext } from './auth-context.ts'
import { linkRedirect, sendLink } from './auth-links.ts'
import { AuthError, metadataOf, text, userJson, type Body } from './auth-shapes.ts'
import { header, sendJson, type RequestContext } from './http.ts'
import { verifyJwt } from './jwt.ts'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** GOTRUE_JWT_ADMIN_ROLES as the CLI sets it (reference C.2). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

/** GoTrue's requireAdminCredentials: a valid JWT whose role is an admin role. */
function requireAdminCredentials(ctx: RequestContext, auth: AuthContext): void {
  const token = /^Bearer\s+(\S+)$/i.exec(header(ctx.req, 'authorization') ?? '')?.[1]
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const result = verifyJwt(token, auth.keys.jwtSecret)
  if (!result.ok) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature`)
  }
  if (!ADMIN_ROLES.has(String(result.claims.role ?? ''))) {
    throw new AuthError(403, 'not_admin', 'User not allowed')
  }
}

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
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
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
    await auth.store.markInvited(tx, target.id)
    return (await auth.store.userById(target.id, tx))!
  })
  sendJson(ctx.res, 200, userJson(user, await auth.store.identities(user.id)))
}
