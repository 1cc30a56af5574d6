import { useMutation } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase, type AppSupabaseClient } from '@/lib/supabase-context'
import { adminErrorMessage, adminMessages } from '../admin-messages'
import { downloadTextFile } from '../download-text-file'
import { buildRequestsCsv, requestsCsvFileName, type ExportedRequest } from '../export-csv'
import { filterArgs, type InboxFilters } from '../inbox-view'
import type { Submission } from '../types'
import { listRequests } from './list-requests'
import { listRequestPhotoNames } from './request-photos'

// The function's largest page: a few calls even for years of requests.
const EXPORT_PAGE_SIZE = 1000

/** Every request of a view (all its pages), newest first. */
async function fetchAllRequests(supabase: AppSupabaseClient, filters: InboxFilters) {
  const requests: Submission[] = []
  for (;;) {
    const last = requests.at(-1)
    const page = await listRequests(supabase, {
      ...filterArgs(filters),
      ...(last
        ? { cursor_created_at: last.created_at, cursor_id: last.id, direction: 'older' }
        : {}),
      page_size: EXPORT_PAGE_SIZE,
    })
    requests.push(...page)
    if (page.length < EXPORT_PAGE_SIZE) return requests
  }
}

/** The requests with their photo counts (one call per few hundred requests). */
async function withPhotoCounts(
  supabase: AppSupabaseClient,
  requests: Submission[],
): Promise<ExportedRequest[]> {
  const photos = await listRequestPhotoNames(
    supabase,
    requests.map((request) => request.id),
  )
  return requests.map((request) => ({
    ...request,
    photo_count: photos.get(request.id)?.length ?? 0,
  }))
}

/** Downloads the view's requests as `estimate-requests-YYYY-MM-DD.csv`. */
export function useExportRequests() {
  const supabase = useSupabase()
  return useMutation({
    mutationFn: async (filters: InboxFilters) => {
      const requests = await withPhotoCounts(supabase, await fetchAllRequests(supabase, filters))
      downloadTextFile(buildRequestsCsv(requests), requestsCsvFileName(), 'text/csv;charset=utf-8')
      return requests.length
    },
    onSuccess: (count) => {
      toast.success(adminMessages.exported(count))
    },
    onError: (error) => {
      toast.error(adminErrorMessage(error, 'exportRequests'))
    },
  })
}
