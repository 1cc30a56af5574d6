import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage } from '../admin-messages'
import { adminKeys } from './admin-keys'
import { updateRequest } from './update-request'

/** Opening a request marks it read. The server stamps its own time and keeps the first one. */
export function useMarkRequestRead(requestId: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => updateRequest(supabase, requestId, { opened_at: new Date().toISOString() }),
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'markRead'))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.submissions() }),
  })
}
