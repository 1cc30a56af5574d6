import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useContext, useEffect, type ReactNode } from 'react'
import { useAuthClient, type AppAuthClient } from './auth-client'
import { getQueryClient } from './query-client'

// The query cache comes with the screens that read through it (the dashboard, the two-factor
// screens), not with the sign-in form. The cache is the tab's and outlives these screens.

const clearedOnSignOut = new WeakMap<QueryClient, WeakSet<AppAuthClient>>()

/** Empties the cache when the session ends, here or in another tab, for as long as both live. */
function clearOnSignOut(queryClient: QueryClient, auth: AppAuthClient) {
  const followed = clearedOnSignOut.get(queryClient) ?? new WeakSet()
  if (followed.has(auth)) return
  followed.add(auth)
  clearedOnSignOut.set(queryClient, followed)
  auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') queryClient.clear()
  })
}

/**
 * The tab's query cache for the admin and two-factor screens, or the one a test provides above.
 * Emptied when the session ends, also after the screen that created it has gone (on /auth).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const auth = useAuthClient()
  const queryClient = useContext(QueryClientContext) ?? getQueryClient()
  useEffect(() => clearOnSignOut(queryClient, auth), [queryClient, auth])
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
