// `npm run check:secrets`: proves that neither the repository (its files and every commit's added
// lines) nor the built site (dist/) holds a secret: a service-role key, a JWT secret, a private
// key, an e-mail API key, a Supabase access token, a database password, or any key format of
// secretlint's recommended preset. Runs in the test line after the e2e build.
// Usage: tsx scripts/cli/check-secrets.ts [--dist dist]
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { scanHistory, type HistoryScan } from './secrets-history'
import { findSecrets, type SecretFinding, type SecretOptions } from './secrets-rules'
import { scanText } from './secrets-scan'

export { findSecrets, localDemoSecrets, type SecretFinding, type SecretKind } from './secrets-rules'

export interface ScanResult {
  scanned: number
  skippedBinary: number
  findings: { file: string; finding: SecretFinding }[]
}

const inRepository: SecretOptions = { allowLocalDemo: true }
const inSite: SecretOptions = { allowLocalDemo: false }

/** The text files among these; images and other binaries (a NUL byte) are counted and skipped. */
function* textFiles(root: string, files: string[], result: ScanResult) {
  for (const file of files) {
    const path = resolve(root, file)
    if (!existsSync(path)) continue // deleted in the working tree, still in the index
    const content = readFileSync(path)
    if (content.includes(0)) {
      result.skippedBinary += 1
      continue
    }
    result.scanned += 1
    yield { file: relative(process.cwd(), path) || file, text: content.toString('utf8') }
  }
}

/** Scans files with both scanners: the project's rules and secretlint's preset. */
export async function scanFiles(root: string, files: string[], options: SecretOptions) {
  const result: ScanResult = { scanned: 0, skippedBinary: 0, findings: [] }
  for (const { file, text } of textFiles(root, files, result)) {
    for (const finding of await scanText(text, file, options)) {
      result.findings.push({ file, finding })
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

/** The working tree as git sees it (ignored files such as .env.local left out). */
export function scanRepository(root: string) {
  return scanFiles(root, repositoryFiles(root), inRepository)
}

/** Paths relative to dir, so they resolve against it whether dir is absolute or not. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}

/**
 * Scans dist/ by the project's rules alone, synchronously, as `npm run build:production` does
 * after building; `npm run check:secrets` adds secretlint's preset.
 */
export function scanSite(distDir: string) {
  const result: ScanResult = { scanned: 0, skippedBinary: 0, findings: [] }
  for (const { file, text } of textFiles(distDir, filesUnder(distDir), result)) {
    for (const finding of findSecrets(text, inSite)) result.findings.push({ file, finding })
  }
  return result
}

export function describeScan(label: string, result: ScanResult) {
  const binary = result.skippedBinary ? ` (${result.skippedBinary} binary files skipped)` : ''
  return `check-secrets: ${label}: ${result.scanned} files scanned${binary}, ${countSecrets(result)}`
}

function countSecrets({ findings }: { findings: unknown[] }) {
  return `${findings.length} ${findings.length === 1 ? 'secret' : 'secrets'} found`
}

export function describeHistory(history: HistoryScan, milliseconds: number) {
  const shallow = history.isShallow ? ' (a shallow clone: older commits are not here)' : ''
  return `check-secrets: history (git log --all): ${history.commits} commits${shallow}, ${history.changedFiles} changed files scanned in ${(milliseconds / 1000).toFixed(1)} s, ${countSecrets(history)}`
}

export function reportFindings(result: Pick<ScanResult, 'findings'>) {
  for (const { file, finding } of result.findings) {
    console.error(
      `  ${file}:${finding.line}:${finding.column}: ${finding.kind} (${finding.excerpt})`,
    )
  }
}

async function main() {
  const root = resolve(import.meta.dirname, '../..')
  const distFlag = process.argv.indexOf('--dist')
  const distDir = resolve(root, distFlag >= 0 ? (process.argv[distFlag + 1] ?? 'dist') : 'dist')
  const distLabel = relative(root, distDir).startsWith('..') ? distDir : relative(root, distDir)
  if (!existsSync(distDir)) {
    console.error(`check-secrets: ${distLabel}/ does not exist: build the site first.`)
    process.exit(1)
  }
  const repository = await scanRepository(root)
  console.log(describeScan('repository (git ls-files)', repository))
  const historyStart = performance.now()
  const history = await scanHistory(root)
  console.log(describeHistory(history, performance.now() - historyStart))
  const site = await scanFiles(distDir, filesUnder(distDir), inSite)
  console.log(describeScan(`${distLabel}/`, site))
  const all = [...repository.findings, ...history.findings, ...site.findings]
  if (all.length > 0) {
    console.error('check-secrets: remove these secrets (and rotate any that were real):')
    reportFindings({ findings: all })
    if (history.findings.length > 0) {
      console.error('  (a secret in a commit stays in every clone: rotate it)')
    }
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
