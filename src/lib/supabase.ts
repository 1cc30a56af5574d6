import { createClient } from '@supabase/supabase-js'
import type { Database } from '@shared/database.types'
import { parseSupabaseEnv } from './env'
import type { AppSupabaseClient } from './supabase-context'

// The URL fragment an e-mail link opened the page with (#type=recovery&access_token=...).
// The client reads and clears it while it starts; the auth screens load lazily and may render
// after that, so it is kept here until the recovery is done (USER_UPDATED) or the session ends.
let openingFragment = ''

/** The fragment the page was opened with, if a client has since cleared it from the URL. */
export function openingUrlFragment() {
  return openingFragment
}

/**
 * The private app's client, with the session behaviour the spec lists: kept in local storage,
 * refreshed automatically (and when the tab becomes visible), and read from confirmation and
 * recovery links. `storageKey` lets tests keep several clients apart in one jsdom window;
 * without it supabase-js' default (`sb-<first label of the host>-auth-token`) applies.
 */
export function createSupabaseClient(
  url: string,
  anonKey: string,
  storageKey?: string,
): AppSupabaseClient {
  if (typeof window !== 'undefined' && window.location.hash) openingFragment = window.location.hash
  const client = createClient<Database>(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
      // An explicit undefined would replace supabase-js' default key.
      ...(storageKey && { storageKey }),
    },
  })
  client.auth.onAuthStateChange((event) => {
    if (event === 'USER_UPDATED' || event === 'SIGNED_OUT') openingFragment = ''
  })
  return client
}

export type BrowserSupabase = { client: AppSupabaseClient } | { problems: string[] }

// One client per tab, shared by the auth and admin screens and the estimate form (a public
// page's lazy chunk), so they agree on the session. Created on first use.
let browserClient: AppSupabaseClient | undefined

/** The tab's client, or what is wrong with the project settings. */
export function getBrowserSupabase(): BrowserSupabase {
  if (browserClient) return { client: browserClient }
  const envResult = parseSupabaseEnv()
  if (!envResult.isValid) return { problems: envResult.problems }
  browserClient = createSupabaseClient(envResult.env.url, envResult.env.anonKey)
  return { client: browserClient }
}
