import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { paths } from '@/lib/paths'
import { useSupabase } from '@/lib/supabase'
import { authMessages } from '../auth-messages'
import type { PasswordResetRequest } from '../schemas'

export function useRequestPasswordReset() {
  const supabase = useSupabase()
  return useMutation({
    mutationFn: async ({ email }: PasswordResetRequest) => {
      // The link signs the user in on /auth with a PASSWORD_RECOVERY event.
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${paths.auth}`,
      })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(authMessages.resetSentTitle, { description: authMessages.resetSent })
    },
  })
}
