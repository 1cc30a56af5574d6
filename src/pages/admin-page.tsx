import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { AdminArea } from '@/features/admin/components/admin-area'
import { LoadingState } from '@/features/admin/components/panel-states'
import { SignInRequired } from '@/features/admin/components/sign-in-required'
import { useSession } from '@/features/auth/api/use-session'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { paths } from '@/lib/paths'

/** Not signed in (also after a sign-out here or in another tab): on to /auth. */
function RedirectToSignIn() {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(paths.auth, { replace: true })
  }, [navigate])
  return null
}

function AdminScreen() {
  const { isLoading, session } = useSession()
  if (isLoading) return <LoadingState label="Loading..." />
  if (!session) {
    return (
      <>
        <SignInRequired />
        <RedirectToSignIn />
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
      <PageMeta
        title="Admin Dashboard"
        description="Estimate requests and administrators of the site."
        noindex
      />
      <div className="mx-auto max-w-6xl">
        <AdminScreen />
      </div>
    </section>
  )
}
