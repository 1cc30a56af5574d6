import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useAuthClient } from '@/lib/auth-client'
import { authMessages, signOutErrorMessage } from '../auth-messages'

export function useSignOut() {
  const auth = useAuthClient()
  return useMutation({
    mutationFn: async () => {
      // 'local': this browser's session ends (every tab follows); other devices stay signed in.
      const { error } = await auth.signOut({ scope: 'local' })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(authMessages.signedOutTitle, { description: authMessages.signedOut })
    },
    onError: (error) => {
      toast.error(signOutErrorMessage(error))
    },
  })
}
