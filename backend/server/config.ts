import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The few `supabase/config.toml` settings the local auth honours. */
export type AuthConfig = {
  siteUrl: string
  additionalRedirectUrls: string[]
  jwtExpiry: number
  enableSignup: boolean
  enableConfirmations: boolean
  minimumPasswordLength: number
  refreshTokenReuseInterval: number
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
}

type TomlValue = string | number | boolean | string[]

/** Reads `[section] key = value` pairs: strings, numbers, booleans and string arrays suffice here. */
export function parseToml(text: string): Map<string, TomlValue> {
  const values = new Map<string, TomlValue>()
  let section = ''
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim()
    if (!line || line.startsWith('#')) continue
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      section = header[1]!.trim()
      continue
    }
    const pair = /^([\w.-]+)\s*=\s*(.+)$/.exec(line)
    if (!pair) continue
    const raw = pair[2]!.trim()
    let value: TomlValue
    if (raw.startsWith('[')) value = [...raw.matchAll(/"([^"]*)"/g)].map((m) => m[1]!)
    else if (raw.startsWith('"')) value = raw.slice(1, raw.lastIndexOf('"'))
    else if (raw === 'true' || raw === 'false') value = raw === 'true'
    else value = Number(raw)
    values.set(`${section}.${pair[1]}`, value)
  }
  return values
}

export function loadAuthConfig(path = 'supabase/config.toml'): AuthConfig {
  if (!existsSync(path)) return { ...DEFAULTS }
  const toml = parseToml(readFileSync(path, 'utf8'))
  const pick = <T extends TomlValue>(key: string, fallback: T): T => {
    const value = toml.get(key)
    return typeof value === typeof fallback && !Number.isNaN(value) ? (value as T) : fallback
  }
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
  }
}

/** supabase/config.toml of this project, wherever the process was started from. */
const PROJECT_CONFIG = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url))

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
