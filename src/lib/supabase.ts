import { createClient, isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'
import type { Database } from './database.types'

export type AppSupabaseClient = SupabaseClient<Database>

/**
 * Builds a client with the session behaviour the spec lists: kept in local storage, refreshed
 * automatically (and when the tab becomes visible), and read from confirmation and recovery links.
 * `storageKey` lets tests keep several clients apart in one jsdom window.
 */
// The URL fragment an e-mail link opened the page with (#type=recovery&access_token=...).
// supabase-js reads and clears it while it starts; the auth screens load lazily and may render
// after that, so it is kept here until the recovery is done (USER_UPDATED) or the session ends.
let openingFragment = ''

/** The fragment the page was opened with, if a client has since cleared it from the URL. */
export function openingUrlFragment() {
  return openingFragment
}

export function createSupabaseClient(url: string, anonKey: string, storageKey?: string) {
  if (typeof window !== 'undefined' && window.location.hash) openingFragment = window.location.hash
  const client = createClient<Database>(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      ...(storageKey ? { storageKey } : {}),
    },
  })
  client.auth.onAuthStateChange((event) => {
    if (event === 'USER_UPDATED' || event === 'SIGNED_OUT') openingFragment = ''
  })
  return client
}

/** The client of the auth and admin screens; provided by PrivateProviders, replaced in tests. */
export const SupabaseContext = createContext<AppSupabaseClient | null>(null)

export function useSupabase(): AppSupabaseClient {
  const client = useContext(SupabaseContext)
  if (!client) throw new Error('useSupabase must be used inside PrivateProviders')
  return client
}

// How the browser words a request that never got an answer (Chromium, Firefox, Safari, Node).
const FAILED_FETCH = /failed to fetch|fetch failed|networkerror|load failed/i

/**
 * The request never reached the backend, or its gateway answered 502-504: the server is down or
 * the network is, so trying again later can work. Follows `cause`, since query functions wrap the
 * backend's error in one carrying the spec's text.
 */
export function isBackendUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isAuthRetryableFetchError(current)) return true
    if (current instanceof TypeError && FAILED_FETCH.test(current.message)) return true
    if (typeof current !== 'object') return false
    // supabase-js' database calls do not throw: a failed fetch comes back as an error with an
    // empty code and the fetch's own 'TypeError: Failed to fetch' as its message.
    const { code, message, cause } = current as Record<string, unknown>
    if (code === '' && typeof message === 'string' && /^(TypeError|FetchError): /.test(message)) {
      return true
    }
    current = cause
  }
  return false
}
