import { AuthClient, type GoTrueClient } from '@supabase/auth-js'
import { createContext, useContext } from 'react'

/**
 * The GoTrue client alone (@supabase/auth-js, the one supabase-js builds on): /auth needs no more
 * of supabase-js, so the sign-in form loads without the database, storage and realtime clients.
 */
export type AppAuthClient = GoTrueClient

// The URL fragment an e-mail link opened the page with (#type=recovery&access_token=...).
// The auth client reads and clears it while it starts; the auth screens load lazily and may
// render after that, so it is kept here until the recovery is done (USER_UPDATED) or the session
// ends.
let openingFragment = ''

/** The fragment the page was opened with, if a client has since cleared it from the URL. */
export function openingUrlFragment() {
  return openingFragment
}

/**
 * Builds the auth client as supabase-js' createClient would (same URL, headers, storage key and
 * defaults, so a session stored by either is the other's), with the session behaviour the spec
 * lists: kept in local storage, refreshed automatically (and when the tab becomes visible), and
 * read from confirmation and recovery links. `storageKey` lets tests keep several clients apart
 * in one jsdom window.
 */
export function createAuthClient(url: string, anonKey: string, storageKey?: string) {
  if (typeof window !== 'undefined' && window.location.hash) openingFragment = window.location.hash
  const baseUrl = new URL(url.endsWith('/') ? url : `${url}/`)
  const client = new AuthClient({
    url: new URL('auth/v1', baseUrl).href,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    // supabase-js' default key: `sb-<first label of the host>-auth-token`.
    storageKey: storageKey ?? `sb-${baseUrl.hostname.split('.')[0]}-auth-token`,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  })
  client.onAuthStateChange((event) => {
    if (event === 'USER_UPDATED' || event === 'SIGNED_OUT') openingFragment = ''
  })
  return client
}

/** The tab's auth client; provided by PrivateProviders, replaced in tests. */
export const AuthClientContext = createContext<AppAuthClient | null>(null)

export function useAuthClient(): AppAuthClient {
  const client = useContext(AuthClientContext)
  if (!client) throw new Error('useAuthClient must be used inside PrivateProviders')
  return client
}
