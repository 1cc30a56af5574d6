import { randomBytes } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { DbError, type DbTransaction } from '../db/connection.ts'
import type { AuthContext } from './auth-context.ts'
import { banParameter, merged, objectParameter, pageParameter } from './auth-admin-params.ts'
import { BCRYPT_COST, checkPassword } from './auth-password.ts'
import {
  AuthError,
  DatabaseRefusalError,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  text,
  userJson,
  type Body,
} from './auth-shapes.ts'
import type { UserRow } from './auth-store.ts'
import { bearerToken } from './gateway.ts'
import { header, sendJson, type RequestContext } from './http.ts'
import { verifyJwt } from './jwt.ts'

// GoTrue's admin API (internal/api/admin.go) for what the app and its tests need: users listed,
// read, created, updated (ban_duration, email_confirm, password, metadata) and deleted.

type Handler = (ctx: RequestContext, auth: AuthContext) => Promise<void> | void

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DEFAULT_PER_PAGE = 50

/** GOTRUE_JWT_ADMIN_ROLES as the CLI sets it (reference C.2). */
const ADMIN_ROLES: ReadonlySet<string> = new Set(['service_role', 'supabase_admin'])

/**
 * GoTrue's requireAdminCredentials, for every service-role route (the admin API, /invite, the
 * local-only factor routes): a valid JWT whose role is one of GOTRUE_JWT_ADMIN_ROLES. The
 * new-format secret key counts, as Kong swaps it.
 */
