import { parseSupabaseEnv } from './env'
import { createSupabaseClient, type AppSupabaseClient } from './supabase'

export type BrowserSupabase = { client: AppSupabaseClient } | { problems: string[] }

// One client per tab, shared by the auth and admin screens and the estimate form, so they agree
// on the session. Created on first use: it lives only in the chunks that need it.
let browserClient: AppSupabaseClient | undefined

/** The tab's Supabase client, or what is wrong with the project settings. */
export function getBrowserSupabase(): BrowserSupabase {
  if (browserClient) return { client: browserClient }
  const envResult = parseSupabaseEnv()
  if (!envResult.isValid) return { problems: envResult.problems }
  browserClient = createSupabaseClient(envResult.env.url, envResult.env.anonKey)
  return { client: browserClient }
}
