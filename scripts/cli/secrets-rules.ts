// The project's own secret rules: what secretlint's preset does not know (Supabase keys and
// tokens, Resend keys, JWT secrets by name) or treats too loosely (database URLs), and the
// allow-list of the Supabase CLI's public demo values. Synchronous, so the build can call it.
import { decodeJwtPayload } from '../build/jwt-payload'

export type SecretKind =
  | 'service-role key'
  | 'JWT secret'
  | 'private key'
  | 'e-mail API key'
  | 'Supabase access token'
  | 'database URL with password'

export interface SecretCandidate {
  /** One of the project's kinds, or `secretlint <rule>` for a finding of the secretlint preset. */
  kind: string
  value: string
  index: number
}

export interface SecretFinding {
  kind: string
  line: number
  column: number
  /** The start of the secret only, so the report does not leak it a second time. */
  excerpt: string
}

export interface SecretOptions {
  /** The repository (tree and history) may hold the CLI's demo values; a built site never may. */
  allowLocalDemo: boolean
}

/**
 * The Supabase CLI's well-known local values (the same on every machine, published in its docs):
 * the local backend and its tests need them, so the repository may hold them. A built site never
 * may: there they would mean backend code or a service key got bundled.
 */
export const localDemoSecrets: readonly string[] = [
  // service_role key signed with the local JWT secret, issuer supabase-demo
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  // the local JWT secret
  'super-secret-jwt-token-with-at-least-32-characters-long',
  // the local secret API key (the new-style service-role key)
  'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
]

// The CLI's local database (user postgres, password postgres, on this machine) is public too.
const localDemoDatabase = { user: 'postgres', password: 'postgres' }
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