export function requireAdminCredentials(ctx: RequestContext, auth: AuthContext): void {
  if (!/^Bearer\s+\S+$/i.test(header(ctx.req, 'authorization') ?? '')) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const token = bearerToken(ctx.req, ctx.url, auth.keys)!
  const result = verifyJwt(token, auth.keys.jwtSecret)
  if (!result.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.message}`,
    )
  }
  if (!ADMIN_ROLES.has(String(result.claims.role ?? ''))) {
    throw new AuthError(403, 'not_admin', 'User not allowed')
  }
}

/** Runs `handle` only for the service role, before reading anything else of the request. */
export const adminOnly =
  (handle: Handler): Handler =>
  async (ctx, auth) => {
    requireAdminCredentials(ctx, auth)
    await handle(ctx, auth)
  }

/** GET /admin/users: newest first, `page` and `per_page`, with GoTrue's Link and X-Total-Count. */
export async function listUsersAsAdmin(ctx: RequestContext, auth: AuthContext): Promise<void> {
  const query = ctx.url.searchParams
  const page = Math.max(pageParameter(query.get('page'), 1), 1)
  const perPage = Math.max(pageParameter(query.get('per_page'), DEFAULT_PER_PAGE), 1)
  const { users, total } = await auth.store.listUsers(page, perPage, query.get('filter') ?? '')
  const lastPage = Math.ceil(total / perPage)
  const linkTo = (target: number) => {
    const params = new URLSearchParams(query)
    params.set('page', String(target))
    params.sort()
    return `</admin/users?${params}>`
  }
  const link = `${lastPage > page ? `${linkTo(page + 1)}; rel="next", ` : ''}${linkTo(lastPage)}; rel="last"`
  const body = {
    users: await Promise.all(users.map((user) => withIdentities(auth, user))),
    aud: 'authenticated',
  }
  sendJson(ctx.res, 200, body, { Link: link, 'X-Total-Count': String(total) })
}

export async function getUserAsAdmin(ctx: RequestContext, auth: AuthContext, id: string) {
  sendJson(ctx.res, 200, await withIdentities(auth, await loadUser(auth, id)))
}

/** POST /admin/users. A missing password becomes a random one, as in GoTrue. */
export async function createUserAsAdmin(ctx: RequestContext, auth: AuthContext, body: Body) {
  if (text(body.phone)) throw phoneUnsupported()
  const email = text(body.email).trim().toLowerCase()
  if (!email) {
    throw new AuthError(
      400,
      'validation_failed',
      'Cannot create a user without either an email or phone',
    )
  }
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  if (await auth.store.userByEmail(email)) throw emailExists()
  const password = text(body.password) || randomBytes(48).toString('base64url')
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw new AuthError(400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes')
  }
  const isConfirmed = body.email_confirm === true
  const userMetadata = objectParameter(body.user_metadata, 'user_metadata') ?? {}
  const appMetadata = objectParameter(body.app_metadata, 'app_metadata')
  const bannedUntil = banParameter(body.ban_duration)
  const passwordHash = await bcrypt.hash(password, BCRYPT_COST)
  const user = await inTransaction(auth, 'Database error creating new user', async (tx) => {
    const created = await auth.store.createUser(tx, {
      email,
      passwordHash,
      confirmed: isConfirmed,
      data: {},
    })
    // GoTrue stores the given metadata as it is; confirming adds email_verified.
    const metadata = isConfirmed ? { ...userMetadata, email_verified: true } : userMetadata
    await auth.store.updateUser(tx, created.id, { metadata })
    if (appMetadata) {
      await auth.store.setAppMetadata(
        tx,
        created.id,
        merged(created.raw_app_meta_data, appMetadata),
      )
    }
    if (bannedUntil !== undefined) await auth.store.setBannedUntil(tx, created.id, bannedUntil)
    return (await auth.store.userById(created.id, tx))!
  })
  sendJson(ctx.res, 200, await withIdentities(auth, user))
}

/**
 * PUT /admin/users/{id}. `ban_duration` is a Go duration ("24h", "1h30m") from now, or "none" to
 * lift the ban; a ban ends no session, but the refresh grant and e-mail links refuse the user.
 * A database trigger may refuse the change (the last admin): GoTrue's 500 "Error updating user".
 */
export async function updateUserAsAdmin(
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: Body,
) {
  const user = await loadUser(auth, id)
  if (text(body.email) || text(body.phone)) {
    throw new AuthError(
      422,
      'validation_failed',
      'Changing the email address or phone is not supported by the local backend',
    )
  }
  const bannedUntil = banParameter(body.ban_duration)
  const userMetadata = objectParameter(body.user_metadata, 'user_metadata')
  const appMetadata = objectParameter(body.app_metadata, 'app_metadata')
  let passwordHash: string | undefined
  if (body.password !== undefined && body.password !== null) {
    const password = text(body.password)
    checkPassword(auth, password)
    passwordHash = await bcrypt.hash(password, BCRYPT_COST)
  }
  const updated = await inTransaction(auth, 'Error updating user', async (tx) => {
    if (body.email_confirm === true) {
      await auth.store.markEmailConfirmed(tx, user.id)
      await auth.store.voidPendingLinks(tx, user.id)
    }
    if (passwordHash) await auth.store.resetPassword(tx, user.id, passwordHash)
    if (appMetadata) {
      await auth.store.setAppMetadata(tx, user.id, merged(user.raw_app_meta_data, appMetadata))
    }
    if (userMetadata) {
      const current = (await auth.store.userById(user.id, tx))!.raw_user_meta_data
      await auth.store.updateUser(tx, user.id, { metadata: merged(current, userMetadata) })
    }
    if (bannedUntil !== undefined) await auth.store.setBannedUntil(tx, user.id, bannedUntil)
    return (await auth.store.userById(user.id, tx))!
  })
  sendJson(ctx.res, 200, await withIdentities(auth, updated))
}

/** DELETE /admin/users/{id}; `should_soft_delete` keeps a scrubbed row with `deleted_at`. */
export async function deleteUserAsAdmin(
  ctx: RequestContext,
  auth: AuthContext,
  id: string,
  body: Body,
) {
  const user = await loadUser(auth, id)
  if (body.should_soft_delete === true) {
    if (!user.deleted_at) {
      await inTransaction(auth, 'Error soft deleting user', (tx) =>
        auth.store.softDeleteUser(tx, user.id),
      )
    }
  } else {
    await inTransaction(auth, 'Database error deleting user', (tx) =>
      auth.store.deleteUser(tx, user.id),
    )
  }
  sendJson(ctx.res, 200, {})
}

async function loadUser(auth: AuthContext, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID')
  const user = await auth.store.userById(id)
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
  return user
}

const withIdentities = async (auth: AuthContext, user: UserRow) =>
  userJson(user, await auth.store.identities(user.id))

/** A database refusal (a trigger's raise, a constraint) becomes GoTrue's 500 with `message`. */
async function inTransaction<T>(
  auth: AuthContext,
  message: string,
  fn: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  try {
    return await auth.db.transaction(fn)
  } catch (error) {
    if (error instanceof DbError && error.code === '23505' && message.includes('creating')) {
      throw emailExists()
    }
    if (error instanceof DbError) {
      console.error(`[backend] ${message}: ${error.message}`)
      throw new DatabaseRefusalError(message, error)
    }
    throw error
  }
}

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered')

const phoneUnsupported = () =>
  new AuthError(422, 'validation_failed', 'Phone users are not supported by the local backend')
