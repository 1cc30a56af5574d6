import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage } from '../admin-messages'
import { invalidateRequests } from '../api/invalidate-requests'
import { adminVisitMessages } from './visit-messages'

/** Cancels a visit (cancel_visit): the homeowner is mailed the cancellation, once. */
export function useCancelVisit() {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (visitId: string) => {
      const { error } = await supabase.rpc('cancel_visit', { visit_id: visitId })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(adminVisitMessages.cancelled)
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'cancelVisit'))
    },
    onSettled: () => invalidateRequests(queryClient),
  })
}
