import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
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
}

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
}

type TomlValue = string | number | boolean | string[]

/**
 * Reads `[section] key = value` pairs: strings, numbers, booleans and string arrays suffice
 * here. An array may spread over several lines (as `additional_redirect_urls` does), with
 * comments and a trailing comma.
 */
export function parseToml(text: string): Map<string, TomlValue> {
  const values = new Map<string, TomlValue>()
  let section = ''
  const lines = text.split(/\r?\n/).map(stripComment)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (!line) continue
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      section = header[1]!.trim()
      continue
    }
    const pair = /^([\w.-]+)\s*=\s*(.+)$/.exec(line)
    if (!pair) continue
    let raw = pair[2]!.trim()
    if (raw.startsWith('[')) {
      while (!arrayClosed(raw) && i + 1 < lines.length) raw += `\n${lines[++i]}`
    }
    let value: TomlValue
    if (raw.startsWith('[')) value = [...raw.matchAll(/"([^"]*)"/g)].map((m) => m[1]!)
    else if (raw.startsWith('"')) value = raw.slice(1, raw.lastIndexOf('"'))
    else if (raw === 'true' || raw === 'false') value = raw === 'true'
    else value = Number(raw)
    values.set(`${section}.${pair[1]}`, value)
  }
  return values
}

/** A line without its `#` comment (a `#` inside a string stays). */
function stripComment(line: string): string {
  let inString = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (c === '"' && line[i - 1] !== '\\') inString = !inString
    else if (c === '#' && !inString) return line.slice(0, i).trim()
  }
  return line.trim()
}

/** Whether an array value's `]` has come (brackets inside strings do not count). */
function arrayClosed(raw: string): boolean {
  let inString = false
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]
    if (c === '"' && raw[i - 1] !== '\\') inString = !inString
    else if (c === ']' && !inString) return true
  }
  return false
}

/** supabase/config.toml of this project, wherever the process was started from. */
export const PROJECT_CONFIG = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url))

export function loadAuthConfig(path = PROJECT_CONFIG): AuthConfig {
  if (!existsSync(path)) return { ...DEFAULTS }
  const toml = parseToml(readFileSync(path, 'utf8'))
  const pick = <T extends TomlValue>(key: string, fallback: T): T => {
    const value = toml.get(key)
    return typeof value === typeof fallback && !Number.isNaN(value) ? (value as T) : fallback
  }
  const limit = (key: string, fallback: number) => pick(`auth.rate_limit.${key}`, fallback)
  const limits = RATE_LIMIT_DEFAULTS
  return {
    siteUrl: pick('auth.site_url', DEFAULTS.siteUrl),
    additionalRedirectUrls: pick('auth.additional_redirect_urls', DEFAULTS.additionalRedirectUrls),
    jwtExpiry: pick('auth.jwt_expiry', DEFAULTS.jwtExpiry),
    enableSignup: pick('auth.enable_signup', DEFAULTS.enableSignup),
    enableConfirmations: pick('auth.email.enable_confirmations', DEFAULTS.enableConfirmations),
    minimumPasswordLength: pick('auth.minimum_password_length', DEFAULTS.minimumPasswordLength),
    refreshTokenReuseInterval: pick(
      'auth.refresh_token_reuse_interval',
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
    customSmtp: pick('auth.email.smtp.enabled', DEFAULTS.customSmtp),
  }
}

/** The `[api]` settings the local database platform honours. */
export type ApiConfig = {
  /** Older hosted projects grant new public tables and functions to the API roles (true). */
  autoExposeNewTables: boolean
}

export function readApiConfig(path = PROJECT_CONFIG): ApiConfig {
  const value = existsSync(path)
    ? parseToml(readFileSync(path, 'utf8')).get('api.auto_expose_new_tables')
    : undefined
  // A new hosted project's default is not to expose new tables.
  return { autoExposeNewTables: value === true }
}
