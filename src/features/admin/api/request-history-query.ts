import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { adminRefreshInterval } from '../refresh-interval'
import { adminKeys } from './admin-keys'

/** What happened to one request, newest first; the id orders changes made in one transaction. */
export const requestHistoryQuery = (supabase: AppSupabaseClient, requestId: string) =>
  queryOptions({
    queryKey: adminKeys.requestHistory(requestId),
    queryFn: async () => {
      const { data, error } = await supabase
        .from('history_events')
        .select('*')
        .eq('request_id', requestId)
        .order('occurred_at', { ascending: false })
        .order('id', { ascending: false })
      if (error) throw adminError(error, 'loadRequestHistory')
      return data
    },
    staleTime: 0,
    refetchInterval: adminRefreshInterval(),
  })
