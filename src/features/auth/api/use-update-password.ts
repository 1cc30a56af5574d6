import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useSupabase } from '@/lib/supabase'
import { authMessages } from '../auth-messages'

export function useUpdatePassword() {
  const supabase = useSupabase()
  return useMutation({
    mutationFn: async (password: string) => {
      const { error } = await supabase.auth.updateUser({ password })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(authMessages.passwordUpdatedTitle, {
        description: authMessages.passwordUpdated,
      })
    },
  })
}
