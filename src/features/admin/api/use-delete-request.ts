import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useSupabase } from '@/lib/supabase'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { invalidateRequests } from './invalidate-requests'

/** Deletes a request for good; the database records the deletion in the history itself. */
export function useDeleteRequest(requestId: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const { data, error } = await supabase
        .from('contact_submissions')
        .delete()
        .eq('id', requestId)
        .select('id')
      if (error) throw error
      if (data.length === 0) throw new Error(adminMessages.requestGone)
    },
    onSuccess: () => {
      toast.success(adminMessages.requestDeleted)
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'deleteRequest'))
    },
    onSettled: () => invalidateRequests(queryClient),
  })
}
