import { useSession } from '../api/use-session'
import { authMessages } from '../auth-messages'
import { SignOutButton } from './sign-out-button'

/**
 * The private frame's top bar, signed in: who is signed in, and the one Sign Out of /auth and
 * /admin (also during the second-factor step and for an account without the admin role).
 * Nothing while signed out or while the session is still being read.
 */
export function SignedInAccount() {
  const { session } = useSession()
  if (!session) return null
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <p className="min-w-0 break-all text-sm text-stone-700">
        {authMessages.signedInAs}{' '}
        <span className="font-semibold text-leaf-900">{session.user.email}</span>
      </p>
      <SignOutButton size="sm" />
    </div>
  )
}
