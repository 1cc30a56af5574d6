import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { useSupabase } from '@/lib/supabase'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { invalidateRequests } from './invalidate-requests'
import { removeRequestPhotos } from './request-photos'

/**
 * Deletes a request for good; the database records the deletion in the history itself. Its
 * photos go first, through the Storage API: if that fails, the request stays, with its photos
 * still reachable, and the admin can try again. Deleting the request closes its upload window,
 * and one more pass removes a photo that arrived in between.
 */
export function useDeleteRequest(requestId: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await removeRequestPhotos(supabase, requestId)
      const { data, error } = await supabase
        .from('contact_submissions')
        .delete()
        .eq('id', requestId)
        .select('id')
      if (error) throw error
      if (data.length === 0) throw new Error(adminMessages.requestGone)
      // A photo that landed between the two steps (its upload window closed with the request).
      await removeRequestPhotos(supabase, requestId).catch(() => undefined)
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
