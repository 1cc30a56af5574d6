import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage } from '../admin-messages'
import { invalidateRequests } from '../api/invalidate-requests'
import { visitTimeOf, type VisitForm } from './visit-form-schema'
import { adminVisitMessages } from './visit-messages'

/**
 * Schedules a request's visit or moves it (schedule_visit). `clientKey` is the dialog's: a retry
 * of the same save after a lost answer changes and mails nothing more.
 */
export function useScheduleVisit(requestId: string, recipient: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      visit,
      clientKey,
    }: {
      visit: VisitForm
      clientKey: string
      isMove: boolean
    }) => {
      const { arrival_window, start_time } = visitTimeOf(visit)
      const { data, error } = await supabase.rpc('schedule_visit', {
        request_id: requestId,
        visit_date: visit.date,
        client_key: clientKey,
        ...(arrival_window ? { arrival_window } : {}),
        ...(start_time ? { start_time } : {}),
        ...(visit.note ? { note: visit.note } : {}),
      })
      if (error) throw error
      return data
    },
    onSuccess: (_visitId, { isMove }) => {
      toast.success(
        isMove
          ? adminVisitMessages.rescheduled(recipient)
          : adminVisitMessages.scheduled(recipient),
      )
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'scheduleVisit'))
    },
    // The request moved to scheduled; its visit, the Visits tab, its mails and history reload.
    onSettled: () => invalidateRequests(queryClient),
  })
}
