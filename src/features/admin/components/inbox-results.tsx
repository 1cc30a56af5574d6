import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { adminMessages } from '../admin-messages'
import type { Submission } from '../types'
import { KeptRequestsProvider, useKeptRequestRows } from './kept-requests'
import { EmptyState } from './panel-states'
import { SubmissionCard } from './submission-card'

interface InboxResultsProps {
  requests: Submission[]
  /** Which view the rows belong to (filters and page), so kept rows end with it. */
  viewKey: string
  linkedRequestId: string | undefined
  hasFilters: boolean
  isPaged: boolean
  /** The rows are the last view's while the next one loads. */
  isStale: boolean
  onClearFilters: () => void
  onNewest: () => void
}

/** The page's requests, or why there are none and the way back to some. */
export function InboxResults({
  requests,
  viewKey,
  linkedRequestId,
  hasFilters,
  isPaged,
  isStale,
  onClearFilters,
  onNewest,
}: InboxResultsProps) {
  const { rows, outOfView, actions } = useKeptRequestRows(requests, viewKey)
  if (rows.length === 0 && !isStale) {
    if (hasFilters) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-stone-300 p-8 text-center text-stone-700">
          <p>{adminMessages.noMatches}</p>
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            <X className="size-4" aria-hidden="true" />
            {adminMessages.clearFilters}
          </Button>
        </div>
      )
    }
    if (isPaged) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-stone-300 p-8 text-center text-stone-700">
          <p>{adminMessages.noRequestsOnPage}</p>
          <Button variant="outline" size="sm" onClick={onNewest}>
            Show newest
          </Button>
        </div>
      )
    }
    return <EmptyState message={adminMessages.noSubmissions} />
  }
  return (
    <section
      aria-label="Contact submissions"
      aria-busy={isStale || undefined}
      className={cn('transition-opacity', isStale && 'opacity-60')}
    >
      <KeptRequestsProvider actions={actions}>
        <ul className="flex flex-col gap-3">
          {rows.map((request) => (
            <li key={request.id}>
              <SubmissionCard
                submission={request}
                isLinked={request.id === linkedRequestId}
                isOutOfView={outOfView.has(request.id)}
              />
            </li>
          ))}
        </ul>
      </KeptRequestsProvider>
    </section>
  )
}
