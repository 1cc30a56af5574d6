import { useSupabase } from '@/lib/supabase-context'
import { toast } from '@/lib/toast'
import { useAction } from '@/lib/use-action'
import { authMessages, signOutErrorMessage } from '../auth-messages'

export function useSignOut() {
  const { auth } = useSupabase()
  return useAction({
    action: async () => {
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
