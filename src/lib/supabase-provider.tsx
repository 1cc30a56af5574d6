import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useContext, useEffect, useState, type ReactNode } from 'react'
import { getQueryClient } from './query-client'
import { getBrowserSupabase } from './supabase'
import { SupabaseContext, type AppSupabaseClient } from './supabase-context'

const clearedOnSignOut = new WeakMap<QueryClient, WeakSet<AppSupabaseClient>>()

/** Empties the cache when the session ends, here or in another tab, for as long as both live. */
function clearOnSignOut(queryClient: QueryClient, client: AppSupabaseClient) {
  const followed = clearedOnSignOut.get(queryClient) ?? new WeakSet()
  if (followed.has(client)) return
  followed.add(client)
  clearedOnSignOut.set(queryClient, followed)
  client.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') queryClient.clear()
  })
}

interface SupabaseProviderProps {
  /** By default the tab's client, built from the project settings; tests pass their own. */
  client?: AppSupabaseClient
  /** By default the tab's query cache, kept while the visitor moves between screens. */
  queryClient?: QueryClient
  /** Shown instead of the children when the project settings are missing or invalid. */
  fallback?: (problems: string[]) => ReactNode
  children: ReactNode
}

/**
 * The Supabase client (`useSupabase()`) and the query cache for the screens below. Inside another
 * SupabaseProvider (a test's, around the private app or the estimate form) it adds nothing: the
 * outer one's client and cache are used.
 */
export function SupabaseProvider(props: SupabaseProviderProps) {
  const outer = useContext(SupabaseContext)
  return outer ? props.children : <OwnSupabase {...props} />
}

function OwnSupabase({ client, queryClient, fallback, children }: SupabaseProviderProps) {
  const [browser] = useState(() => (client ? null : getBrowserSupabase()))
  const supabase = client ?? (browser && 'client' in browser ? browser.client : null)
  const cache = queryClient ?? getQueryClient()
  useEffect(() => {
    if (supabase) clearOnSignOut(cache, supabase)
  }, [cache, supabase])

  if (!supabase) return fallback?.(browser && 'problems' in browser ? browser.problems : [])
  return (
    <SupabaseContext value={supabase}>
      <QueryClientProvider client={cache}>{children}</QueryClientProvider>
    </SupabaseContext>
  )
}
