import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useSupabase } from '@/lib/supabase'
import { authMessages, signOutErrorMessage } from '../auth-messages'

export function useSignOut() {
  const supabase = useSupabase()
  return useMutation({
    mutationFn: async () => {
      // 'local': this browser's session ends (every tab follows); other devices stay signed in.
      const { error } = await supabase.auth.signOut({ scope: 'local' })
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
