import { clientKey } from './http.ts'

/** `[auth.rate_limit]` of supabase/config.toml: per client address and 5 minutes, e-mail per hour. */
export type RateLimitConfig = {
  emailSent: number
  smsSent: number
  anonymousUsers: number
  tokenRefresh: number
  signInSignUps: number
  tokenVerifications: number
  web3: number
}

// The Supabase CLI template's values (apps/cli-go/pkg/config/templates/config.toml).
export const RATE_LIMIT_DEFAULTS: RateLimitConfig = {
  emailSent: 2,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  web3: 30,
}

/** The limits this backend enforces; null = not applied. */
export type EffectiveRateLimits = {
  /** GET and POST /verify, per client address and 5 minutes. */
  tokenVerifications: number | null
  /** POST /signup, /recover, /resend and PUT /user (GoTrue's OTP limiter), per address, 5 min. */
  signInSignUps: number | null
  /** POST /token, every grant (password and refresh_token), per address and 5 minutes. */
  tokenRefresh: number | null
  /** Auth e-mails (confirmation, recovery), project-wide, per hour. */
  emailSent: number | null
  /** POST /factors/{id}/challenge, per address and minute (GoTrue's FactorChallenge limiter). */
  factorChallenge?: number | null
  /** POST /factors/{id}/verify, per address and minute (GoTrue's FactorVerify limiter). */
  factorVerify?: number | null
}

export type RateLimitName = keyof EffectiveRateLimits

export const RATE_LIMITS_OFF: EffectiveRateLimits = {
  tokenVerifications: null,
  signInSignUps: null,
  tokenRefresh: null,
  emailSent: null,
  factorChallenge: null,
  factorVerify: null,
}

/**
 * GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY default, per address and minute. Neither the CLI's
 * config.toml nor `supabase start` sets it, so it is fixed here too.
 */
export const FACTOR_REQUESTS_PER_MINUTE = 15

/**
 * What `supabase start` applies for a config: the per-address limits always; `email_sent` only
 * with a custom SMTP server (`[auth.email.smtp]`), since mail to the local Mailpit is not limited.
 * sms_sent, anonymous_users and web3 limit features this backend does not have.
 */
export function rateLimitsOf(config: RateLimitConfig, customSmtp: boolean): EffectiveRateLimits {
  return {
    tokenVerifications: config.tokenVerifications,
    signInSignUps: config.signInSignUps,
    tokenRefresh: config.tokenRefresh,
    emailSent: customSmtp ? config.emailSent : null,
    factorChallenge: FACTOR_REQUESTS_PER_MINUTE,
    factorVerify: FACTOR_REQUESTS_PER_MINUTE,
  }
}

/** GoTrue's buckets (tollbooth) hold at most 30 requests, whatever the rate. */
const BURST = 30
const WINDOW_MS: Record<RateLimitName, number> = {
  tokenVerifications: 5 * 60_000,
  signInSignUps: 5 * 60_000,
  tokenRefresh: 5 * 60_000,
  emailSent: 60 * 60_000,
  factorChallenge: 60_000,
  factorVerify: 60_000,
}
/** Buckets that hold GoTrue's full burst of 30 whatever their rate (SetBurst(30) on 15 a minute). */
const FULL_BURST = new Set<RateLimitName>(['factorChallenge', 'factorVerify'])
/** Buckets kept before full ones (idle clients) are dropped. */
const MAX_BUCKETS = 10_000

type Bucket = { tokens: number; at: number }

/**
 * Token buckets as GoTrue keeps them: each holds min(limit, 30) requests and refills at `limit`
 * per window, so a client gets a burst and then the configured rate.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    readonly limits: EffectiveRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes one request from the bucket of `name` and `key`; false when empty. A key that is a
   * client address counts by `clientKey`, so IPv6 clients of one /64 share a bucket.
   */
  allow(name: RateLimitName, key: string): boolean {
    const limit = this.limits[name]
    if (limit === null || limit === undefined) return true
    const capacity = FULL_BURST.has(name) ? BURST : Math.min(limit, BURST)
    const now = this.now()
    const id = `${name} ${clientKey(key)}`
    const bucket = this.buckets.get(id) ?? { tokens: capacity, at: now }
    const refilled = ((now - bucket.at) * limit) / WINDOW_MS[name]
    bucket.tokens = Math.min(capacity, bucket.tokens + Math.max(0, refilled))
    bucket.at = now
    const allowed = bucket.tokens >= 1
    if (allowed) bucket.tokens -= 1
    if (!this.buckets.has(id) && this.buckets.size >= MAX_BUCKETS) this.dropFull(now)
    this.buckets.set(id, bucket)
    return allowed
  }

  /** Forgets buckets untouched for a whole window: they are full again, as a new one would be. */
  private dropFull(now: number) {
    for (const [id, bucket] of this.buckets) {
      const name = id.slice(0, id.indexOf(' ')) as RateLimitName
      if (now - bucket.at >= WINDOW_MS[name]) this.buckets.delete(id)
    }
  }
}

/** One line per limit, for the start banner. */
export function describeRateLimits(limits: EffectiveRateLimits, customSmtp: boolean): string[] {
  const perAddress = (value: number | null, what: string) =>
    value === null
      ? `${what}: off`
      : `${what}: ${value} per 5 min per address${value > BURST ? ` (bursts up to ${BURST})` : ''}`
  return [
    perAddress(limits.tokenVerifications, 'token_verifications (/verify)'),
    perAddress(limits.signInSignUps, 'sign_in_sign_ups (/signup, /recover, /resend, PUT /user)'),
    perAddress(limits.tokenRefresh, 'token_refresh (/token: password and refresh)'),
    limits.emailSent === null
      ? `email_sent: not applied${customSmtp ? '' : ' (no custom SMTP, as on the CLI)'}`
      : `email_sent: ${limits.emailSent} per hour, project-wide`,
    limits.factorVerify == null
      ? 'MFA challenge and verify: off'
      : `MFA challenge and verify (/factors/{id}/…): ${limits.factorVerify} per minute per address each (bursts up to ${BURST})`,
  ]
}
