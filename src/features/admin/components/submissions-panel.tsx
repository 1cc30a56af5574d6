import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useSupabase } from '@/lib/supabase-context'
import { adminMessages } from '../admin-messages'
import { inboxPageQuery } from '../api/inbox-page-query'
import { activeFilterCount, cursorAt, type InboxCursor } from '../inbox-view'
import { useInboxView, useLinkedRequestId } from '../use-inbox-view'
import { ExportButton } from './export-button'
import { InboxFilters } from './inbox-filters'
import { InboxPager } from './inbox-pager'
import { InboxResults } from './inbox-results'
import { LinkedRequest } from './linked-request'
import { ErrorState, LoadingState } from './panel-states'

/**
 * Contact Submissions: the inbox the office works from. Pages of 25, newest first, filtered as
 * the URL says; refreshed in the background while open, so another admin's changes show up.
 */
export function SubmissionsPanel() {
  const supabase = useSupabase()
  const { view, showView } = useInboxView()
  const linkedRequestId = useLinkedRequestId()
  const inbox = useQuery(inboxPageQuery(supabase, view))
  const listTopRef = useRef<HTMLDivElement>(null)

  const requests = inbox.data?.requests ?? []
  const isStale = inbox.isPlaceholderData
  const isPaged = view.cursor !== undefined
  // A mail's link to a request on another page: that request is fetched and shown above the list.
  const isLinkedElsewhere =
    linkedRequestId !== undefined &&
    inbox.data !== undefined &&
    !isStale &&
    !requests.some((request) => request.id === linkedRequestId)

  function showPage(cursor?: InboxCursor) {
    showView({ filters: view.filters, cursor })
    // From the pager under the list, back up to the top of the next page (jsdom cannot scroll).
    const listTop = listTopRef.current
    if (listTop && listTop.getBoundingClientRect().top < 0)
      listTop.scrollIntoView?.({ block: 'start' })
  }

  return (
    <div className="flex flex-col gap-4">
      <InboxFilters filters={view.filters} onChange={(filters) => showView({ filters })} />
      <div
        ref={listTopRef}
        className="flex scroll-mt-24 flex-wrap items-center justify-between gap-3"
      >
        <p role="status" className="text-sm text-stone-600">
          {isStale
            ? adminMessages.inboxLoading
            : inbox.data && requests.length > 0
              ? adminMessages.inboxSummary(
                  requests.length,
                  inbox.data.hasNewer || inbox.data.hasOlder,
                )
              : null}
        </p>
        <ExportButton filters={view.filters} />
      </div>
      {isLinkedElsewhere && <LinkedRequest requestId={linkedRequestId} />}
      {inbox.isPending ? (
        <LoadingState label="Loading submissions..." />
      ) : inbox.isError && !inbox.data ? (
        <ErrorState message={inbox.error.message} />
      ) : (
        <>
          {inbox.isError && <ErrorState message={inbox.error.message} />}
          <InboxResults
            requests={requests}
            viewKey={JSON.stringify(view)}
            linkedRequestId={linkedRequestId}
            hasFilters={activeFilterCount(view.filters) > 0}
            isPaged={isPaged}
            isStale={isStale}
            onClearFilters={() => showView({ filters: {} })}
            onNewest={() => showPage()}
          />
          <InboxPager
            hasNewer={inbox.data?.hasNewer ?? false}
            hasOlder={inbox.data?.hasOlder ?? false}
            isPaged={isPaged}
            isBusy={isStale}
            onNewest={() => showPage()}
            onNewer={() => requests[0] && showPage(cursorAt(requests[0], 'newer'))}
            onOlder={() => {
              const last = requests.at(-1)
              if (last) showPage(cursorAt(last, 'older'))
            }}
          />
        </>
      )}
    </div>
  )
}
