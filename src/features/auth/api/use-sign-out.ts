import { useMutation } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase-context'
import { toast } from '@/lib/toast'
import { authMessages, signOutErrorMessage } from '../auth-messages'

export function useSignOut() {
  const { auth } = useSupabase()
  return useMutation({
    // Sent even when the browser says it is offline: the request's failure tells the visitor.
    networkMode: 'always',
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
