import { queryOptions } from '@tanstack/react-query'
import type { Database } from '@shared/database.types'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { adminRefreshInterval } from '../refresh-interval'
import { adminKeys } from './admin-keys'

type ListedMail = Database['public']['Functions']['list_request_mails']['Returns'][number]

/**
 * A mail to a request's sender and how it stands. The generator calls a table function's columns
 * never null; these can be (an acknowledgement has no subject, an undelivered mail no time).
 */
export type RequestMail = Pick<
  ListedMail,
  'mail_id' | 'kind' | 'recipient' | 'created_at' | 'attempts'
> & {
  subject: string | null
  body: string | null
  sent_by_email: string | null
  delivered_at: string | null
  last_error: string | null
  next_attempt_at: string | null
  /** A visit mail's visit as it was mailed (visit_id, sequence, change, visit_date, …); else null. */
  visit: ListedMail['visit'] | null
}

/** The mails to one request's sender (acknowledgement, replies, visit mails, review request), newest first. */
export const requestMailsQuery = (supabase: AppSupabaseClient, requestId: string) =>
  queryOptions({
    queryKey: adminKeys.requestMails(requestId),
    queryFn: async (): Promise<RequestMail[]> => {
      const { data, error } = await supabase.rpc('list_request_mails', { request_id: requestId })
      if (error) throw adminError(error, 'loadRequestMails')
      return data
    },
    staleTime: 0,
    refetchInterval: adminRefreshInterval(),
  })
