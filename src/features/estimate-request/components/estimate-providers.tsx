import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { useContext, useState, type ReactNode } from 'react'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import { getBrowserSupabase } from '@/lib/browser-supabase'
import { getQueryClient } from '@/lib/query-client'
import { SupabaseContext } from '@/lib/supabase-context'
import { CallFallback } from './call-fallback'

/**
 * The Supabase client and query cache the form sends with: the tab's own (shared with the admin
 * screens), unless a test provides them above.
 */
export function EstimateProviders({ children }: { children: ReactNode }) {
  const injectedClient = useContext(SupabaseContext)
  const injectedQueryClient = useContext(QueryClientContext)
  const [browser] = useState(() => (injectedClient ? null : getBrowserSupabase()))
  const client = injectedClient ?? (browser && 'client' in browser ? browser.client : null)

  if (!client) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{copy.unavailable}</p>
        <CallFallback className="mt-3" />
      </div>
    )
  }
  return (
    <SupabaseContext value={client}>
      <QueryClientProvider client={injectedQueryClient ?? getQueryClient()}>
        {children}
      </QueryClientProvider>
    </SupabaseContext>
  )
}
