import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { useSupabase } from '@/lib/supabase-context'
import { isBackendUnreachable, retryDelay } from '@/lib/backend-unreachable'
import { readAuthLink } from './auth-link'

export interface SessionState {
  isLoading: boolean
  session: Session | null
  /**
   * The visitor arrived through a password recovery link or an admin's invitation and has not
   * chosen a password yet; the password form ends it by leaving for /admin.
   */
  isRecovering: boolean
  /** The link was an invitation: the password form says 'Choose your password'. */
  isInvited: boolean
  /**
   * A session is stored but could not be renewed: the server cannot be reached. Loading lasts
   * meanwhile, so no screen takes the visitor for signed out; retried until the server answers.
   */
  isUnreachable: boolean
}

/**
 * The current session, following every auth event: a sign-in or sign-out here or in another tab
 * (supabase-js broadcasts them), token refreshes and the recovery link's PASSWORD_RECOVERY.
 */
export function useSession(): SessionState {
  const { auth } = useSupabase()
  const [state, setState] = useState<SessionState>(() => {
    const link = readAuthLink()
    return {
      isLoading: true,
      session: null,
      isRecovering: link.isRecovery || link.isInvite,
      isInvited: link.isInvite,
      isUnreachable: false,
    }
  })

  useEffect(() => {
    let isSubscribed = true
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0

    // INITIAL_SESSION comes without a session also when a stored, expired one could not be
    // renewed because the server is down (issue 12). getSession says which: it returns the
    // refresh's network error. supabase-js itself waits 60 s between refreshes that failed.
    async function checkStoredSession() {
      const { data, error } = await auth.getSession()
      if (!isSubscribed) return
      const isUnreachable = isBackendUnreachable(error)
      setState((previous) => ({
        ...previous,
        isLoading: isUnreachable,
        session: data.session,
        isUnreachable,
      }))
      if (isUnreachable) retryTimer = setTimeout(checkStoredSession, retryDelay(attempt++))
    }

    // The callback must not await other auth calls (supabase-js holds a lock while it runs).
    const { data } = auth.onAuthStateChange((event, session) => {
      clearTimeout(retryTimer)
      if (event === 'INITIAL_SESSION' && !session) {
        retryTimer = setTimeout(checkStoredSession, 0)
        return
      }
      // Not ended by USER_UPDATED: the form still records the chosen password after it.
      setState((previous) => ({
        isLoading: false,
        session,
        isRecovering:
          event === 'PASSWORD_RECOVERY' || (previous.isRecovering && event !== 'SIGNED_OUT'),
        isInvited: previous.isInvited && event !== 'SIGNED_OUT',
        isUnreachable: false,
      }))
    })
    return () => {
      isSubscribed = false
      clearTimeout(retryTimer)
      data.subscription.unsubscribe()
    }
  }, [auth])

  return state
}
