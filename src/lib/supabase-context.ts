import type { SupabaseClient } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'
import type { Database } from '@shared/database.types'

export type AppSupabaseClient = SupabaseClient<Database>

/** The tab's client (or a test's), set by SupabaseProvider. */
export const SupabaseContext = createContext<AppSupabaseClient | null>(null)

/** The client of the private app and the estimate form; its `auth` holds the session. */
export function useSupabase(): AppSupabaseClient {
  const client = useContext(SupabaseContext)
  if (!client) throw new Error('useSupabase must be used inside SupabaseProvider')
  return client
}
