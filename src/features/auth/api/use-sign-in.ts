import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useSupabase } from '@/lib/supabase'
import { authMessages } from '../auth-messages'
import type { Credentials } from '../schemas'

export function useSignIn() {
  const supabase = useSupabase()
  return useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      const { error } = await supabase.auth.signInWithPassword({ email, password })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(authMessages.signedInTitle, { description: authMessages.signedIn })
    },
  })
}
