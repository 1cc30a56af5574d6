import type { IncomingMessage, ServerResponse } from 'node:http'
import { DbError, DbUnavailableError } from '../db/connection.ts'
import type { FactorSummary, IdentityRow, UserRow } from './auth-store.ts'
import { header, HttpError, sendJson } from './http.ts'
import { signJwt } from './jwt.ts'

export const API_VERSION = '2024-01-01'

/** A parsed JSON request body. */
export type Body = Record<string, unknown>

/** A body field as a string ('' when absent or not a string). */
/** GoTrue's address check, and auth.users.email's varchar(255), which it checks before storing. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAX_LENGTH = 255

export const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The `data` (user metadata) field: a plain object, or absent/null; anything else → 400. */
export function metadataOf(value: unknown): Body | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'validation_failed', 'User metadata (data) must be a JSON object')
  }
  return value as Body
}

/** A GoTrue error: `errorCode` is the error_code string (reference A.0). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/**
 * GoTrue's 500 when the database refuses a change, e.g. a trigger's `raise` (the last admin's
 * ban). The versioned envelope (supabase-js) says only `message`; without the version header,
 * GoTrue answers with the Postgres error itself when its code is one users may see (utilities/
 * postgres.go: P0001 and integrity violations give 500, `PTnnn` gives status nnn).
 */
export class DatabaseRefusalError extends AuthError {
  constructor(
    message: string,
    readonly refusal: DbError,
  ) {
    super(500, 'unexpected_failure', message)
  }

  /** The legacy answer: the Postgres error, or undefined when GoTrue keeps it to its logs. */
  postgresAnswer(): { status: number; body: Record<string, string> } | undefined {
    const { code, message, hint, detail } = this.refusal
    const custom = /^PT(\d{3})$/.exec(code)?.[1]
    const isShown = /^(P0001|23000|23001|23502|23503|23505|23514|23P01)$/.test(code)
    const status = custom ? Number(custom) : isShown ? 500 : undefined
    if (!status) return undefined
    return { status, body: { code, message, ...(hint && { hint }), ...(detail && { detail }) } }
  }
}

/** Sends the envelope the request's X-Supabase-Api-Version asks for, with `x-sb-error-code`. */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const authError = toAuthError(error)
  const headers = { 'x-sb-error-code': authError.errorCode }
  const versioned = /^\d{4}-\d{2}-\d{2}$/.test(header(req, 'x-supabase-api-version') ?? '')
  const postgres = authError instanceof DatabaseRefusalError && authError.postgresAnswer()
  if (!versioned && postgres) return sendJson(res, postgres.status, postgres.body, headers)
  const body = versioned
    ? { code: authError.errorCode, message: authError.message, ...authError.extra }
    : {
        code: authError.status,
        error_code: authError.errorCode,
        msg: authError.message,
        ...authError.extra,
      }
  sendJson(res, authError.status, body, headers)
}

function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error
  if (error instanceof HttpError) return new AuthError(error.status, error.errorCode, error.message)
  // 503, not 500: auth-js retries it instead of dropping the stored session.
  const unavailable = error instanceof DbUnavailableError
  if (unavailable) console.error('[backend] database unavailable:', error.message)
  else console.error('[backend] unexpected auth error:', error)
  return new AuthError(
    unavailable ? 503 : 500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
    {
      error_id: crypto.randomUUID(),
    },
  )
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : undefined)

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  }
}

/** GoTrue's Factor JSON: an empty friendly name is left out, `phone` is "" for TOTP. */
export function factorJson(factor: FactorSummary) {
  return {
    id: factor.id,
    created_at: iso(new Date(factor.created_at)),
    updated_at: iso(new Date(factor.updated_at)),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: '',
    last_challenged_at: factor.last_challenged_at ? iso(new Date(factor.last_challenged_at)) : null,
  }
}

/** GoTrue's user object; undefined fields are left out of the JSON like its omitempty fields. */
export function userJson(user: UserRow, identities: IdentityRow[]) {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
    // All factors, unverified ones too (listFactors sorts them); left out when there are none.
    factors: user.factors?.length ? user.factors.map(factorJson) : undefined,
  }
}

/** One `amr` entry of an access token: how and when (unix seconds) the session authenticated. */
export type AmrEntry = { method: string; timestamp: number }

/** A session's assurance level and authentication methods, most recent first. */
export type Assurance = { aal: 'aal1' | 'aal2'; amr: AmrEntry[] }

export type SessionJson = {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: ReturnType<typeof userJson>
}

/**
 * Signs the access token with GoTrue's claims (reference A.2) and wraps it in a session.
 * `assurance` comes from the session's recorded claims; without it the token is aal1, signed in
 * by `options.method` at `authenticatedAt`.
 */
export function sessionJson(
  options: { secret: string; issuer: string; expiry: number; method: 'password' | 'otp' },
  user: UserRow,
  identities: IdentityRow[],
  session: {
    sessionId: string
    refreshToken: string
    authenticatedAt: Date
    assurance?: Assurance
  },
): SessionJson {
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + options.expiry
  const accessToken = signJwt(
    {
      iss: options.issuer,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: session.assurance?.aal ?? 'aal1',
      amr: session.assurance?.amr ?? [
        { method: options.method, timestamp: Math.floor(session.authenticatedAt.getTime() / 1000) },
      ],
      session_id: session.sessionId,
      is_anonymous: user.is_anonymous,
    },
    options.secret,
  )
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: options.expiry,
    expires_at: exp,
    refresh_token: session.refreshToken,
    user: userJson(user, identities),
  }
}
