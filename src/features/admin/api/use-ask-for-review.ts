import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { invalidateRequests } from './invalidate-requests'

/**
 * 'Ask for a review' on a won request: the database queues one review mail per request (asked
 * again, it answers the one already queued) and records it in the history, which the card reads.
 */
export function useAskForReview(requestId: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const { data, error } = await supabase.rpc('ask_for_review', {
        request_id: requestId,
        client_key: crypto.randomUUID(),
      })
      if (error) throw error
      return data
    },
    onSuccess: () => {
      toast.success(adminMessages.reviewAsked)
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'askForReview'))
    },
    onSettled: () => invalidateRequests(queryClient),
  })
}
