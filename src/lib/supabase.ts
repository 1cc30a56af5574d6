import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createAuthClient, type AppAuthClient } from './auth-client'
import type { Database } from './database.types'
import type { AppSupabaseClient } from './supabase-context'

/**
 * The database, storage and functions clients, sending the auth client's access token (the anon
 * key when signed out): one GoTrue client per tab, whichever screens load the data client. Its
 * `auth` is that auth client, so code holding the data client reaches the session as before.
 */
export function createDataClient(
  authClient: AppAuthClient,
  url: string,
  anonKey: string,
): AppSupabaseClient {
  const client = createClient<Database>(url, anonKey, {
    accessToken: async () => (await authClient.getSession()).data.session?.access_token ?? null,
  })
  // With `accessToken`, supabase-js builds no auth client and its `auth` throws on use.
  return Object.assign(client, { auth: authClient as SupabaseClient<Database>['auth'] })
}

/** An auth client and a data client on it, as a tab has them. */
export function createSupabaseClient(url: string, anonKey: string, storageKey?: string) {
  return createDataClient(createAuthClient(url, anonKey, storageKey), url, anonKey)
}
