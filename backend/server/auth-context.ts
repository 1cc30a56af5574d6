import type { DbConnection } from '../db/connection.ts'
import type { AuthStore } from './auth-store.ts'
import type { AuthConfig } from './config.ts'
import type { Keys } from './gateway.ts'
import type { WrongCodeCounter } from './link-lockout.ts'
import type { MailOutbox } from './mail-outbox.ts'
import type { RateLimiter } from './rate-limits.ts'

/** What the auth routes share: the store, the outbox, settings and the signing options. */
export type AuthContext = {
  db: DbConnection
  store: AuthStore
  outbox: MailOutbox
  keys: Keys
  config: AuthConfig
  /** `[auth.rate_limit]`, or what the test backend chose instead. */
  limiter: RateLimiter
  wrongCodes: WrongCodeCounter
  /** The API's own URL (`http://127.0.0.1:54321`), used in mail links and as the JWT issuer. */
  publicUrl: string
  tokenOptions: (method: 'password' | 'otp') => {
    secret: string
    issuer: string
    expiry: number
    method: 'password' | 'otp'
  }
}

export function createAuthContext(parts: Omit<AuthContext, 'tokenOptions'>): AuthContext {
  return {
    ...parts,
    tokenOptions: (method) => ({
      secret: parts.keys.jwtSecret,
      issuer: `${parts.publicUrl}/auth/v1`,
      expiry: parts.config.jwtExpiry,
      method,
    }),
  }
}
