import { LogOut } from 'lucide-react'
import { BusyButton } from '@/components/ui/busy-button'
import type { ButtonProps } from '@/components/ui/button'
import { useSignOut } from '../api/use-sign-out'

/** The session event that follows a sign-out sends every open tab to /auth. */
export function SignOutButton({ size }: Pick<ButtonProps, 'size'>) {
  const signOut = useSignOut()
  return (
    <BusyButton
      variant="outline"
      size={size}
      isBusy={signOut.isPending}
      icon={<LogOut className="size-4" aria-hidden="true" />}
      onClick={() => signOut.mutate()}
    >
      Sign Out
    </BusyButton>
  )
}
