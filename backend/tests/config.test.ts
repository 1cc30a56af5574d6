// supabase/config.toml as the local backend reads it: TOML as the CLI writes and accepts it, and a
// setting of the wrong type stops the start instead of quietly becoming the default.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MINIMUM_PASSWORD_LENGTH } from '../../src/features/auth/schemas.ts'
import { loadAuthConfig, PROJECT_CONFIG, readApiConfig } from '../server/config.ts'

const folder = mkdtempSync(join(tmpdir(), 'config-toml-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let files = 0
/** A config.toml with this text, in a folder of its own. */
function configFile(text: string): string {
  const path = join(folder, `config-${++files}.toml`)
  writeFileSync(path, text)
  return path
}

describe('supabase/config.toml reading', () => {
  it('reads single-quoted (literal) strings, in values and arrays', () => {
    const config = loadAuthConfig(
      configFile(
        `[auth]\nsite_url = 'http://x:1/a\\b'\nadditional_redirect_urls = ['http://a:1', "http://b:2"]\n`,
      ),
    )
    expect(config.siteUrl).toBe('http://x:1/a\\b')
    expect(config.additionalRedirectUrls).toEqual(['http://a:1', 'http://b:2'])
  })

  it('reads inline tables', () => {
    const config = loadAuthConfig(
      configFile(
        '[auth]\nrate_limit = { token_refresh = 7, sign_in_sign_ups = 8 }\n' +
          'email = { enable_confirmations = true, smtp = { enabled = true } }\n',
      ),
    )
    expect(config.rateLimit).toMatchObject({ tokenRefresh: 7, signInSignUps: 8, web3: 30 })
    expect(config.enableConfirmations).toBe(true)
    expect(config.customSmtp).toBe(true)
  })

  it('reads dotted keys, at the top and inside a table', () => {
    const path = configFile(
      'api.auto_expose_new_tables = true\n' +
        '[auth]\nemail.enable_confirmations = true\nrate_limit.token_verifications = 9\n',
    )
    expect(readApiConfig(path)).toEqual({ autoExposeNewTables: true })
    const config = loadAuthConfig(path)
    expect(config.enableConfirmations).toBe(true)
    expect(config.rateLimit.tokenVerifications).toBe(9)
  })

  it('reads arrays spread over several lines, with comments and a trailing comma', () => {
    const config = loadAuthConfig(
      configFile(
        '[auth] # the auth server\nadditional_redirect_urls = [\n  "http://a:1", # first\n' +
          '  # a comment line\n  "http://b:2/#not-a-comment",\n]\njwt_expiry = 3600\n',
      ),
    )
    expect(config.additionalRedirectUrls).toEqual(['http://a:1', 'http://b:2/#not-a-comment'])
    expect(config.jwtExpiry).toBe(3600)
  })

  it('takes the CLI template defaults for what the file leaves out, or without a file', () => {
    const config = loadAuthConfig(configFile('[auth]\nsite_url = "http://x:1"\n'))
    expect(config).toMatchObject({
      siteUrl: 'http://x:1',
      jwtExpiry: 3600,
      minimumPasswordLength: 6,
      otpLength: 6,
      otpExpiry: 3600,
    })
    // GoTrue reads an expiry of 0 as a day.
    expect(loadAuthConfig(configFile('[auth.email]\notp_expiry = 0')).otpExpiry).toBe(86_400)
    expect(loadAuthConfig(join(folder, 'missing.toml')).siteUrl).toBe('http://127.0.0.1:3000')
    expect(readApiConfig(join(folder, 'missing.toml'))).toEqual({ autoExposeNewTables: false })
  })

  it('refuses a setting of the wrong type, naming the key and the file', () => {
    const refusals: [string, RegExp][] = [
      [
        '[auth]\nminimum_password_length = "six"',
        /auth\.minimum_password_length must be a whole number/,
      ],
      ['[auth]\njwt_expiry = 3600.5', /auth\.jwt_expiry must be a whole number/],
      ['[auth.rate_limit]\ntoken_refresh = -1', /auth\.rate_limit\.token_refresh must be a whole/],
      [
        '[auth.email]\nenable_confirmations = "yes"',
        /auth\.email\.enable_confirmations must be true or false/,
      ],
      ['[auth]\nsite_url = 5173', /auth\.site_url must be a string, not 5173/],
      [
        '[auth]\nadditional_redirect_urls = "http://a:1"',
        /auth\.additional_redirect_urls must be an array/,
      ],
      [
        '[auth]\nadditional_redirect_urls = ["http://a:1", 2]',
        /auth\.additional_redirect_urls must be an array/,
      ],
      ['[auth]\nrate_limit = 30', /auth\.rate_limit must be a table, not 30/],
      ['[auth.email]\notp_length = 5', /auth\.email\.otp_length must be between 6 and 10, not 5/],
      ['[auth.email]\notp_length = 11', /auth\.email\.otp_length must be between 6 and 10, not 11/],
    ]
    for (const [text, message] of refusals) {
      const path = configFile(text)
      expect(() => loadAuthConfig(path), text).toThrow(message)
      expect(() => loadAuthConfig(path), text).toThrow(path)
    }
    const api = configFile('[api]\nauto_expose_new_tables = "true"')
    expect(() => readApiConfig(api)).toThrow(`${api}: api.auto_expose_new_tables must be true`)
  })

  it('reads an auth hook as GoTrue does: a Postgres function, only when enabled', () => {
    const hook = (text: string) =>
      loadAuthConfig(configFile(`[auth.hook.mfa_verification_attempt]\n${text}`)).hooks
        .mfaVerificationAttempt
    expect(hook('enabled = true\nuri = "pg-functions://postgres/auth_hooks/count_codes"')).toEqual({
      uri: 'pg-functions://postgres/auth_hooks/count_codes',
      functionName: '"auth_hooks"."count_codes"',
    })
    expect(hook('enabled = false\nuri = "pg-functions://postgres/a/b"')).toBeUndefined()
    expect(loadAuthConfig(configFile('[auth]\n')).hooks).toEqual({})
    for (const uri of ['', 'https://example.com/hook', 'pg-functions://postgres/a-b/c']) {
      const path = configFile(
        `[auth.hook.mfa_verification_attempt]\nenabled = true\nuri = "${uri}"`,
      )
      expect(() => loadAuthConfig(path), uri).toThrow(
        `${path}: auth.hook.mfa_verification_attempt.uri must be pg-functions://postgres/<schema>/<function>`,
      )
    }
  })

  it('refuses a file that is not TOML, naming the file', () => {
    const path = configFile('[auth]\nsite_url = "http://x:1\n')
    expect(() => loadAuthConfig(path)).toThrow(`${path}: not valid TOML`)
  })

  it('finds supabase/config.toml from any working directory', () => {
    const cwd = process.cwd()
    process.chdir(tmpdir())
    try {
      const config = loadAuthConfig()
      // The project's values, not the CLI template's defaults (confirmations off, port 3000).
      expect(config.enableConfirmations).toBe(true)
      expect(config.siteUrl).toBe('http://127.0.0.1:5173')
      expect(config.additionalRedirectUrls).toContain('http://localhost:5173')
      expect(config.rateLimit).toMatchObject({ tokenVerifications: 30, signInSignUps: 30 })
      // Long e-mail codes that expire soon: guessing a link must stay infeasible.
      expect(config).toMatchObject({ otpLength: 10, otpExpiry: 900 })
      // Wrong second-factor codes are counted per account by this project's hook.
      expect(config.hooks.mfaVerificationAttempt).toEqual({
        uri: 'pg-functions://postgres/private/hook_mfa_verification_attempt',
        functionName: '"private"."hook_mfa_verification_attempt"',
      })
      expect(readApiConfig()).toEqual({ autoExposeNewTables: false })
    } finally {
      process.chdir(cwd)
    }
  })
})

describe('supabase/config.toml and the app', () => {
  // The sign-up form checks the length before the auth server does; the two must not disagree.
  it('agree on the minimum password length', () => {
    expect(existsSync(PROJECT_CONFIG)).toBe(true)
    expect(MINIMUM_PASSWORD_LENGTH).toBe(loadAuthConfig(PROJECT_CONFIG).minimumPasswordLength)
  })
})
