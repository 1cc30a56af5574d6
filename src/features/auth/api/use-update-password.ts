import { useMutation } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase-context'
import { toast } from '@/lib/toast'
import { authMessages } from '../auth-messages'

/**
 * Sets the password in the session an e-mail link opened (recovery or invitation), then tells
 * the database the owner of the address chose it: the admin role needs that, and a pending
 * invitation becomes the admin role then. Resolves to whether the account is an admin now.
 */
export function useUpdatePassword() {
  const supabase = useSupabase()
  return useMutation({
    // Sent even when the browser says it is offline: the request's failure tells the visitor.
    networkMode: 'always',
    mutationFn: async (password: string) => {
      const { error } = await supabase.auth.updateUser({ password })
      if (error) throw error
      const recorded = await supabase.rpc('record_chosen_password')
      if (recorded.error) throw recorded.error
      return recorded.data === true
    },
    onSuccess: () => {
      toast.success(authMessages.passwordUpdatedTitle, {
        description: authMessages.passwordUpdated,
      })
    },
  })
}
