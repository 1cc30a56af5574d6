import { randomBytes } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { openConnection } from '../db/connection.ts'
import { startBackend, type Backend, type BackendOptions } from '../server/start-backend.ts'

/** Starting PGlite is slow on a busy machine; hooks that start a backend get this long. */
export const START_TIMEOUT = 240_000

export type Target = {
  name: string
  options: () => Promise<BackendOptions & { cleanup?: () => Promise<void> }>
}

/** PGlite in memory always; a fresh database on TEST_DATABASE_URL's server when it is set. */
export function targets(): Target[] {
  const list: Target[] = [{ name: 'pglite', options: async () => ({}) }]
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) list.push({ name: 'postgres', options: () => scratchDatabase(serverUrl) })
  return list
}

async function scratchDatabase(serverUrl: string) {
  const name = `backend_test_${randomBytes(6).toString('hex')}`
  const admin = await openConnection({ databaseUrl: serverUrl })
  await admin.exec(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    cleanup: async () => {
      await admin.exec(`drop database if exists ${name} with (force)`)
      await admin.close()
    },
  }
}

/**
 * A started backend on random ports, plus its cleanup. Rate limits are off: the suites sign up
 * and in from 127.0.0.1 far more often than `[auth.rate_limit]` allows (a test may set its own).
 */
export async function startTestBackend(target: Target, extra: BackendOptions = {}) {
  const { cleanup, ...options } = await target.options()
  const backend = await startBackend({ port: 0, rateLimits: 'off', ...options, ...extra })
  return {
    backend,
    stop: async () => {
      await backend.stop()
      await cleanup?.()
    },
  }
}

/** Node 20 has no WebSocket; realtime is unused here, so it gets a transport that never opens. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not available in backend tests')
  }
}

export function client(backend: Backend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`
}

/** A fresh confirmed, signed-in user: sign-up, then the mail link when confirmations are on. */
export async function signedInClient(backend: Backend, email = uniqueEmail()) {
  const supabase = client(backend)
  const password = 'correct-horse-battery'
  const signUp = await supabase.auth.signUp({ email, password })
  if (signUp.error) throw signUp.error
  if (!signUp.data.session) await followLink(await mailLink(backend, email))
  const signIn = await supabase.auth.signInWithPassword({ email, password })
  if (signIn.error) throw signIn.error
  return { supabase, user: signIn.data.user, session: signIn.data.session, email, password }
}

/** The verify link from the newest mail to `email`, read through the Mailpit-style API. */
export async function mailLink(backend: Backend, email: string): Promise<string> {
  const list = (await (
    await fetch(`${backend.mailUrl}/api/v1/search?query=to:${encodeURIComponent(email)}`)
  ).json()) as { messages: { ID: string }[] }
  const id = list.messages[0]?.ID
  if (!id) throw new Error(`no mail to ${email}`)
  const message = (await (await fetch(`${backend.mailUrl}/api/v1/message/${id}`)).json()) as {
    HTML: string
  }
  const href = /href="([^"]*\/auth\/v1\/verify\?token=[^"]*)"/.exec(message.HTML)?.[1]
  if (!href) throw new Error('no verify link in the mail')
  return href.replace(/&amp;/g, '&')
}

/** Follows a mail link without a browser: 303 and the session (or error) in the fragment. */
export async function followLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  const fragment = new URLSearchParams(location.split('#')[1] ?? '')
  return { status: response.status, location, fragment }
}
