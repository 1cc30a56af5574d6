import bcrypt from 'bcryptjs'
import { DbError, type DbTransaction } from '../db/connection.ts'
import type { AuthContext } from './auth-context.ts'
import { BCRYPT_COST, checkPassword } from './auth-password.ts'
import { allowedRedirect, sendLink } from './auth-links.ts'
import {
  AuthError,
  API_VERSION,
  metadataOf,
  sendAuthError,
  sessionJson,
  text,
  userJson,
  type Body,
} from './auth-shapes.ts'
import { recover, resend, verifyLink, verifyToken } from './auth-link-routes.ts'
import { token } from './auth-token-routes.ts'
import type { UserRow } from './auth-store.ts'
import { logout, getUser, updateUser } from './auth-user-routes.ts'
import { readJson, sendJson, type RequestContext } from './http.ts'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** auth.users.email is varchar(255); GoTrue refuses longer addresses before touching it. */
const EMAIL_MAX_LENGTH = 255

/** `/auth/v1/*`: the GoTrue subset supabase-js uses (reference A.3). */
export async function handleAuth(ctx: RequestContext, auth: AuthContext): Promise<void> {
  ctx.res.setHeader('X-Supabase-Api-Version', API_VERSION)
  try {
    const route = `${ctx.method} ${ctx.path}`
    switch (route) {
      case 'POST /signup':
        return await signup(ctx, auth, await readObject(ctx))
      case 'POST /token':
        return await token(ctx, auth, await readObject(ctx))
      case 'GET /user':
        return await getUser(ctx, auth)
      case 'PUT /user':
        return await updateUser(ctx, auth, await readObject(ctx))
      case 'POST /logout':
        return await logout(ctx, auth)
      case 'GET /verify':
        return await verifyLink(ctx, auth)
      case 'POST /verify':
        return await verifyToken(ctx, auth, await readObject(ctx))
      case 'POST /recover':
        return await recover(ctx, auth, await readObject(ctx))
      case 'POST /resend':
        return await resend(ctx, auth, await readObject(ctx))
      case 'GET /settings':
        return sendJson(ctx.res, 200, settings(auth))
      case 'GET /health':
        return sendJson(ctx.res, 200, {
          version: 'local',
          name: 'GoTrue',
          description: 'GoTrue is a user registration and authentication API',
        })
      case 'GET /.well-known/jwks.json':
        return sendJson(ctx.res, 200, { keys: [] })
      default:
        throw new AuthError(404, 'not_found', 'Not found')
    }
  } catch (error) {
    sendAuthError(ctx.req, ctx.res, error)
  }
}

async function readObject(ctx: RequestContext): Promise<Body> {
  const body = (await readJson(ctx.req)) ?? {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return body as Body
}

async function signup(ctx: RequestContext, auth: AuthContext, body: Body) {
  if (!auth.config.enableSignup) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
  }
  const password = text(body.password)
  if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password')
  checkPassword(auth, password)
  const email = text(body.email).trim().toLowerCase()
  if (!email) throw new AuthError(400, 'validation_failed', 'To signup, please provide your email')
  if (email.length > EMAIL_MAX_LENGTH) {
    throw new AuthError(400, 'validation_failed', 'An email address is too long')
  }
  if (!EMAIL_PATTERN.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  const data = metadataOf(body.data) ?? {}
  const redirect = allowedRedirect(auth, ctx.url.searchParams.get('redirect_to'))
  const existing = await auth.store.userByEmail(email)

  if (!auth.config.enableConfirmations) {
    if (existing) throw alreadyRegistered()
    const passwordHash = await bcrypt.hash(password, BCRYPT_COST)
    const session = await createOnce(auth, async (tx) => {
      const created = await auth.store.createUser(tx, {
        email,
        passwordHash,
        confirmed: true,
        data,
      })
      await auth.store.recordSignIn(tx, created.id)
      const ids = await auth.store.createSession(tx, created.id)
      const user = (await auth.store.userById(created.id, tx))!
      const identities = await auth.store.identities(created.id, tx)
      return sessionJson(auth.tokenOptions('password'), user, identities, {
        ...ids,
        authenticatedAt: new Date(),
      })
    })
    return sendJson(ctx.res, 200, session)
  }

  // With confirmations on, an address already confirmed gets a look-alike answer, not an error.
  if (existing?.email_confirmed_at) return sendJson(ctx.res, 200, obfuscatedUser(data))
  const passwordHash = existing ? undefined : await bcrypt.hash(password, BCRYPT_COST)
  const user = await createOnce(auth, async (tx) => {
    const target: UserRow =
      existing ??
      (await auth.store.createUser(tx, {
        email,
        passwordHash: passwordHash!,
        confirmed: false,
        data,
      }))
    await sendLink(auth, tx, target, 'signup', redirect)
    return (await auth.store.userById(target.id, tx))!
  })
  sendJson(ctx.res, 200, userJson(user, await auth.store.identities(user.id)))
}

const alreadyRegistered = () => new AuthError(422, 'user_already_exists', 'User already registered')

/**
 * Runs a sign-up transaction. Two sign-ups with one address can both pass the existence check;
 * the unique index then refuses the second, which gets the answer a later sign-up would get.
 */
async function createOnce<T>(auth: AuthContext, fn: (tx: DbTransaction) => Promise<T>): Promise<T> {
  try {
    return await auth.db.transaction(fn)
  } catch (error) {
    if (error instanceof DbError && error.code === '23505') throw alreadyRegistered()
    throw error
  }
}

/** GoTrue's sanitizeUser: a random id, no identities, no timestamps that would give it away. */
function obfuscatedUser(data: Body) {
  const now = new Date().toISOString()
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email: '',
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

function settings(auth: AuthContext) {
  return {
    external: { email: true, phone: false, anonymous_users: false, google: false, github: false },
    disable_signup: !auth.config.enableSignup,
    mailer_autoconfirm: !auth.config.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  }
}
