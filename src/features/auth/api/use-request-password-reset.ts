import { authLinkRedirect } from '@/lib/paths'
import { useSupabase } from '@/lib/supabase-context'
import { toast } from '@/lib/toast'
import { useAction } from '@/lib/use-action'
import { authMessages } from '../auth-messages'
import type { PasswordResetRequest } from '../schemas'

export function useRequestPasswordReset() {
  const { auth } = useSupabase()
  return useAction({
    action: async ({ email }: PasswordResetRequest) => {
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
