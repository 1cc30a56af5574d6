import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { requestStatusLabels } from '../request-statuses'
import type { RequestStatus } from '../types'
import { invalidateRequests } from './invalidate-requests'
import { updateRequest } from './update-request'

export function useUpdateRequestStatus(requestId: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (status: RequestStatus) => updateRequest(supabase, requestId, { status }),
    onSuccess: (_, status) => {
      toast.success(adminMessages.statusChanged(requestStatusLabels[status]))
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'changeStatus'))
    },
    onSettled: () => invalidateRequests(queryClient),
  })
}
