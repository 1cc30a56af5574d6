import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore, type ReactNode } from 'react'
import { isBackendUnreachable, useSupabase } from '@/lib/supabase'
import { adminKeys } from '../api/admin-keys'
import { adminRoleQuery } from '../api/admin-role-query'
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

interface AdminAreaProps {
  userId: string
  email: string
  signOutButton: ReactNode
}

/** For a signed-in user: the dashboard if has_admin_role says so, else the no-privileges notice. */
export function AdminArea({ userId, email, signOutButton }: AdminAreaProps) {
  const supabase = useSupabase()
  const isAdmin = useQuery(adminRoleQuery(supabase, userId))
  const isUnreachable = useIsBackendUnreachable()

  const roleFailure = isAdmin.isError ? isAdmin.error : isAdmin.failureReason
  if (isAdmin.data === undefined) {
    if (isBackendUnreachable(roleFailure))
      return <ErrorState message={adminMessages.outageAccessCheck} />
    if (isAdmin.isError) {
      return <ErrorState message={isAdmin.error.message} />
    }
    return <LoadingState label="Checking your access..." />
  }
  if (isAdmin.isError && !isBackendUnreachable(isAdmin.error)) {
    return <ErrorState message={isAdmin.error.message} />
  }
  return (
    <>
      {isUnreachable && (
        <div className="mb-6">
          <ErrorState message={adminMessages.outageDashboard} />
        </div>
      )}
      {isAdmin.data ? (
        <AdminDashboard email={email} currentUserId={userId} signOutButton={signOutButton} />
      ) : (
        <NoAdminPrivileges signOutButton={signOutButton} />
      )}
    </>
  )
}
