import { createAuthClient, type AppAuthClient } from './auth-client'
import { parseSupabaseEnv, type SupabaseEnv } from './env'

export type BrowserAuth = { client: AppAuthClient; env: SupabaseEnv } | { problems: string[] }

// One auth client per tab, shared by the auth and admin screens and the estimate form, so they
// agree on the session. Created on first use: it lives only in the chunks that need it.
let browserAuth: { client: AppAuthClient; env: SupabaseEnv } | undefined

/** The tab's auth client, or what is wrong with the project settings. */
export function getBrowserAuth(): BrowserAuth {
  if (browserAuth) return browserAuth
  const envResult = parseSupabaseEnv()
  if (!envResult.isValid) return { problems: envResult.problems }
  const { url, anonKey } = envResult.env
  browserAuth = { client: createAuthClient(url, anonKey), env: envResult.env }
  return browserAuth
}
