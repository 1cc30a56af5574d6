import { useContext, useState, type ReactNode } from 'react'
import { requireBrowserSupabase } from './browser-supabase'
import { SupabaseContext } from './supabase-context'

/**
 * The data client for the screens below: one provided above (tests) as it is, else the tab's,
 * built on the tab's auth client. Rendered inside PrivateProviders, which has already shown any
 * problem with the project settings.
 */
export function SupabaseProvider({ children }: { children: ReactNode }) {
  const provided = useContext(SupabaseContext)
  const [client] = useState(() => provided ?? requireBrowserSupabase())
  return <SupabaseContext value={client}>{children}</SupabaseContext>
}
