import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { ADMIN_ACTIVITY_LIMIT, adminActivityKinds } from '../history-messages'
import { adminKeys } from './admin-keys'

/**
 * The latest admin-role changes and request deletions, newest first. Under adminKeys.all, so
 * the role mutations' invalidation reloads it. The id breaks ties within one transaction.
 */
export const adminActivityQuery = (supabase: AppSupabaseClient) =>
  queryOptions({
    queryKey: adminKeys.adminActivity(),
    queryFn: async () => {
      const { data, error } = await supabase
        .from('history_events')
        .select('*')
        .in('kind', [...adminActivityKinds])
        .order('occurred_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(ADMIN_ACTIVITY_LIMIT)
      if (error) throw adminError(error, 'loadActivity')
      return data
    },
  })
