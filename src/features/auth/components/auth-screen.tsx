import { Loader2 } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { useSession } from '../api/use-session'
import { AuthPanel } from './auth-panel'
import { NewPasswordForm } from './new-password-form'
import { SignedInNotice } from './signed-in-notice'

/** Sends a signed-in visitor on to the dashboard; the notice shows until the route changes. */
function RedirectToAdmin() {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(paths.admin, { replace: true })
  }, [navigate])
  return null
}

export function AuthScreen() {
  const { isLoading, session, isRecovering } = useSession()

  if (isLoading) {
    return (
      <div role="status" className="flex justify-center py-12 text-stone-700">
        <Loader2 className="size-8 animate-spin text-leaf-700" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    )
  }
  if (session && isRecovering) return <NewPasswordForm />
  if (session) {
    return (
      <>
        <SignedInNotice />
        <RedirectToAdmin />
      </>
    )
  }
  return <AuthPanel />
}
