import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { adminKeys } from './admin-keys'
import type { RoleChange } from './use-grant-admin-role'

export function useRemoveAdminRole() {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: adminKeys.roleChange(),
    mutationFn: async ({ userId }: RoleChange) => {
      const { data, error } = await supabase
        .from('user_roles')
        .delete()
        .eq('user_id', userId)
        .eq('role', 'admin')
        .select('id')
      if (error) throw error
      // Row-level security hides rows instead of refusing: nothing deleted means not allowed.
      if (data.length === 0) throw new Error(adminMessages.removeFailed)
    },
    onSuccess: () => {
      toast.success(adminMessages.roleRemoved)
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'removeRole'))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
