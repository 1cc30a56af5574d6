import { Navigate } from 'react-router-dom'
import { AdminArea } from '@/features/admin/components/admin-area'
import { LoadingState } from '@/features/admin/components/panel-states'
import { SignInRequired } from '@/features/admin/components/sign-in-required'
import { useSession } from '@/features/auth/api/use-session'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { AuthenticatorApps } from '@/features/auth/two-factor/authenticator-apps'
import { SecondFactorStep } from '@/features/auth/two-factor/second-factor-step'
import { paths } from '@/lib/paths'

function AdminScreen() {
  const { isLoading, session } = useSession()
  if (isLoading) return <LoadingState label="Loading..." />
  if (!session) {
    // Not signed in (also after a sign-out here or in another tab): on to /auth.
    return (
      <>
        <SignInRequired />
        <Navigate to={paths.auth} replace />
      </>
    )
  }
  const userId = session.user.id
  return (
    <AdminArea
      userId={userId}
      email={session.user.email ?? ''}
      signOutButton={<SignOutButton />}
      secondFactorStep={<SecondFactorStep userId={userId} signOutButton={<SignOutButton />} />}
      accountPanel={<AuthenticatorApps userId={userId} />}
    />
  )
}

export default function AdminPage() {
  return (
    <section className="min-h-[70vh] bg-earth-50 px-4 py-10 sm:py-12">
      <div className="mx-auto max-w-6xl">
        <AdminScreen />
      </div>
    </section>
  )
}
