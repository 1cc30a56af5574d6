import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { filterArgs, type InboxView } from '../inbox-view'
import { adminRefreshInterval } from '../refresh-interval'
import type { Submission } from '../types'
import { adminKeys } from './admin-keys'
import { listRequests } from './list-requests'

export const INBOX_PAGE_SIZE = 25

export interface InboxPage {
  requests: Submission[]
  hasNewer: boolean
  hasOlder: boolean
}

/**
 * One page of the inbox, newest first. One row more than a page is asked for, to know whether
 * there is a page beyond it. Refreshed in the background while shown, and a refresh or a page
 * change keeps the rows on screen until the new ones are there (no blank list, no lost scroll).
 */
export const inboxPageQuery = (supabase: AppSupabaseClient, view: InboxView) =>
  queryOptions({
    queryKey: adminKeys.inboxPage(view),
    queryFn: async (): Promise<InboxPage> => {
      const { cursor } = view
      const rows = await listRequests(supabase, {
        ...filterArgs(view.filters),
        ...(cursor
          ? {
              cursor_created_at: cursor.createdAt,
              cursor_id: cursor.id,
              direction: cursor.direction,
            }
          : {}),
        page_size: INBOX_PAGE_SIZE + 1,
      })
      const hasMore = rows.length > INBOX_PAGE_SIZE
      // Going back, the extra row is the newest one, beyond the top of this page.
      if (cursor?.direction === 'newer') {
        return { requests: hasMore ? rows.slice(1) : rows, hasNewer: hasMore, hasOlder: true }
      }
      return {
        requests: rows.slice(0, INBOX_PAGE_SIZE),
        hasNewer: cursor !== undefined,
        hasOlder: hasMore,
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: adminRefreshInterval(),
  })
