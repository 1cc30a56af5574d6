import type { SupabaseClient } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'
import type { Database } from './database.types'

export type AppSupabaseClient = SupabaseClient<Database>

/**
 * The data client (database, storage, functions) of the admin dashboard and the estimate form,
 * its `auth` the tab's auth client. Provided where it is needed, replaced in tests. This module
 * holds no supabase-js code: the auth screens read the context without loading the client.
 */
export const SupabaseContext = createContext<AppSupabaseClient | null>(null)

export function useSupabase(): AppSupabaseClient {
  const client = useContext(SupabaseContext)
  if (!client) throw new Error('useSupabase must be used inside a data client provider')
  return client
}
