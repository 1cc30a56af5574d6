import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminRefreshInterval } from '../refresh-interval'
import { adminKeys } from './admin-keys'

/** How many requests still have status new, for the inbox tab; refreshed like the inbox. */
export const newRequestCountQuery = (supabase: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.newRequestCount(),
    queryFn: async () => {
      const { data, error } = await supabase.rpc('count_new_estimate_requests')
      if (error) throw error
      // A bigint: PostgREST may send it as a string.
      return Number(data)
    },
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: adminRefreshInterval(),
  })
