import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { useSupabase } from '@/lib/supabase'
import { readAuthLink } from './auth-link'

export interface SessionState {
  isLoading: boolean
  session: Session | null
  /** The visitor arrived through a password recovery link and has not set a new password yet. */
  isRecovering: boolean
}

/**
 * The current session, following every auth event: a sign-in or sign-out here or in another tab
 * (supabase-js broadcasts them), token refreshes and the recovery link's PASSWORD_RECOVERY.
 */
export function useSession(): SessionState {
  const supabase = useSupabase()
  const [state, setState] = useState<SessionState>(() => ({
    isLoading: true,
    session: null,
    isRecovering: readAuthLink().isRecovery,
  }))

  useEffect(() => {
    // The callback must not await other auth calls (supabase-js holds a lock while it runs).
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      setState((previous) => ({
        isLoading: false,
        session,
        isRecovering:
          event === 'PASSWORD_RECOVERY' ||
          (previous.isRecovering && event !== 'SIGNED_OUT' && event !== 'USER_UPDATED'),
      }))
    })
    return () => data.subscription.unsubscribe()
  }, [supabase])

  return state
}
