/**
 * `npm run backend`: the local Supabase-compatible backend (auth, REST, mail outbox) on
 * 127.0.0.1:54321, over PGlite in `.local/supabase-data` or the Postgres in DATABASE_URL.
 */
import { mkdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startBackend } from './server/start-backend.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const USAGE = `Usage: npm run backend -- [--data-dir DIR | --memory] [--port N] [--confirmations on|off]

  --data-dir DIR         PGlite data directory (default .local/supabase-data; a new one gives a new database)
  --memory               a new PGlite database in memory, gone when the backend stops (end-to-end tests)
  --port N               API port (default 54321); the mail outbox listens on N+3 (54324)
  --confirmations on|off e-mail confirmation on sign-up (default: supabase/config.toml)

Environment: DATABASE_URL (use that Postgres instead of PGlite), LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function readOptions() {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        memory: { type: 'boolean' },
        port: { type: 'string' },
        confirmations: { type: 'string' },
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
  return {
    port,
    dataDir: values.memory
      ? undefined
      : resolve(ROOT, values['data-dir'] ?? '.local/supabase-data'),
    enableConfirmations: confirmations === undefined ? undefined : confirmations === 'on',
  }
}

async function main() {
  const options = readOptions()
  const databaseUrl = process.env.DATABASE_URL || undefined
  if (!databaseUrl && options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const startedAt = Date.now()
  const backend = await startBackend({
    port: options.port,
    mailPort: options.port === 0 ? 0 : options.port + 3,
    dataDir: databaseUrl ? undefined : options.dataDir,
    databaseUrl,
    adminEmail: process.env.LOCAL_ADMIN_EMAIL || undefined,
    adminPassword: process.env.LOCAL_ADMIN_PASSWORD || undefined,
    enableConfirmations: options.enableConfirmations,
    log: (line) => console.log(`  ${line}`),
  })
  const database = databaseUrl
    ? `Postgres at ${new URL(databaseUrl).host}`
    : options.dataDir
      ? `PGlite in ${relative(process.cwd(), options.dataDir) || '.'}`
      : 'PGlite in memory'
  console.log(`
Local Supabase backend ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${database}${backend.fresh ? ', new database, seeded' : ''})
  API URL           ${backend.url}
  anon key          ${backend.anonKey}
  service_role key  ${backend.serviceRoleKey}
  Mail outbox       ${backend.mailUrl}
  Local admin       ${backend.adminEmail} / ${backend.adminPassword}
Press Ctrl-C to stop.`)

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
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
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
