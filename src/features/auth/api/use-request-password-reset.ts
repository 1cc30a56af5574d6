import { useMutation } from '@tanstack/react-query'
import { authLinkRedirect } from '@/lib/paths'
import { useSupabase } from '@/lib/supabase-context'
import { toast } from '@/lib/toast'
import { authMessages } from '../auth-messages'
import type { PasswordResetRequest } from '../schemas'

export function useRequestPasswordReset() {
  const { auth } = useSupabase()
  return useMutation({
    // Sent even when the browser says it is offline: the request's failure tells the visitor.
    networkMode: 'always',
    mutationFn: async ({ email }: PasswordResetRequest) => {
      // The link signs the user in on /auth with a PASSWORD_RECOVERY event.
      const { error } = await auth.resetPasswordForEmail(email, {
        redirectTo: authLinkRedirect(),
      })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(authMessages.resetSentTitle, { description: authMessages.resetSent })
    },
  })
}
