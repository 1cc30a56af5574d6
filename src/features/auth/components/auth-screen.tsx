import { lazy, Suspense } from 'react'
import { Navigate } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/lib/paths'
import { useSession } from '../api/use-session'
import { AuthPanel } from './auth-panel'
import { SignedInNotice } from './signed-in-notice'

// A recovery or invitation link is the rare way in: its screens load when shown.
const PasswordRecoveryScreen = lazy(() => import('./password-recovery-screen'))

function LoadingScreen() {
  return (
    <div role="status" className="flex justify-center py-12 text-stone-700">
      <Spinner className="size-8 text-leaf-700" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}

export function AuthScreen() {
  const { isLoading, session, isRecovering, isInvited } = useSession()

  if (isLoading) return <LoadingScreen />
  if (session && isRecovering) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PasswordRecoveryScreen userId={session.user.id} isInvited={isInvited} />
      </Suspense>
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
