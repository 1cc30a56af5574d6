import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase } from '@/lib/supabase-context'
import { adminErrorMessage } from '../admin-messages'
import { mailMessages } from '../mail-messages'
import type { Reply } from '../reply-schema'
import { adminKeys } from './admin-keys'
import { invalidateRequests } from './invalidate-requests'

/**
 * Sends a reply from a request (send_request_reply). `clientKey` is the composer's: a retry of
 * the same send after a lost answer queues nothing more.
 */
export function useSendReply(requestId: string, recipient: string) {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ reply, clientKey }: { reply: Reply; clientKey: string }) => {
      const { error } = await supabase.rpc('send_request_reply', {
        request_id: requestId,
        subject: reply.subject,
        body: reply.body,
        client_key: clientKey,
      })
      if (error) throw error
    },
    onSuccess: () => {
      toast.success(mailMessages.sent(recipient))
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'sendReply'))
    },
    // The reply may have moved the request to contacted: its card, the history and the mails.
    onSettled: () =>
      Promise.all([
        invalidateRequests(queryClient),
        queryClient.invalidateQueries({ queryKey: adminKeys.history() }),
      ]),
  })
}
