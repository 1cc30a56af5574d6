// `npm run check:secrets`: proves that neither the repository nor the built site (dist/) holds a
// service-role key, a JWT secret or a private key. Runs in the test line after the e2e build.
// Usage: tsx scripts/check-secrets.ts [--dist dist]
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { decodeJwtPayload } from './jwt-payload'

export type SecretKind = 'service-role key' | 'JWT secret' | 'private key'

export interface SecretFinding {
  kind: SecretKind
  line: number
  column: number
  /** The start of the secret only, so the report does not leak it a second time. */
  excerpt: string
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

// A JWT's header and payload are base64url JSON objects: '{"' encodes as ey…, '{\n' as ew….
const jwtPattern = /\be[wy][\w-]{4,}\.e[wy][\w-]{4,}\.[\w-]*/g
const secretApiKeyPattern = /\bsb_secret_[\w-]{10,}/g
const privateKeyPattern = /-{5}BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-{5}/g
// A JWT-secret name (any case, snake, kebab or camel, a JSON key too) assigned a quoted literal.
const quotedJwtSecretPattern = /\w*jwt[_-]?secret['"]?\s*[:=]\s*(['"`])([^'"`\n]*)\1/gi
// A whole line assigning such a name a bare value: .env, shell, YAML, TOML.
const bareJwtSecretPattern =
  /^[ \t]*(?:export[ \t]+)?\w*jwt[_-]secret[ \t]*[:=][ \t]*([^\s'"`#]+)[ \t]*(?:#.*)?$/gim

/** A value that names a secret kept elsewhere rather than holding one. */
function isReference(value: string) {
  return (
    /^(\$|env\(|<.*>$)/.test(value) || // $JWT_SECRET, ${{ secrets.X }}, env(X), <your secret>
    /[,;]$|\(/.test(value) || // code: a call, or a value ending a statement or property
    /^[A-Za-z_$][\w$]*(\.[\w$]+)+$/.test(value) || // process.env.JWT_SECRET
    /^[|>][-+]?$/.test(value) // a YAML block scalar starts on the next line
  )
}

function* candidates(text: string): Generator<{ kind: SecretKind; value: string; index: number }> {
  for (const match of text.matchAll(jwtPattern)) {
    if (decodeJwtPayload(match[0])?.role === 'service_role') {
      yield { kind: 'service-role key', value: match[0], index: match.index }
    }
  }
  for (const match of text.matchAll(secretApiKeyPattern)) {
    yield { kind: 'service-role key', value: match[0], index: match.index }
  }
  for (const match of text.matchAll(privateKeyPattern)) {
    yield { kind: 'private key', value: match[0], index: match.index }
  }
  for (const match of text.matchAll(quotedJwtSecretPattern)) {
    const value = match[2] ?? ''
    // Point at the value, which the closing quote follows.
    const index = match.index + match[0].length - value.length - 1
    if (value && !isReference(value)) yield { kind: 'JWT secret', value, index }
  }
  for (const match of text.matchAll(bareJwtSecretPattern)) {
    const value = match[1] ?? ''
    const index = match.index + match[0].indexOf(value, match[0].search(/[:=]/))
    if (!isReference(value)) yield { kind: 'JWT secret', value, index }
  }
}

/** The secrets in one file's text. With allowLocalDemo (the repository) the CLI's demo values pass. */
export function findSecrets(text: string, options: { allowLocalDemo: boolean }): SecretFinding[] {
  const found = [...candidates(text)].filter(
    ({ value }) => !(options.allowLocalDemo && localDemoSecrets.includes(value)),
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
  const byPlace = new Map<string, SecretFinding>()
  for (const { kind, value, index } of found) {
    const before = text.slice(0, index)
    const line = before.split('\n').length
    const column = index - before.lastIndexOf('\n')
    byPlace.set(`${line}:${column}:${kind}`, {
      kind,
      line,
      column,
      excerpt: `${value.slice(0, 12)}…`,
    })
  }
  return [...byPlace.values()].sort((a, b) => a.line - b.line || a.column - b.column)
}

export interface ScanResult {
  scanned: number
  skippedBinary: number
  findings: { file: string; finding: SecretFinding }[]
}

/** Scans text files; images and other binaries (a NUL byte) are counted and skipped. */
export function scanFiles(root: string, files: string[], options: { allowLocalDemo: boolean }) {
  const result: ScanResult = { scanned: 0, skippedBinary: 0, findings: [] }
  for (const file of files) {
    const path = resolve(root, file)
    if (!existsSync(path)) continue // deleted in the working tree, still in the index
    const content = readFileSync(path)
    if (content.includes(0)) {
      result.skippedBinary += 1
      continue
    }
    result.scanned += 1
    for (const finding of findSecrets(content.toString('utf8'), options)) {
      result.findings.push({ file: relative(process.cwd(), path) || file, finding })
    }
  }
  return result
}

/** Tracked files plus new ones not ignored, so a secret is caught before its first commit. */
function repositoryFiles(root: string) {
  const output = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  return [...new Set(output.split('\0').filter(Boolean))]
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Scans dist/ alone, as `npm run build:production` does after building. */
export function scanSite(distDir: string) {
  return scanFiles(distDir, filesUnder(distDir), { allowLocalDemo: false })
}

export function describeScan(label: string, result: ScanResult) {
  const binary = result.skippedBinary ? ` (${result.skippedBinary} binary files skipped)` : ''
  const found = result.findings.length
  return `check-secrets: ${label}: ${result.scanned} files scanned${binary}, ${found} ${found === 1 ? 'secret' : 'secrets'} found`
}

export function reportFindings(result: ScanResult) {
  for (const { file, finding } of result.findings) {
    console.error(
      `  ${file}:${finding.line}:${finding.column}: ${finding.kind} (${finding.excerpt})`,
    )
  }
}

function main() {
  const root = resolve(import.meta.dirname, '..')
  const distFlag = process.argv.indexOf('--dist')
  const distDir = resolve(root, distFlag >= 0 ? (process.argv[distFlag + 1] ?? 'dist') : 'dist')
  const distLabel = relative(root, distDir).startsWith('..') ? distDir : relative(root, distDir)
  if (!existsSync(distDir)) {
    console.error(`check-secrets: ${distLabel}/ does not exist: build the site first.`)
    process.exit(1)
  }
  const repository = scanFiles(root, repositoryFiles(root), { allowLocalDemo: true })
  const site = scanSite(distDir)
  console.log(describeScan('repository (git ls-files)', repository))
  console.log(describeScan(`${distLabel}/`, site))
  const all = [...repository.findings, ...site.findings]
  if (all.length > 0) {
    console.error('check-secrets: remove these secrets (and rotate any that were real):')
    reportFindings({ ...repository, findings: all })
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
