import { useMutation } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase-context'
import { toast } from '@/lib/toast'
import { isBackendUnreachable, retryDelay } from '@/lib/backend-unreachable'
import { authMessages } from '../auth-messages'
import type { Credentials } from '../schemas'

export function useSignIn() {
  const { auth } = useSupabase()
  return useMutation({
    // Sent even when the browser says it is offline: the request's failure tells the visitor.
    networkMode: 'always',
    mutationFn: async ({ email, password }: Credentials) => {
      const { error } = await auth.signInWithPassword({ email, password })
      if (error) throw error
    },
    // While the server cannot be reached the sign-in keeps trying, backing off, and completes
    // by itself when it is back (issue 12); a refusal (wrong password) is never tried again.
    retry: (_failureCount, error) => isBackendUnreachable(error),
    retryDelay,
    onSuccess: () => {
      toast.success(authMessages.signedInTitle, { description: authMessages.signedIn })
    },
  })
}
