import { useMutation } from '@tanstack/react-query'
import { authLinkRedirect } from '@/lib/paths'
import { useSupabase } from '@/lib/supabase-context'
import { toast } from '@/lib/toast'
import { authMessages } from '../auth-messages'
import type { Credentials } from '../schemas'

export function useSignUp() {
  const { auth } = useSupabase()
  return useMutation({
    // Sent even when the browser says it is offline: the request's failure tells the visitor.
    networkMode: 'always',
    mutationFn: async ({ email, password }: Credentials) => {
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
