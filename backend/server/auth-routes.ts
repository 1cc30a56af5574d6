import bcrypt from 'bcryptjs'
import { DbError, type DbTransaction } from '../db/connection.ts'
import {
  adminOnly,
  createUserAsAdmin,
  deleteUserAsAdmin,
  getUserAsAdmin,
  listUsersAsAdmin,
  updateUserAsAdmin,
} from './auth-admin-routes.ts'
import type { AuthContext } from './auth-context.ts'
import { BCRYPT_COST, checkPassword } from './auth-password.ts'
import { linkRedirect, sendLink } from './auth-links.ts'
import {
  AuthError,
  API_VERSION,
  DatabaseRefusalError,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  metadataOf,
  sendAuthError,
  sessionJson,
  text,
  userJson,
  type Body,
} from './auth-shapes.ts'
import { invite } from './auth-invite-routes.ts'
import { recover, resend, verifyLink, verifyToken } from './auth-link-routes.ts'
import { localResetFactors, localTotpCodes } from './auth-mfa-local-routes.ts'
import { challengeFactor, enrollFactor, unenrollFactor } from './auth-mfa-routes.ts'
import { verifyFactor } from './auth-mfa-verify.ts'
import { token } from './auth-token-routes.ts'
import type { UserRow } from './auth-store.ts'
import { logout, getUser, updateUser } from './auth-user-routes.ts'
import { clientAddress, readJson, sendJson, type RequestContext } from './http.ts'
import type { RateLimitName } from './rate-limits.ts'

type AuthHandler = (ctx: RequestContext, auth: AuthContext) => Promise<void> | void

/** What answers one method of a path, and the `[auth.rate_limit]` bucket it draws from. */
type AuthEndpoint = { handle: AuthHandler; rateLimit?: RateLimitName }

type AuthPath = {
  /**
   * Let through without an apikey, whatever the method, as the CLI's Kong does (`auth-v1-open*`):
   * e-mail links and OAuth redirects arrive from a browser, which has no key to send.
   */
  isOpen?: boolean
  methods: Record<string, AuthEndpoint>
}

/** A handler that takes the request's JSON object body. */
const withBody =
  (handle: (ctx: RequestContext, auth: AuthContext, body: Body) => Promise<void>): AuthHandler =>
  async (ctx, auth) =>
    handle(ctx, auth, await readObject(ctx))

/**
 * `/auth/v1/*`: the GoTrue subset supabase-js uses (reference A.3), with the rate limits of
 * GoTrue's api.go. /callback and /authorize (OAuth) are open at the gateway but not served here.
 */
const AUTH_ROUTES: Record<string, AuthPath> = {
  '/signup': { methods: { POST: { handle: withBody(signup), rateLimit: 'signInSignUps' } } },
  '/token': { methods: { POST: { handle: withBody(token), rateLimit: 'tokenRefresh' } } },
  '/user': {
    methods: {
      GET: { handle: getUser },
      PUT: { handle: withBody(updateUser), rateLimit: 'signInSignUps' },
    },
  },
  '/logout': { methods: { POST: { handle: logout } } },
  '/verify': {
    isOpen: true,
    methods: {
      GET: { handle: verifyLink, rateLimit: 'tokenVerifications' },
      POST: { handle: withBody(verifyToken), rateLimit: 'tokenVerifications' },
    },
  },
  '/recover': { methods: { POST: { handle: withBody(recover), rateLimit: 'signInSignUps' } } },
  // Two-factor sign-in; the challenge and verify limits apply inside, after the factor is found.
  '/factors': { methods: { POST: { handle: withBody(enrollFactor) } } },
  '/resend': { methods: { POST: { handle: withBody(resend), rateLimit: 'signInSignUps' } } },
  // Service role only; GoTrue limits it by the e-mail rate limit alone (in sendLink).
  '/invite': { methods: { POST: { handle: withBody(invite) } } },
  // GoTrue's admin API (service role only); one user's path is in adminUserPathOf.
  '/admin/users': {
    methods: {
      GET: { handle: adminOnly(listUsersAsAdmin) },
      POST: { handle: adminOnly(withBody(createUserAsAdmin)) },
    },
  },
  '/settings': {
    methods: { GET: { handle: (ctx, auth) => sendJson(ctx.res, 200, settings(auth)) } },
  },
  '/health': {
    isOpen: true,
    methods: {
      GET: {
        handle: (ctx) =>
          sendJson(ctx.res, 200, {
            version: 'local',
            name: 'GoTrue',
            description: 'GoTrue is a user registration and authentication API',
          }),
      },
    },
  },
  '/.well-known/jwks.json': {
    isOpen: true,
    methods: { GET: { handle: (ctx) => sendJson(ctx.res, 200, { keys: [] }) } },
  },
  '/callback': { isOpen: true, methods: {} },
  '/authorize': { isOpen: true, methods: {} },
}

