import { queryOptions } from '@tanstack/react-query'
import type { Database } from '@shared/database.types'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { adminKeys } from '../api/admin-keys'
import { adminRefreshInterval } from '../refresh-interval'

type ListedVisit = Database['public']['Functions']['list_visits']['Returns'][number]

/**
 * A scheduled visit with what the crew needs of its request. The generator calls a table
 * function's columns never null; these can be (a visit has a window or a time, a request may have
 * no address, message or note).
 */
export type ScheduledVisit = Omit<
  ListedVisit,
  | 'arrival_window'
  | 'start_time'
  | 'note'
  | 'address'
  | 'city'
  | 'message'
  | 'office_note'
  | 'updated_by_email'
> & {
  arrival_window: string | null
  start_time: string | null
  note: string | null
  address: string | null
  city: string | null
  message: string | null
  office_note: string | null
  updated_by_email: string | null
}

/** The visits from a day (YYYY-MM-DD, office time) on, or to a day, in the order of the day. */
export const visitDaysQuery = (
  supabase: AppSupabaseClient,
  range: { from: string; to: string | null },
) =>
  queryOptions({
    queryKey: adminKeys.visitDays(range),
    queryFn: async (): Promise<ScheduledVisit[]> => {
      const { data, error } = await supabase.rpc('list_visits', {
        from_day: range.from,
        ...(range.to ? { to_day: range.to } : {}),
      })
      if (error) throw adminError(error, 'loadVisits')
      return data
    },
    staleTime: 0,
    refetchInterval: adminRefreshInterval(),
  })

/** A request's visit to come, or null. */
export const requestVisitQuery = (supabase: AppSupabaseClient, requestId: string) =>
  queryOptions({
    queryKey: adminKeys.requestVisit(requestId),
    queryFn: async (): Promise<ScheduledVisit | null> => {
      const { data, error } = await supabase.rpc('list_visits', { for_request: requestId })
      if (error) throw adminError(error, 'loadVisits')
      return data[0] ?? null
    },
    staleTime: 0,
  })
