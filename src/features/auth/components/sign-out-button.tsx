import { Loader2, LogOut } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSignOut } from '../api/use-sign-out'

/** The session event that follows a sign-out sends every open tab to /auth. */
export function SignOutButton() {
  const signOut = useSignOut()
  return (
    <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
      {signOut.isPending ? (
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <LogOut className="size-4" aria-hidden="true" />
      )}
      Sign Out
    </Button>
  )
}
