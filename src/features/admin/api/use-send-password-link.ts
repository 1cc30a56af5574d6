import { useMutation } from '@tanstack/react-query'
import { authLinkRedirect } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage, adminMessages } from '../admin-messages'

/**
 * 'Send a password link' in User Management: GoTrue's recovery mail, the one 'Forgot password'
 * sends, to a user who must choose their password through an e-mail link before they can be made
 * an admin. Following it also confirms an unconfirmed address.
 */
export function useSendPasswordLink() {
  const supabase = useSupabase()
  return useMutation({
    mutationFn: async (email: string) => {
      // The link opens the new-password form on this site's /auth, as the sign-in screen's does.
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: authLinkRedirect(),
      })
      if (error) throw error
      return email
    },
    onSuccess: (email) => {
      toast.success(adminMessages.passwordLinkSent(email))
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'sendPasswordLink'))
    },
  })
}
