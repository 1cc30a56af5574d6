import { useId } from 'react'
import { cn } from '@/lib/cn'
import { useUpdateRequestStatus } from '../api/use-update-request-status'
import { isRequestStatus, requestStatuses, requestStatusLabels } from '../request-statuses'
import type { RequestStatus, Submission } from '../types'
import { useKeptRequests } from './kept-requests'

// A tint per status, so a page scans at a glance; every pair keeps AA contrast.
const statusTones: Record<RequestStatus, string> = {
  new: 'border-sun-500 bg-sun-400/20 text-stone-900',
  contacted: 'border-sky-400 bg-sky-50 text-sky-900',
  scheduled: 'border-violet-400 bg-violet-50 text-violet-900',
  won: 'border-leaf-500 bg-leaf-50 text-leaf-900',
  lost: 'border-stone-400 bg-stone-100 text-stone-800',
  archived: 'border-stone-400 bg-white text-stone-700',
}

interface RequestStatusSelectProps {
  request: Submission
}

/** Where the request stands; choosing another status saves it at once. */
export function RequestStatusSelect({ request }: RequestStatusSelectProps) {
  const { status } = request
  const id = useId()
  const updateStatus = useUpdateRequestStatus(request.id)
  // The request stays on this page even if its new status takes it out of the view.
  const { keep } = useKeptRequests()
  // The chosen status shows until the reloaded list confirms (or a failure puts it back).
  const shownStatus = updateStatus.isPending ? updateStatus.variables : status
  return (
    <div className="flex shrink-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        Status
      </label>
      <select
        id={id}
        value={shownStatus}
        disabled={updateStatus.isPending}
        aria-busy={updateStatus.isPending || undefined}
        onChange={(event) => {
          const next = event.target.value
          if (!isRequestStatus(next) || next === status) return
          // Kept before the save: the reload that follows it may already leave the request out.
          keep({ ...request, status: next })
          updateStatus.mutate(next, { onError: () => keep(request) })
        }}
        className={cn(
          'h-10 w-40 rounded-lg border px-3 pr-8 text-sm font-semibold shadow-sm focus:outline-none focus:ring-2 focus:ring-leaf-600/40 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sun-500 disabled:opacity-70',
          statusTones[shownStatus],
        )}
      >
        {requestStatuses.map((option) => (
          <option key={option} value={option}>
            {requestStatusLabels[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
