import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { adminKeys } from './admin-keys'

export interface RoleChange {
  userId: string
}

export function useGrantAdminRole() {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: adminKeys.roleChange(),
    mutationFn: async ({ userId }: RoleChange) => {
      const { error } = await supabase.from('user_roles').insert({ user_id: userId, role: 'admin' })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(adminMessages.roleAssigned)
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'assignRole'))
    },
    // Returned, so the row stays busy until the reloaded list shows the change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
