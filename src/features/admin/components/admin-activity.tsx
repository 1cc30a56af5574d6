import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { formatDate } from '@/lib/format-date'
import { useSupabase } from '@/lib/supabase-context'
import { describeHistoryEvent, historyMessages } from '../history-messages'
import { adminActivityQuery } from '../api/admin-activity-query'
import { EmptyState, ErrorState, LoadingState } from './panel-states'

/**
 * User Management's History: who gave or took the admin role, and who deleted requests (by id and
 * status only: the database erases the sender from a deleted request's history).
 */
export function AdminActivity() {
  const supabase = useSupabase()
  const activity = useQuery(adminActivityQuery(supabase))
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-xl font-semibold text-leaf-900">
        {historyMessages.heading}
      </h3>
      <p className="text-sm text-stone-600">{historyMessages.deletionsForget}</p>
      {activity.isPending ? (
        <LoadingState label={historyMessages.loading} />
      ) : activity.isError ? (
        <ErrorState message={activity.error.message} />
      ) : activity.data.length === 0 ? (
        <EmptyState message={historyMessages.empty} />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white text-sm">
          {activity.data.map((event) => (
            <li key={event.id} className="break-words px-4 py-2 text-stone-800">
              {describeHistoryEvent(event)} —{' '}
              <time dateTime={event.occurred_at} className="text-stone-600">
                {formatDate(event.occurred_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
