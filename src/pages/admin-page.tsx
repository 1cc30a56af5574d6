import { Navigate } from 'react-router-dom'
import { AdminArea } from '@/features/admin/components/admin-area'
import { LoadingState } from '@/features/admin/components/panel-states'
import { AdminSection } from '@/features/admin/components/admin-section'
import { SignInRequired } from '@/features/admin/components/sign-in-required'
import { useSession } from '@/features/auth/api/use-session'
import { AuthenticatorApps } from '@/features/auth/two-factor/authenticator-apps'
import { SecondFactorStep } from '@/features/auth/two-factor/second-factor-step'
import { paths } from '@/lib/paths'

function AdminScreen() {
  const { isLoading, session } = useSession()
  if (isLoading) {
    return (
      <AdminSection>
        <LoadingState label="Loading..." />
      </AdminSection>
    )
  }
  if (!session) {
    // Not signed in (also after a sign-out here or in another tab): on to /auth.
    return (
      <AdminSection>
        <SignInRequired />
        <Navigate to={paths.auth} replace />
      </AdminSection>
    )
  }
  const userId = session.user.id
  return (
    <AdminArea
      userId={userId}
      email={session.user.email ?? ''}
      secondFactorStep={<SecondFactorStep userId={userId} />}
      accountPanel={<AuthenticatorApps userId={userId} />}
    />
  )
}

/** Each screen sets its own width: the dashboard's tabs run the frame's full width. */
export default function AdminPage() {
  return <AdminScreen />
}
