import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { invalidateRequests } from './invalidate-requests'
import { updateRequest } from './update-request'

/** Saves the internal note; an empty note is stored as none (the server trims it as well). */
export function useSaveRequestNote(requestId: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (note: string) => updateRequest(supabase, requestId, { note: note.trim() || null }),
    onSuccess: () => {
      toast.success(adminMessages.noteSaved)
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'saveNote'))
    },
    onSettled: () => invalidateRequests(queryClient),
  })
}
