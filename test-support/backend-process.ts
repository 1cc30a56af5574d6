// The local backend in a child process, for suites whose globals do not suit the server: jsdom
// replaces URL and fetch, and a Playwright worker should not host a database. Backend-only
// suites start it in-process instead (test-support/backend/in-process.ts).
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Backend, BackendOptions } from '../backend/server/start-backend.ts'

/** What a test can reach of the backend in the child process. */
export type BackendProcess = Pick<
  Backend,
  'url' | 'mailUrl' | 'anonKey' | 'serviceRoleKey' | 'adminEmail' | 'adminPassword' | 'stop'
>

// A string, not `new URL(...)`: under jsdom the global URL is not Node's.
const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'backend-process-child.ts')

/**
 * Starts the real local backend (in-memory Postgres, free ports). Its auth rate limits are off
 * unless given: the tests sign up and in from 127.0.0.1 many times.
 */
export function startBackendProcess(
  options: Pick<BackendOptions, 'enableConfirmations' | 'rateLimits' | 'mailDelivery'> = {},
) {
  const settings = { rateLimits: 'off', ...options }
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(settings)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  return new Promise<BackendProcess>((resolve, reject) => {
    let output = ''
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`test backend exited with ${code}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n')[0]
      if (!output.includes('\n') || !line) return
      const addresses = JSON.parse(line) as Omit<BackendProcess, 'stop'>
      resolve({
        ...addresses,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done()
            child.once('exit', () => done())
            child.stdin.end()
          }),
      })
    })
  })
}
