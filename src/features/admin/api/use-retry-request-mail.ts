import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage } from '../admin-messages'
import { mailMessages } from '../mail-messages'
import { adminKeys } from './admin-keys'

/** 'Try again' on a mail that could not be delivered: due now, its tries counted afresh. */
export function useRetryRequestMail(requestId: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (mailId: number) => {
      const { error } = await supabase.rpc('retry_request_mail', { mail_id: mailId })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(mailMessages.retried)
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'retryMail'))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.requestMails(requestId) }),
  })
}
