import { lazy, Suspense } from 'react'
import type { AdminAreaProps } from './admin-access-screen'
import { AdminSection } from './admin-section'
import { LoadingState } from './panel-states'

// The access check and the dashboard load once a signed-in user is on /admin: a visitor sent on
// to /auth never downloads them.
const AdminAccessScreen = lazy(() =>
  import('./admin-access-screen').then((module) => ({ default: module.AdminAccessScreen })),
)

/**
 * For a signed-in user, as the database's admin_access says: the dashboard, the second-factor
 * step, or the no-privileges notice.
 */
export function AdminArea(props: AdminAreaProps) {
  return (
    <Suspense
      fallback={
        <AdminSection>
          <LoadingState label="Checking your access..." />
        </AdminSection>
      }
    >
      <AdminAccessScreen {...props} />
    </Suspense>
  )
}