/** The entry of `path`; request paths always start with `/`, so no inherited key matches. */
const authPathOf = (path: string) =>
  Object.hasOwn(AUTH_ROUTES, path)
    ? AUTH_ROUTES[path]
    : (factorPathOf(path) ?? adminUserPathOf(path))

/** `/admin/users/{id}`: one user through the admin API, service role only. */
function adminUserPathOf(path: string): AuthPath | undefined {
  const id = /^\/admin\/users\/([^/]+)$/.exec(path)?.[1]
  if (id === undefined) return undefined
  return {
    methods: {
      GET: { handle: adminOnly((ctx, auth) => getUserAsAdmin(ctx, auth, id)) },
      PUT: {
        handle: adminOnly(withBody((ctx, auth, body) => updateUserAsAdmin(ctx, auth, id, body))),
      },
      DELETE: {
        handle: adminOnly(withBody((ctx, auth, body) => deleteUserAsAdmin(ctx, auth, id, body))),
      },
    },
  }
}

/**
 * Paths that carry an id: `/factors/{id}` and its challenge and verify, and the local-only
 * `/local/users/{id}/…` that `npm run admin -- code|reset-factors` calls (not GoTrue routes).
 */
function factorPathOf(path: string): AuthPath | undefined {
  const factor = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path)
  if (factor) {
    const id = factor[1]!
    if (factor[2] === '/challenge') {
      return { methods: { POST: { handle: (ctx, auth) => challengeFactor(ctx, auth, id) } } }
    }
    if (factor[2] === '/verify') {
      const handle = withBody((ctx, auth, body) => verifyFactor(ctx, auth, id, body))
      return { methods: { POST: { handle } } }
    }
    return { methods: { DELETE: { handle: (ctx, auth) => unenrollFactor(ctx, auth, id) } } }
  }
  const local = /^\/local\/users\/([^/]+)\/(totp-codes|factors)$/.exec(path)
  if (!local) return undefined
  const userId = local[1]!
  return local[2] === 'totp-codes'
    ? { methods: { GET: { handle: (ctx, auth) => localTotpCodes(ctx, auth, userId) } } }
    : { methods: { DELETE: { handle: (ctx, auth) => localResetFactors(ctx, auth, userId) } } }
}

/** Whether the gateway lets `/auth/v1{path}` through without an apikey. */
export function isOpenAuthPath(path: string): boolean {
  return authPathOf(path)?.isOpen === true
}

export async function handleAuth(ctx: RequestContext, auth: AuthContext): Promise<void> {
  ctx.res.setHeader('X-Supabase-Api-Version', API_VERSION)
  try {
    const methods = authPathOf(ctx.path)?.methods
    const endpoint = methods && Object.hasOwn(methods, ctx.method) ? methods[ctx.method] : undefined
    // Before anything else, as GoTrue's limiter middleware: refused requests count too.
    if (endpoint?.rateLimit && !auth.limiter.allow(endpoint.rateLimit, clientAddress(ctx.req))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
    }
    if ([...ctx.url.searchParams].some(([name, value]) => containsNul([name, value]))) {
      throw nulRefused()
    }
    if (!endpoint) throw new AuthError(404, 'not_found', 'Not found')
    await endpoint.handle(ctx, auth)
  } catch (error) {
    sendAuthError(ctx.req, ctx.res, error)
  }
}

async function readObject(ctx: RequestContext): Promise<Body> {
  const body = (await readJson(ctx.req)) ?? {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  }
  if (containsNul(body)) throw nulRefused()
  return body as Body
}

/** Whether a JSON value holds U+0000 in a string or a key: Postgres text and jsonb refuse it. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item))
  }
  return false
}

// Postgres refuses U+0000 in text and jsonb, which surfaced as a 500. GoTrue has no code of its
// own for it; validation_failed is the nearest (documented in docs/local-backend.md, Refused input).
const nulRefused = () =>
  new AuthError(
    400,
    'validation_failed',
    'Request contains a NUL character (\\u0000), which is not allowed',
  )

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
  const redirect = linkRedirect(auth, ctx.url)
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
      const ids = await auth.store.createSession(tx, created.id, 'password')
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
    // A trigger's refusal (an address with a pending admin invitation): GoTrue's 500.
    if (error instanceof DbError)
      throw new DatabaseRefusalError('Database error saving new user', error)
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
