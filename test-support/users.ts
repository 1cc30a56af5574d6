// Accounts for tests, made through the real sign-up and mail link as a person would make them.
import { randomBytes } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Backend } from '../backend/server/start-backend.ts'
import { followLink, mailLink } from './outbox.ts'

type Api = Pick<Backend, 'url' | 'anonKey'>

export interface TestUser {
  id: string
  email: string
  password: string
}

/** An address no earlier test or run has used: suites share a database, runs may share one. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`
}

/** Node 20 has no WebSocket and supabase-js sets up realtime eagerly; tests never open it. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not available in tests')
  }
}

let statelessCount = 0

/**
 * A client that keeps no session in storage and renews nothing, so one test's sign-in never
 * leaks into another: for API tests and for setting up data. The anon key unless given one.
 */
export function statelessClient(backend: Api, key = backend.anonKey): SupabaseClient {
  statelessCount += 1
  return createClient(backend.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // Under jsdom, supabase-js warns about every second client on one storage key.
      storageKey: `sb-stateless-${statelessCount}`,
    },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
}

/**
 * An account as its owner makes it: signs up, confirms through the link in the outbox (when the
 * backend asks for it), then chooses `password` in the session that link opened, so it may be
 * made an admin (the database wants a password chosen through an e-mail link; see docs/admin.md,
 * Adding an admin). Without confirmations, the link is a 'Forgot password' one.
 */
export async function createConfirmedUser(
  backend: Api & Pick<Backend, 'mailUrl'>,
  { email = uniqueEmail(), password = 'correct-horse-battery' } = {},
): Promise<TestUser> {
  const client = statelessClient(backend)
  const { data, error } = await client.auth.signUp({ email, password: `${password}-at-sign-up` })
  if (error) throw error
  if (!data.user) throw new Error(`sign-up of ${email} returned no user`)
  if (data.session) {
    const recovery = await client.auth.resetPasswordForEmail(email)
    if (recovery.error) throw recovery.error
  }
  await choosePasswordThroughLink(backend, email, password)
  return { id: data.user.id, email, password }
}

/**
 * Follows the newest link mailed to `email` (confirmation, recovery or invitation) and sets
 * `password` in the session it opens, as the app's forms do, recording that the owner chose it.
 */
export async function choosePasswordThroughLink(
  backend: Api & Pick<Backend, 'mailUrl'>,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  return choosePasswordWithLink(backend, await mailLink(backend, email), password)
}

/** Follows `link` (a mailed auth link) and sets `password` in its session, as the app does. */
export async function choosePasswordWithLink(
  backend: Api,
  link: string,
  password: string,
): Promise<SupabaseClient> {
  const { fragment } = await followLink(link)
  const accessToken = fragment.get('access_token')
  const refreshToken = fragment.get('refresh_token')
  if (!accessToken || !refreshToken) {
    throw new Error(`the link ${link} failed: ${fragment.get('error_description')}`)
  }
  const supabase = statelessClient(backend)
  const session = await supabase.auth.setSession({
    access_token: accessToken,
    refresh_token: refreshToken,
  })
  if (session.error) throw session.error
  const updated = await supabase.auth.updateUser({ password })
  if (updated.error) throw updated.error
  const recorded = await supabase.rpc('record_chosen_password')
  if (recorded.error) throw recorded.error
  return supabase
}

/** A stateless client signed in as an existing account, with its user and session. */
export async function signedInClient(
  backend: Api,
  { email, password }: Pick<TestUser, 'email' | 'password'>,
) {
  const supabase = statelessClient(backend)
  const { data, error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { supabase, user: data.user, session: data.session }
}
