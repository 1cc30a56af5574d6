import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase, type AppSupabaseClient } from '@/lib/supabase-context'
import { REQUEST_PHOTOS_BUCKET } from '@/lib/request-photos'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { invalidateRequests } from './invalidate-requests'
import { removeRequestPhotos } from './request-photos'

/**
 * Removes, through the Storage API, the photos whose request no longer exists: one that landed
 * during a deletion, or those of requests deleted in SQL (the retention job) or whose removal
 * failed before. The database names them; it cannot delete Storage's files itself.
 */
async function removeOrphanedPhotos(supabase: AppSupabaseClient) {
  const { data, error } = await supabase.rpc('list_orphaned_request_photos', {})
  if (error) throw error
  const names = data.flatMap((row) => (row.name ? [row.name] : []))
  if (names.length === 0) return
  const { error: removeError } = await supabase.storage.from(REQUEST_PHOTOS_BUCKET).remove(names)
  if (removeError) throw removeError
}

/**
 * Deletes a request for good. The database records who deleted it and when, and erases from its
 * history everything that names the sender. Its photos go first, through the Storage API: if that
 * fails, the request stays, with its photos still reachable, and the admin can try again.
 * Afterwards every orphaned photo is removed (best effort: the next deletion retries).
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
      await removeOrphanedPhotos(supabase).catch(() => undefined)
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
