/**
 * `npm run dev`: Vite, plus the local backend when the app's Supabase URL points at
 * 127.0.0.1/localhost:54321 and nothing listens there yet. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import {
  readConfiguredEnv,
  readLocalDefaults,
  resolveSupabaseEnv,
  viteSupabaseEnv,
} from './supabase-env'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const BIN = `${ROOT}node_modules/.bin`

/**
 * The Supabase settings as Vite will see them (environment, then the .env files). On a fresh
 * clone none are set: then .env.example's local values are handed to Vite, so the app talks to
 * the local backend out of the box.
 */
function appSupabaseEnv() {
  const resolution = resolveSupabaseEnv(
    readConfiguredEnv(ROOT, 'development'),
    readLocalDefaults(ROOT),
  )
  if (!resolution.isUsable) {
    console.error(`[dev] ${resolution.problem}`)
    process.exit(1)
  }
  if (resolution.usesLocalDefaults) {
    console.log(
      '[dev] No .env sets the Supabase variables; using the local values of .env.example.',
    )
  }
  return { url: resolution.url, viteEnv: viteSupabaseEnv(resolution) }
}

function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host })
    const done = (listening: boolean) => {
      socket.destroy()
      resolve(listening)
    }
    socket.setTimeout(1000)
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}

function localBackendPort(url: string | undefined): number | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    const isLocal = ['127.0.0.1', 'localhost'].includes(parsed.hostname)
    return isLocal && parsed.port === '54321' ? 54321 : undefined
  } catch {
    return undefined
  }
}

const children: ChildProcess[] = []
let exiting = false

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  children.push(child)
  child.on('exit', (code) => {
    // When one side stops, stop the other, then leave with the first exit code.
    if (!exiting) {
      exiting = true
      process.exitCode = code ?? 0
      stopAll('SIGTERM')
    }
  })
  return child
}

async function main() {
  const { url, viteEnv } = appSupabaseEnv()
  const port = localBackendPort(url)
  if (port !== undefined && !(await isListening(port))) {
    console.log(`[dev] Starting the local backend for ${url} (npm run backend)`)
    run(process.execPath, ['backend/cli.mjs', '--port', String(port)])
  } else if (port !== undefined) {
    console.log(`[dev] Something already listens on ${url}; using it.`)
  }
  run(`${BIN}/vite`, process.argv.slice(2), viteEnv)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      exiting = true
      stopAll(signal)
    })
  }
}

void main()
