import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore, type ReactNode } from 'react'
import { isBackendUnreachable } from '@/lib/backend-unreachable'
import { useSupabase } from '@/lib/supabase-context'
import { adminKeys } from '../api/admin-keys'
import { adminAccessQuery } from '../api/admin-access-query'
import { AdminDashboard } from './admin-dashboard'
import { NoAdminPrivileges } from './no-admin-privileges'
import { ErrorState, LoadingState } from './panel-states'
import { adminMessages } from '../admin-messages'

// The backend is down (issue 12): not in the spec, which has no outage states. Queries keep
// trying by themselves meanwhile (lib/query-client.ts).

/** Whether a shown admin query is failing, or has failed, because the server cannot be reached. */
function useIsBackendUnreachable() {
  const queryCache = useQueryClient().getQueryCache()
  // Batched as TanStack's own hooks do: a query is added to the cache while a panel renders.
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(notifyManager.batchCalls(onChange)),
    [queryCache],
  )
  return useSyncExternalStore(subscribe, () =>
    queryCache
      .findAll({ queryKey: adminKeys.all, type: 'active' })
      .some(({ state }) => isBackendUnreachable(state.fetchFailureReason ?? state.error)),
  )
}

export interface AdminAreaProps {
  userId: string
  email: string
  signOutButton: ReactNode
  /** The code prompt or authenticator set-up, for an admin signed in with a password alone. */
  secondFactorStep: ReactNode
  /** The Account tab's content: the admin's own sign-in settings. */
  accountPanel: ReactNode
}

/**
 * For a signed-in user, as the database's admin_access says: the dashboard, the second-factor
 * step, or the no-privileges notice.
 */
export function AdminAccessScreen({
  userId,
  email,
  signOutButton,
  secondFactorStep,
  accountPanel,
}: AdminAreaProps) {
  const supabase = useSupabase()
  const access = useQuery(adminAccessQuery(supabase, userId))
  const isUnreachable = useIsBackendUnreachable()

  const accessFailure = access.isError ? access.error : access.failureReason
  if (access.data === undefined) {
    if (isBackendUnreachable(accessFailure))
      return <ErrorState message={adminMessages.outageAccessCheck} />
    if (access.isError) {
      return <ErrorState message={access.error.message} />
    }
    return <LoadingState label="Checking your access..." />
  }
  if (access.isError && !isBackendUnreachable(access.error)) {
    return <ErrorState message={access.error.message} />
  }
  if (access.data === 'second_factor_required') return secondFactorStep
  return (
    <>
      {isUnreachable && (
        <div className="mb-6">
          <ErrorState message={adminMessages.outageDashboard} />
        </div>
      )}
      {access.data === 'admin' ? (
        <AdminDashboard
          email={email}
          currentUserId={userId}
          signOutButton={signOutButton}
          accountPanel={accountPanel}
        />
      ) : (
        <NoAdminPrivileges signOutButton={signOutButton} />
      )}
    </>
  )
}
