import { authLinkRedirect } from '@/lib/paths'
import { useSupabase } from '@/lib/supabase-context'
import { toast } from '@/lib/toast'
import { useAction } from '@/lib/use-action'
import { authMessages } from '../auth-messages'
import type { Credentials } from '../schemas'

export function useSignUp() {
  const { auth } = useSupabase()
  return useAction({
    action: async ({ email, password }: Credentials) => {
      const { data, error } = await auth.signUp({
        email,
        password,
        // The confirmation link brings the new user back to this page, signed in.
        options: { emailRedirectTo: authLinkRedirect() },
      })
      if (error) throw error
      return { isSignedIn: data.session !== null }
    },
    onSuccess: ({ isSignedIn }) => {
      // Without e-mail confirmation the backend signs the new user in at once.
      if (isSignedIn) {
        toast.success(authMessages.signedInTitle, { description: authMessages.signedIn })
      } else {
        toast.success(authMessages.accountCreatedTitle, { description: authMessages.checkEmail })
      }
    },
  })
}
