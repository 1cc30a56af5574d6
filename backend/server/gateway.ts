import type { IncomingMessage } from 'node:http'
import { header } from './http.ts'
import { verifyJwt, type JwtClaims } from './jwt.ts'
import { RestError } from './rest-errors.ts'

/** The CLI's hard-coded new-format keys, which its Kong swaps for the legacy JWTs (reference C.2). */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/** The roles a request's JWT may switch to (PostgREST's authenticator and Storage alike). */
export const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role'])

export type Keys = { anonKey: string; serviceRoleKey: string; jwtSecret: string }

export type GatewayRefusal = { status: 401; body: { message: string; hint: string } }

function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  return header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined
}

/** Kong's key-auth step: a request must carry a key this project issued. */
export function checkApiKey(req: IncomingMessage, url: URL, keys: Keys): GatewayRefusal | null {
  const key = apiKeyOf(req, url)
  if (!key) {
    return {
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    }
  }
  if (key === PUBLISHABLE_KEY || key === SECRET_KEY || verifyJwt(key, keys.jwtSecret).ok) {
    return null
  }
  return {
    status: 401,
    body: {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    },
  }
}

/** The Bearer token the API sees: new-format keys are swapped for the JWTs, as Kong does. */
export function bearerToken(req: IncomingMessage, url: URL, keys: Keys): string | undefined {
  const authorization = header(req, 'authorization')
  const bearer = authorization?.match(/^Bearer\s*(.*)$/i)?.[1]?.trim()
  const token = authorization === undefined ? apiKeyOf(req, url) : (bearer ?? authorization)
  if (token === PUBLISHABLE_KEY) return keys.anonKey
  if (token === SECRET_KEY) return keys.serviceRoleKey
  return token
}

/** PostgREST's authentication: no token means anon; a bad one is refused with PGRST301/303. */
export function restClaims(token: string | undefined, secret: string): JwtClaims {
  if (token === undefined) return { role: 'anon' }
  if (token === '')
    throw new RestError(401, 'PGRST301', 'Empty JWT is sent in Authorization header')
  const result = verifyJwt(token, secret)
  if (!result.ok) {
    const claimsFailure = ['claims', 'expired', 'future'].includes(result.reason)
    const code = claimsFailure ? 'PGRST303' : 'PGRST301'
    throw new RestError(401, code, result.message)
  }
  const role = result.claims.role ?? 'anon'
  // Like PostgREST's authenticator, which is a member of the API roles only.
  if (!API_ROLES.has(role)) {
    throw new RestError(403, '42501', `permission denied to set role "${role}"`)
  }
  return { ...result.claims, role }
}
