import { Navigate } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/lib/paths'
import { useSession } from '../api/use-session'
import { AuthPanel } from './auth-panel'
import { SecondFactorFirst } from '../two-factor/second-factor-first'
import { NewPasswordForm } from './new-password-form'
import { SignedInNotice } from './signed-in-notice'

export function AuthScreen() {
  const { isLoading, session, isRecovering, isInvited } = useSession()

  if (isLoading) {
    return (
      <div role="status" className="flex justify-center py-12 text-stone-700">
        <Spinner className="size-8 text-leaf-700" />
        <span className="sr-only">Loading…</span>
      </div>
    )
  }
  if (session && isRecovering) {
    return (
      <SecondFactorFirst userId={session.user.id}>
        <NewPasswordForm isInvited={isInvited} />
      </SecondFactorFirst>
    )
  }
  if (session) {
    // On to the dashboard; the notice shows until the route changes.
    return (
      <>
        <SignedInNotice />
        <Navigate to={paths.admin} replace />
      </>
    )
  }
  return <AuthPanel />
}