// A JWT's header and payload are base64url JSON objects: '{"' encodes as ey…, '{\n' as ew….
const jwtPattern = /\be[wy][\w-]{4,}\.e[wy][\w-]{4,}\.[\w-]*/g
const secretApiKeyPattern = /\bsb_secret_[\w-]{10,}/g
// Supabase personal access tokens (Management API): sbp_ and 40 hex digits today.
const accessTokenPattern = /\bsbp_[A-Za-z0-9_]{32,}\b/g
// Resend API keys: re_, an 8-character id, _ and 24 random characters.
const resendKeyPattern = /\bre_[A-Za-z0-9_]{20,}\b/g
const privateKeyPattern = /-{5}BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-{5}/g
const databaseUrlPattern =
  /\b(?:jdbc:)?(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver):\/\/([^\s:@/'"`]*):([^\s@/'"`]+)@(\[[^\]\s]*\]|[^\s/?:'"`]+)/gi

// A name for a JWT signing secret, in one identifier of any case and style: jwt, then secret or
// key (JWT_SECRET, SUPABASE_AUTH_JWT_SECRET, jwtSigningKey, app.settings.jwt_secret, jwt.secret).
// Starts only where an identifier does: trying every letter of a long token is quadratic.
const jwtSecretName = String.raw`(?<![\w.-])[\w.-]*jwt[\w.-]*?(?:secret|key)\w*`
// Such a name assigned a quoted literal: code, JSON, TOML, YAML, .env, SQL's `set … to '…'`.
const quotedJwtSecretPattern = new RegExp(
  String.raw`(['"]?)(${jwtSecretName})\1\s*(?::?=|\?=|=>|:|\s+to)\s*(['"\`])([^'"\`\n]*)\3`,
  'gi',
)
// Such a name read from the environment with a literal fallback: env.get('JWT_SECRET') ?? '…'
const fallbackJwtSecretPattern = new RegExp(
  String.raw`(${jwtSecretName})['"\`]?\)?\s*(?:\?\?|\|\|)\s*(['"\`])([^'"\`\n]*)\2`,
  'gi',
)
// A whole line assigning such a name a bare value: .env, shell, YAML, TOML, properties.
const bareJwtSecretPattern = new RegExp(
  String.raw`^[ \t]*(?:export[ \t]+)?(${jwtSecretName})[ \t]*(?::?=|\?=|:)[ \t]*([^\s'"\`#]+)[ \t]*(?:#.*)?$`,
  'gim',
)
// Names that hold no secret though they say jwt and key: a public key, a key id, a path.
const notSecretName = /public|pub_?key|key_?id|kid$|file|path|url$|header|expir|length|ttl/i

// A value elided in prose or docs: …, ..., ****, xxxx.
const elided = /^([*.x•…])\1*$/i

/** A value that names a secret kept elsewhere rather than holding one. */
function isReference(value: string) {
  return (
    elided.test(value) ||
    /^(\$|env\(|<.*>$)/.test(value) || // $JWT_SECRET, ${{ secrets.X }}, env(X), <your secret>
    /[,;]$|\(/.test(value) || // code: a call, or a value ending a statement or property
    /^[A-Za-z_$][\w$]*(\.[\w$]+)+$/.test(value) || // process.env.JWT_SECRET
    /^[|>][-+]?$/.test(value) // a YAML block scalar starts on the next line
  )
}

/** A password written as a placeholder: <password>, [YOUR-PASSWORD], ${DB_PASSWORD}, ****. */
function isPlaceholderPassword(password: string) {
  return (
    /^(<.*>|\[.*\]|\{\{.*\}\}|%\w+%)$/.test(password) ||
    /\$\{?[A-Za-z_]/.test(password) ||
    elided.test(password)
  )
}

/** Mixed case, as random base62 always is and a snake_case identifier never is. */
const isMixedCase = (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value)
const hasVariety = (value: string) => new Set(value).size >= 8

function* candidates(text: string, options: SecretOptions): Generator<SecretCandidate> {
  for (const match of text.matchAll(jwtPattern)) {
    if (decodeJwtPayload(match[0])?.role === 'service_role') {
      yield { kind: 'service-role key', value: match[0], index: match.index }
    }
  }
  for (const match of text.matchAll(secretApiKeyPattern)) {
    yield { kind: 'service-role key', value: match[0], index: match.index }
  }
  for (const match of text.matchAll(accessTokenPattern)) {
    if (hasVariety(match[0].slice(4))) {
      yield { kind: 'Supabase access token', value: match[0], index: match.index }
    }
  }
  for (const match of text.matchAll(resendKeyPattern)) {
    if (isMixedCase(match[0].slice(3)) && hasVariety(match[0].slice(3))) {
      yield { kind: 'e-mail API key', value: match[0], index: match.index }
    }
  }
  for (const match of text.matchAll(privateKeyPattern)) {
    yield { kind: 'private key', value: match[0], index: match.index }
  }
  for (const match of text.matchAll(databaseUrlPattern)) {
    const [url, user = '', password = '', host = ''] = match
    if (isPlaceholderPassword(password)) continue
    const isLocalDemo =
      user === localDemoDatabase.user &&
      password === localDemoDatabase.password &&
      loopbackHosts.has(host.toLowerCase())
    if (options.allowLocalDemo && isLocalDemo) continue
    yield { kind: 'database URL with password', value: url, index: match.index }
  }
  for (const match of text.matchAll(quotedJwtSecretPattern)) {
    const [whole, , name = '', , value = ''] = match
    if (notSecretName.test(name) || !value || isReference(value)) continue
    // Point at the value, which the closing quote follows.
    yield { kind: 'JWT secret', value, index: match.index + whole.length - value.length - 1 }
  }
  for (const match of text.matchAll(fallbackJwtSecretPattern)) {
    const [whole, name = '', , value = ''] = match
    if (notSecretName.test(name) || !value || isReference(value)) continue
    yield { kind: 'JWT secret', value, index: match.index + whole.length - value.length - 1 }
  }
  for (const match of text.matchAll(bareJwtSecretPattern)) {
    const [whole, name = '', value = ''] = match
    if (notSecretName.test(name) || isReference(value)) continue
    const index = match.index + whole.indexOf(value, whole.search(/[:=]/))
    yield { kind: 'JWT secret', value, index }
  }
}

/** A demo value itself, or a finding (such as a secretlint one) made of one. */
export function isLocalDemoValue(value: string) {
  return localDemoSecrets.some((secret) => value === secret || value.includes(secret))
}

/** The project's candidates in one text, demo values left out where allowed. */
export function findSecretCandidates(text: string, options: SecretOptions): SecretCandidate[] {
  const found = [...candidates(text, options)].filter(
    ({ value }) => !(options.allowLocalDemo && isLocalDemoValue(value)),
  )
  if (!options.allowLocalDemo) {
    // In the site, the demo JWT secret counts wherever it appears, assigned or not.
    for (const secret of localDemoSecrets) {
      for (let index = text.indexOf(secret); index >= 0; index = text.indexOf(secret, index + 1)) {
        const kind =
          secret.startsWith('eyJ') || secret.startsWith('sb_') ? 'service-role key' : 'JWT secret'
        found.push({ kind, value: secret, index })
      }
    }
  }
  return found
}

/**
 * Candidates as findings with line and column, one per place: where two overlap (the same URL
 * seen by two rules, a demo secret also assigned to a JWT-secret name), the first one wins.
 */
export function toFindings(text: string, found: SecretCandidate[]): SecretFinding[] {
  const kept: SecretCandidate[] = []
  for (const candidate of found) {
    const end = candidate.index + candidate.value.length
    const overlaps = kept.some(
      (other) => candidate.index < other.index + other.value.length && other.index < end,
    )
    if (!overlaps) kept.push(candidate)
  }
  return kept
    .map(({ kind, value, index }) => {
      const before = text.slice(0, index)
      const line = before.split('\n').length
      const column = index - before.lastIndexOf('\n')
      return { kind, line, column, excerpt: `${value.slice(0, 12)}…` }
    })
    .sort((a, b) => a.line - b.line || a.column - b.column)
}

/** The secrets in one file's text, by the project's own rules. */
export function findSecrets(text: string, options: SecretOptions): SecretFinding[] {
  return toFindings(text, findSecretCandidates(text, options))
}
