import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@supabase/supabase-js'

import type { Backend, BackendOptions } from '../../backend/server/start-backend.ts'

/** What a test needs of the backend running in the child process. */
export type TestBackend = Pick<
  Backend,
  'url' | 'mailUrl' | 'anonKey' | 'serviceRoleKey' | 'adminEmail' | 'adminPassword' | 'stop'
>

// A string, not `new URL(...)`: under jsdom the global URL is not Node's.
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'test-backend-process.ts')

/**
 * Starts the real local backend (in-memory Postgres, free ports) in a child process. Its auth
 * rate limits are off unless given: the tests sign up and in from 127.0.0.1 many times.
 */
export function startTestBackend(
  options: Pick<BackendOptions, 'enableConfirmations' | 'rateLimits'> = {},
) {
  const settings = { rateLimits: 'off', ...options }
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify(settings)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  return new Promise<TestBackend>((resolve, reject) => {
    let output = ''
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`test backend exited with ${code}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n')[0]
      if (!output.includes('\n') || !line) return
      const addresses = JSON.parse(line) as Omit<TestBackend, 'stop'>
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

interface OutboxMessage {
  ID: string
  To: { Address: string }[]
  HTML: string
}

/** The link of the newest mail to an address, from the Mailpit-style outbox. */
export async function latestMailLink(backend: TestBackend, email: string): Promise<string> {
  const response = await fetch(`${backend.mailUrl}/api/v1/messages`)
  const { messages } = (await response.json()) as { messages: OutboxMessage[] }
  const summary = messages.find((m) => m.To.some((to) => to.Address === email))
  if (!summary) throw new Error(`no mail to ${email}`)
  const message = (await (
    await fetch(`${backend.mailUrl}/api/v1/message/${summary.ID}`)
  ).json()) as OutboxMessage
  const link = /href="([^"]+)"/.exec(message.HTML)?.[1]
  if (!link) throw new Error(`no link in the mail to ${email}`)
  return link.replaceAll('&amp;', '&')
}

/** A client that keeps nothing in the page's storage, for setting up data. */
export function createSetupClient(backend: TestBackend, key = backend.anonKey) {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** Signs up and confirms a user through the outbox link, as a person would; returns its id. */
export async function createConfirmedUser(backend: TestBackend, email: string, password: string) {
  const { data, error } = await createSetupClient(backend).auth.signUp({ email, password })
  if (error || !data.user) throw error ?? new Error('sign-up returned no user')
  if (!data.session) await fetch(await latestMailLink(backend, email), { redirect: 'manual' })
  return data.user.id
}
