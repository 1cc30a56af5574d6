import { Navigate } from 'react-router-dom'
import { AdminArea } from '@/features/admin/components/admin-area'
import { LoadingState } from '@/features/admin/components/panel-states'
import { SignInRequired } from '@/features/admin/components/sign-in-required'
import { useSession } from '@/features/auth/api/use-session'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
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
  return (
    <AdminArea
      userId={session.user.id}
      email={session.user.email ?? ''}
      signOutButton={<SignOutButton />}
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
