/**
 * `npm run backend`'s work: the local Supabase-compatible backend (auth, REST, Storage, mail
 * outbox) on 127.0.0.1:54321, over PGlite in `.local/supabase-data` or the Postgres in
 * DATABASE_URL. Runs in a worker thread of backend/cli.ts, or in its own thread when that
 * cannot bundle it.
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { parentPort, workerData } from 'node:worker_threads'
import { localAdmin } from './db/defaults.ts'
import { makeSeededSnapshot } from './db/snapshot.ts'
import { loadAuthConfig } from './server/config.ts'
import { describeRateLimits, rateLimitsOf } from './server/rate-limits.ts'
import { storageDirectoryFor } from './server/storage-context.ts'
import { startBackend, type Backend } from './server/start-backend.ts'

/** The arguments backend/cli.ts passes when this runs in its worker thread. */
const launcherArgs = (workerData as { cliArgs?: string[] } | null)?.cliArgs
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const USAGE = `Usage: npm run backend -- [--data-dir DIR | --memory] [--port N] [--confirmations on|off]
                          [--rate-limits config|off|xN]

  --data-dir DIR         PGlite data directory (default .local/supabase-data; a new one gives a new database)
  --memory               a new PGlite database in memory, gone when the backend stops (end-to-end tests);
                         Storage files stay in memory too (else they live in DIR/storage)
  --port N               API port (default 54321); the mail outbox listens on N+3 (54324)
  --confirmations on|off e-mail confirmation on sign-up (default: supabase/config.toml)
  --rate-limits MODE     auth rate limits: config ([auth.rate_limit] of supabase/config.toml, the
                         default), off, or xN (each limit N times higher), for test backends
  --make-seeded-snapshot make today's seeded database for the local admin and exit (a start that
                         seeded a new data directory runs this in the background, so that the
                         day's next new data directory is a copy of it)

Environment: DATABASE_URL (use that Postgres instead of PGlite), LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD,
LOCAL_RATE_LIMITS (the --rate-limits mode when the flag is not given)`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function readOptions() {
  let values
  try {
    ;({ values } = parseArgs({
      args: launcherArgs ?? process.argv.slice(2),
      options: {
        'data-dir': { type: 'string' },
        memory: { type: 'boolean' },
        port: { type: 'string' },
        confirmations: { type: 'string' },
        'rate-limits': { type: 'string' },
        'make-seeded-snapshot': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const port = values.port === undefined ? 54321 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port: ${values.port}`)
  const confirmations = values.confirmations
  if (confirmations !== undefined && confirmations !== 'on' && confirmations !== 'off') {
    fail(`Invalid --confirmations: ${confirmations} (use on or off)`)
  }
  if (values.memory && values['data-dir']) fail('Use either --data-dir or --memory')
  const rateLimitMode = values['rate-limits'] ?? (process.env.LOCAL_RATE_LIMITS || 'config')
  const factor = /^x([1-9]\d*)$/.exec(rateLimitMode)?.[1]
  if (rateLimitMode !== 'config' && rateLimitMode !== 'off' && !factor) {
    fail(`Invalid --rate-limits: ${rateLimitMode} (use config, off or xN)`)
  }
  return {
    makeSeededSnapshot: values['make-seeded-snapshot'] ?? false,
    rateLimitMode,
    rateLimitFactor: factor ? Number(factor) : 1,
    port,
    dataDir: values.memory
      ? undefined
      : resolve(ROOT, values['data-dir'] ?? '.local/supabase-data'),
    enableConfirmations: confirmations === undefined ? undefined : confirmations === 'on',
  }
}

/** The config's limits times `factor` (1: as configured). */
function scaledLimits(factor: number) {
  if (factor === 1) return undefined
  const config = loadAuthConfig()
  const limits = rateLimitsOf(config.rateLimit, config.customSmtp)
  const scale = (limit: number | null) => (limit === null ? null : limit * factor)
  return {
    tokenVerifications: scale(limits.tokenVerifications),
    signInSignUps: scale(limits.signInSignUps),
    tokenRefresh: scale(limits.tokenRefresh),
    emailSent: scale(limits.emailSent),
  }
}

/** The settings in effect, so that a missing or misread config.toml shows at once. */
function settingsSummary(backend: Backend): string {
  const { config, configPath } = backend
  const shortPath = configPath && relative(process.cwd(), configPath)
  const source = configPath
    ? shortPath && !shortPath.startsWith('..')
      ? shortPath
      : configPath
    : 'no supabase/config.toml found: the CLI template defaults'
  return [
    `Settings from ${source}:`,
    `  site_url ${config.siteUrl}; redirect URLs: ${config.additionalRedirectUrls.join(', ') || 'none'}`,
    `  e-mail confirmation ${config.enableConfirmations ? 'on' : 'off'}, sign-up ${config.enableSignup ? 'on' : 'off'}, ` +
      `minimum password length ${config.minimumPasswordLength}, JWT expiry ${config.jwtExpiry} s`,
    `  MFA verification attempt hook: ${config.hooks.mfaVerificationAttempt?.uri ?? 'none'}`,
    'Auth rate limits (429 when exceeded):',
    ...describeRateLimits(backend.rateLimits, config.customSmtp).map((line) => `  ${line}`),
  ].join('\n')
}

/**
 * Makes today's seeded snapshot in another process, which the backend's own requests do not wait
 * for: about 2 s of CPU, on another core. It stops with the backend (same process group), and a
 * copy it leaves half made is cleared later.
 */
function makeSeededSnapshotInBackground() {
  const launcher = fileURLToPath(new URL('./cli.mjs', import.meta.url))
  spawn(process.execPath, [launcher, '--make-seeded-snapshot'], { stdio: 'ignore' }).on(
    'error',
    () => {},
  )
}

async function main() {
  const options = readOptions()
  if (options.makeSeededSnapshot) {
    await makeSeededSnapshot(localAdmin())
    return
  }
  const databaseUrl = process.env.DATABASE_URL || undefined
  if (!databaseUrl && options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const backend = await startBackend({
    port: options.port,
    mailPort: options.port === 0 ? 0 : options.port + 3,
    dataDir: databaseUrl ? undefined : options.dataDir,
    databaseUrl,
    // A lasting database keeps its Storage files too: in the data directory, unless --memory.
    storageDir: options.dataDir && storageDirectoryFor(options.dataDir),
    ...localAdmin(),
    enableConfirmations: options.enableConfirmations,
    rateLimits: options.rateLimitMode === 'off' ? 'off' : scaledLimits(options.rateLimitFactor),
    log: (line) => console.log(`  ${line}`),
  })
  const database = databaseUrl
    ? `Postgres at ${new URL(databaseUrl).host}`
    : options.dataDir
      ? `PGlite in ${relative(process.cwd(), options.dataDir) || '.'}`
      : 'PGlite in memory'
  console.log(`
Local Supabase backend ready in ${process.uptime().toFixed(1)} s (${database}${backend.fresh ? ', new database, seeded' : ''})
  API URL           ${backend.url}
  anon key          ${backend.anonKey}
  service_role key  ${backend.serviceRoleKey}
  Mail outbox       ${backend.mailUrl}
  Storage files     ${backend.storageDir ? relative(process.cwd(), backend.storageDir) || '.' : 'in memory'}
  Local admin       ${backend.adminEmail} / ${backend.adminPassword}
                    (sets up an authenticator app at the first sign-in; without a phone,
                    \`npm run admin -- code ${backend.adminEmail}\` prints the current code)
${settingsSummary(backend)}
Press Ctrl-C to stop.`)
  // This start ran the seed: the day's next new data directory can copy its result instead.
  if (backend.snapshot === 'restored' || backend.snapshot === 'made')
    makeSeededSnapshotInBackground()

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the backend...`)
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error)
        process.exit(1)
      },
    )
  }
  // Signals reach the main thread only; backend/cli.ts passes them on to its worker.
  if (launcherArgs) parentPort?.on('message', (signal: string) => stop(signal))
  else for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code
  if (code === 'EADDRINUSE') {
    console.error(
      `Port in use: ${(error as { port?: number }).port}. Is the backend already running?`,
    )
  } else {
    console.error('The backend could not start:', error instanceof Error ? error.message : error)
  }
  process.exit(1)
})
