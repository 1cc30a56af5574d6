import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore, type ReactNode } from 'react'
import { isBackendUnreachable } from '@/lib/backend-unreachable'
import { useSupabase } from '@/lib/supabase-context'
import { adminKeys } from '../api/admin-keys'
import { adminAccessQuery } from '../api/admin-access-query'
import { AdminDashboard } from './admin-dashboard'
import { AdminSection } from './admin-section'
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
  /** The code prompt or authenticator set-up, for an admin signed in with a password alone. */
  secondFactorStep: ReactNode
  /** The Account tab's content: the admin's own sign-in settings. */
  accountPanel: ReactNode
}

/**
 * For a signed-in user, as the database's admin_access says: the dashboard, the second-factor
 * step, or the no-privileges notice. Signing out is the private frame's, above every one of them.
 */
export function AdminAccessScreen({
  userId,
  email,
  secondFactorStep,
  accountPanel,
}: AdminAreaProps) {
  const supabase = useSupabase()
  const access = useQuery(adminAccessQuery(supabase, userId))
  const isUnreachable = useIsBackendUnreachable()

  const accessFailure = access.isError ? access.error : access.failureReason
  const outageNotice = isUnreachable && <ErrorState message={adminMessages.outageDashboard} />
  let notDashboard: ReactNode = null
  if (access.data === undefined) {
    if (isBackendUnreachable(accessFailure))
      notDashboard = <ErrorState message={adminMessages.outageAccessCheck} />
    else if (access.isError) notDashboard = <ErrorState message={access.error.message} />
    else notDashboard = <LoadingState label="Checking your access..." />
  } else if (access.isError && !isBackendUnreachable(access.error)) {
    notDashboard = <ErrorState message={access.error.message} />
  } else if (access.data === 'second_factor_required') {
    notDashboard = secondFactorStep
  } else if (access.data !== 'admin') {
    notDashboard = (
      <>
        {outageNotice && <div className="mb-6">{outageNotice}</div>}
        <NoAdminPrivileges />
      </>
    )
  }
  if (notDashboard) return <AdminSection>{notDashboard}</AdminSection>
  return (
    <AdminDashboard
      email={email}
      currentUserId={userId}
      accountPanel={accountPanel}
      notice={outageNotice}
    />
  )
}
