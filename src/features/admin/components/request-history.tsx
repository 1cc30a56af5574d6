import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { formatDate } from '@/lib/format-date'
import { useSupabase } from '@/lib/supabase-context'
import { describeHistoryEvent, historyMessages } from '../history-messages'
import { requestHistoryQuery } from '../api/request-history-query'

/** Who changed the request's status or note, and when; newest first. */
export function RequestHistory({ requestId }: { requestId: string }) {
  const supabase = useSupabase()
  const history = useQuery(requestHistoryQuery(supabase, requestId))
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-stone-600">
        {historyMessages.heading}
      </h4>
      {history.isPending ? (
        <p className="mt-1 text-sm text-stone-600">{historyMessages.loading}</p>
      ) : history.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {history.error.message}
        </p>
      ) : history.data.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{historyMessages.requestEmpty}</p>
      ) : (
        <ol className="mt-1 flex flex-col gap-1.5 text-sm text-stone-800">
          {history.data.map((event) => (
            <li key={event.id} className="break-words">
              {describeHistoryEvent(event)}{' '}
              <span className="text-stone-600">— {formatDate(event.occurred_at)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
