import { useCallback, useContext } from 'react'
import { SupabaseContext, type AppSupabaseClient } from './supabase-context'

/**
 * For an auth screen that makes one database call (the new password form): the data client
 * provided above (the dashboard's, or a test's), else the tab's, loaded with supabase-js on
 * first use rather than with the sign-in form.
 */
export function useLoadSupabase(): () => Promise<AppSupabaseClient> {
  const provided = useContext(SupabaseContext)
  return useCallback(async () => {
    return provided ?? (await import('./browser-supabase')).requireBrowserSupabase()
  }, [provided])
}
