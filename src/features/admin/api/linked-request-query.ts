import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { adminRefreshInterval } from '../refresh-interval'
import { adminKeys } from './admin-keys'

/**
 * The request an alert mail links to (`/admin#request-{id}`, from supabase/functions/_shared/
 * request-link.ts), when it is not on the page shown.
 * Under adminKeys.submissions(), so every change to a request reloads it too.
 */
export const linkedRequestQuery = (supabase: AppSupabaseClient, requestId: string) =>
  queryOptions({
    queryKey: adminKeys.request(requestId),
    queryFn: async () => {
      const { data, error } = await supabase
        .from('contact_submissions')
        .select('*')
        .eq('id', requestId)
        .maybeSingle()
      if (error) throw adminError(error, 'loadSubmissions')
      return data
    },
    staleTime: 0,
    refetchInterval: adminRefreshInterval(),
  })
