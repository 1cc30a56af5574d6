import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'
import type { Database } from './database.types'

export type AppSupabaseClient = SupabaseClient<Database>

/**
 * Builds a client with the session behaviour the spec lists: kept in local storage, refreshed
 * automatically (and when the tab becomes visible), and read from confirmation and recovery links.
 * `storageKey` lets tests keep several clients apart in one jsdom window.
 */
export function createSupabaseClient(url: string, anonKey: string, storageKey?: string) {
  return createClient<Database>(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      ...(storageKey ? { storageKey } : {}),
    },
  })
}

/** The client of the auth and admin screens; provided by PrivateProviders, replaced in tests. */
export const SupabaseContext = createContext<AppSupabaseClient | null>(null)

export function useSupabase(): AppSupabaseClient {
  const client = useContext(SupabaseContext)
  if (!client) throw new Error('useSupabase must be used inside PrivateProviders')
  return client
}
