import { createHmac, timingSafeEqual } from 'node:crypto'

/** The Supabase CLI's default local secret (reference C.2). */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export type JwtClaims = Record<string, unknown> & {
  role?: string
  sub?: string
  exp?: number
  iat?: number
  session_id?: string
}

const HEADER = { alg: 'HS256', typ: 'JWT' }

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url')
}

function hmac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest()
}

/** Key order matters: the legacy API keys must come out byte-identical to the CLI's. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${base64url(JSON.stringify(HEADER))}.${base64url(JSON.stringify(claims))}`
  return `${body}.${hmac(secret, body).toString('base64url')}`
}

/** The legacy anon / service_role keys: claims exactly as `supabase start` signs them. */
export function apiKey(role: 'anon' | 'service_role', secret: string): string {
  return signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, secret)
}

export type JwtResult =
  | { ok: true; claims: JwtClaims }
  | {
      ok: false
      reason: 'malformed' | 'signature' | 'claims' | 'expired' | 'future'
      message: string
    }

/** Verifies an HS256 token; messages follow PostgREST's wording (reference B.5). */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): JwtResult {
  const parts = token.split('.')
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'malformed',
      message: `Expected 3 parts in JWT; got ${parts.length}`,
    }
  }
  const [head, body, signature] = parts as [string, string, string]
  let header: unknown
  let claims: unknown
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' }
  }
  if (!isObject(header) || header.alg !== 'HS256' || !isObject(claims)) {
    return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' }
  }
  const expected = hmac(secret, `${head}.${body}`)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' }
  }
  const typed = claims as JwtClaims
  // A string `exp` would otherwise skip the expiry check and never expire.
  for (const name of ['exp', 'iat'] as const) {
    if (typed[name] !== undefined && typeof typed[name] !== 'number') {
      return { ok: false, reason: 'claims', message: `The JWT '${name}' claim must be a number` }
    }
  }
  // 30 s of clock skew, as PostgREST allows.
  if (typeof typed.exp === 'number' && nowSeconds - 30 >= typed.exp) {
    return { ok: false, reason: 'expired', message: 'JWT expired' }
  }
  if (typeof typed.iat === 'number' && typed.iat > nowSeconds + 30) {
    return { ok: false, reason: 'future', message: 'JWT issued at future' }
  }
  return { ok: true, claims: typed }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
