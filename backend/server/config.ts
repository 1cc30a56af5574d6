import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse, type TomlTableWithoutBigInt, type TomlValueWithoutBigInt } from 'smol-toml'
import { RATE_LIMIT_DEFAULTS, type RateLimitConfig } from './rate-limits.ts'

/** The few `supabase/config.toml` settings the local auth honours. */
export type AuthConfig = {
  siteUrl: string
  additionalRedirectUrls: string[]
  jwtExpiry: number
  enableSignup: boolean
  enableConfirmations: boolean
  minimumPasswordLength: number
  refreshTokenReuseInterval: number
  rateLimit: RateLimitConfig
  /** `[auth.email.smtp] enabled`: the CLI applies `email_sent` only with a custom SMTP server. */
  customSmtp: boolean
  /** `[auth.email] otp_length`: digits of the code behind every e-mail link (6 to 10). */
  otpLength: number
  /** `[auth.email] otp_expiry`: seconds an e-mail link or code stays valid. */
  otpExpiry: number
  /** `[auth.mfa]`: TOTP factors (the only kind this backend has), as GoTrue's MFA settings. */
  mfa: {
    maxEnrolledFactors: number
    totp: { enrollEnabled: boolean; verifyEnabled: boolean }
  }
  /** `[auth.hook.*]`: the auth hooks this backend calls, when enabled (Postgres functions only). */
  hooks: { mfaVerificationAttempt?: PostgresHook }
}

/** A `pg-functions://` hook and the function it names, quoted as GoTrue quotes it. */
export type PostgresHook = { uri: string; functionName: string }

// The `supabase init` template defaults (reference C.3).
const DEFAULTS: AuthConfig = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: ['https://127.0.0.1:3000'],
  jwtExpiry: 3600,
  enableSignup: true,
  enableConfirmations: false,
  minimumPasswordLength: 6,
  refreshTokenReuseInterval: 10,
  rateLimit: RATE_LIMIT_DEFAULTS,
  customSmtp: false,
  otpLength: 6,
  otpExpiry: 3600,
  // The CLI template turns TOTP off; a project turns it on in [auth.mfa.totp].
  mfa: { maxEnrolledFactors: 10, totp: { enrollEnabled: false, verifyEnabled: false } },
  hooks: {},
}

/** supabase/config.toml of this project, wherever the process was started from. */
export const PROJECT_CONFIG = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url))

export function loadAuthConfig(path = PROJECT_CONFIG): AuthConfig {
  if (!existsSync(path)) return { ...DEFAULTS, hooks: {} }
  const setting = readSettings(path)
  const limit = (name: string, fallback: number) =>
    setting(`auth.rate_limit.${name}`, 'count', fallback)
  const limits = RATE_LIMIT_DEFAULTS
  return {
    siteUrl: setting('auth.site_url', 'string', DEFAULTS.siteUrl),
    additionalRedirectUrls: setting(
      'auth.additional_redirect_urls',
      'strings',
      DEFAULTS.additionalRedirectUrls,
    ),
    jwtExpiry: setting('auth.jwt_expiry', 'count', DEFAULTS.jwtExpiry),
    enableSignup: setting('auth.enable_signup', 'boolean', DEFAULTS.enableSignup),
    enableConfirmations: setting(
      'auth.email.enable_confirmations',
      'boolean',
      DEFAULTS.enableConfirmations,
    ),
    minimumPasswordLength: setting(
      'auth.minimum_password_length',
      'count',
      DEFAULTS.minimumPasswordLength,
    ),
    refreshTokenReuseInterval: setting(
      'auth.refresh_token_reuse_interval',
      'count',
      DEFAULTS.refreshTokenReuseInterval,
    ),
    rateLimit: {
      emailSent: limit('email_sent', limits.emailSent),
      smsSent: limit('sms_sent', limits.smsSent),
      anonymousUsers: limit('anonymous_users', limits.anonymousUsers),
      tokenRefresh: limit('token_refresh', limits.tokenRefresh),
      signInSignUps: limit('sign_in_sign_ups', limits.signInSignUps),
      tokenVerifications: limit('token_verifications', limits.tokenVerifications),
      web3: limit('web3', limits.web3),
    },
    customSmtp: setting('auth.email.smtp.enabled', 'boolean', DEFAULTS.customSmtp),
    otpLength: otpLengthOf(setting('auth.email.otp_length', 'count', DEFAULTS.otpLength), path),
    // GoTrue reads 0 as its own default, a day.
    otpExpiry: setting('auth.email.otp_expiry', 'count', DEFAULTS.otpExpiry) || 86_400,
    mfa: mfaSettings(setting, path),
    hooks: {
      mfaVerificationAttempt: postgresHook(setting, 'auth.hook.mfa_verification_attempt', path),
    },
  }
}

// GoTrue's check of a pg-functions URI's schema and function names (conf.postgresNamesRegexp).
const POSTGRES_NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/

/**
 * An enabled hook's function, as GoTrue reads `pg-functions://<database>/<schema>/<function>`.
 * HTTP hooks are refused: this backend calls Postgres functions only.
 */
