import { getBrowserAuth } from './browser-auth'
import { createDataClient } from './supabase'
import type { AppSupabaseClient } from './supabase-context'

export type BrowserSupabase = { client: AppSupabaseClient } | { problems: string[] }

// The tab's data client, built on the tab's auth client, when a screen first needs it (the
// dashboard, the estimate form): the sign-in form never loads it.
let browserClient: AppSupabaseClient | undefined

/** The tab's data client, or what is wrong with the project settings. */
export function getBrowserSupabase(): BrowserSupabase {
  if (browserClient) return { client: browserClient }
  const auth = getBrowserAuth()
  if ('problems' in auth) return auth
  browserClient = createDataClient(auth.client, auth.env.url, auth.env.anonKey)
  return { client: browserClient }
}

/** The tab's data client, for screens below PrivateProviders, which has shown any settings problem. */
export function requireBrowserSupabase(): AppSupabaseClient {
  const browser = getBrowserSupabase()
  if ('problems' in browser) throw new Error(browser.problems.join(' '))
  return browser.client
}
