import { createClient, type SupabaseClient } from '@supabase/supabase-js'
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