function postgresHook(
  setting: ReturnType<typeof readSettings>,
  key: string,
  path: string,
): PostgresHook | undefined {
  if (!setting(`${key}.enabled`, 'boolean', false)) return undefined
  const uri = setting(`${key}.uri`, 'string', '')
  const match = /^pg-functions:\/\/[^/]*\/([^/]+)\/([^/]+)$/.exec(uri)
  if (!match || !POSTGRES_NAME.test(match[1]!) || !POSTGRES_NAME.test(match[2]!)) {
    throw new Error(
      `${path}: ${key}.uri must be pg-functions://postgres/<schema>/<function> (the local backend calls Postgres hooks only), not ${JSON.stringify(uri)}`,
    )
  }
  return { uri, functionName: `"${match[1]}"."${match[2]}"` }
}

function mfaSettings(setting: ReturnType<typeof readSettings>, path: string): AuthConfig['mfa'] {
  const defaults = DEFAULTS.mfa
  const totp = {
    enrollEnabled: setting('auth.mfa.totp.enroll_enabled', 'boolean', defaults.totp.enrollEnabled),
    verifyEnabled: setting('auth.mfa.totp.verify_enabled', 'boolean', defaults.totp.verifyEnabled),
  }
  // The CLI refuses this config: an enrolled factor could never be used.
  if (totp.enrollEnabled && !totp.verifyEnabled) {
    throw new Error(`${path}: auth.mfa.totp.enroll_enabled requires verify_enabled`)
  }
  return {
    maxEnrolledFactors: setting(
      'auth.mfa.max_enrolled_factors',
      'count',
      defaults.maxEnrolledFactors,
    ),
    totp,
  }
}

/**
 * GoTrue quietly uses 6 digits for a length outside 6 to 10; refused here instead, so the local
 * backend never makes shorter codes than the file says.
 */
function otpLengthOf(length: number, path: string): number {
  if (length < 6 || length > 10) {
    throw new Error(`${path}: auth.email.otp_length must be between 6 and 10, not ${length}`)
  }
  return length
}

/** The `[api]` settings the local database platform honours. */
export type ApiConfig = {
  /** Older hosted projects grant new public tables and functions to the API roles (true). */
  autoExposeNewTables: boolean
}

export function readApiConfig(path = PROJECT_CONFIG): ApiConfig {
  // A new hosted project's default is not to expose new tables.
  if (!existsSync(path)) return { autoExposeNewTables: false }
  return { autoExposeNewTables: readSettings(path)('api.auto_expose_new_tables', 'boolean', false) }
}

/** `[api] schemas`: the schemas the API serves, which `supabase gen types` types too; [] if unset. */
export function readApiSchemas(path = PROJECT_CONFIG): string[] {
  if (!existsSync(path)) return []
  return readSettings(path)('api.schemas', 'strings', [])
}

/** The value types of the settings read here. */
type Kinds = { string: string; strings: string[]; boolean: boolean; count: number }
type Kind = keyof Kinds

// The CLI decodes these settings into Go strings, bools and uints: it refuses what does not fit.
const KIND_CHECKS: { [K in Kind]: { is: (value: unknown) => value is Kinds[K]; name: string } } = {
  string: { is: (value) => typeof value === 'string', name: 'a string' },
  strings: {
    is: (value): value is string[] =>
      Array.isArray(value) && value.every((item) => typeof item === 'string'),
    name: 'an array of strings',
  },
  boolean: { is: (value) => typeof value === 'boolean', name: 'true or false' },
  count: {
    is: (value): value is number => Number.isInteger(value) && (value as number) >= 0,
    name: 'a whole number (0 or more)',
  },
}

/**
 * Parses the TOML file at `path` and returns a reader of its settings by dotted key
 * (`auth.email.enable_confirmations`): a missing setting gives the fallback, one of another type
 * throws, naming the key and the file, so a mistyped value never silently becomes the default.
 */
function readSettings(path: string) {
  const fail = (message: string): never => {
    throw new Error(`${path}: ${message}`)
  }
  let root: TomlTableWithoutBigInt
  try {
    // Integers as numbers (the default), said outright so that the types leave bigint out.
    root = parse(readFileSync(path, 'utf8'), { integersAsBigInt: false })
  } catch (error) {
    return fail(`not valid TOML: ${error instanceof Error ? error.message : String(error)}`)
  }
  return <K extends Kind>(key: string, kind: K, fallback: Kinds[K]): Kinds[K] => {
    const parts = key.split('.')
    let value: TomlValueWithoutBigInt | undefined = root
    for (const [depth, part] of parts.entries()) {
      if (!isTable(value)) {
        return fail(`${parts.slice(0, depth).join('.')} must be a table, not ${show(value)}`)
      }
      value = Object.hasOwn(value, part) ? value[part] : undefined
      if (value === undefined) return fallback
    }
    const check = KIND_CHECKS[kind]
    return check.is(value) ? value : fail(`${key} must be ${check.name}, not ${show(value)}`)
  }
}

function isTable(value: TomlValueWithoutBigInt | undefined): value is TomlTableWithoutBigInt {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  )
}

const show = (value: TomlValueWithoutBigInt) => JSON.stringify(value)
