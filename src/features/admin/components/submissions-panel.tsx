import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSupabase } from '@/lib/supabase'
import { adminMessages } from '../admin-messages'
import { submissionsQuery } from '../api/submissions-query'
import { EmptyState, ErrorState, LoadingState } from './panel-states'
import { SubmissionCard } from './submission-card'

/**
 * A new-request alert mail links to `/admin#request-{id}`. The cards render after the page has
 * loaded, too late for the browser's own jump to the fragment, so it is done once they are there.
 */
function useScrollToLinkedRequest(hasLoaded: boolean) {
  useEffect(() => {
    if (!hasLoaded || !/^#request-[\w-]+$/.test(window.location.hash)) return
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' })
  }, [hasLoaded])
}

/** Contact Submissions: every request, newest first (the query orders them). */
export function SubmissionsPanel() {
  const supabase = useSupabase()
  const submissions = useQuery(submissionsQuery(supabase))
  useScrollToLinkedRequest(submissions.isSuccess)

  if (submissions.isPending) return <LoadingState label="Loading submissions..." />
  if (submissions.isError) return <ErrorState message={submissions.error.message} />
  if (submissions.data.length === 0) return <EmptyState message={adminMessages.noSubmissions} />

  return (
    <section aria-label="Contact submissions" className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        {submissions.data.length === 1 ? '1 submission' : `${submissions.data.length} submissions`},
        newest first
      </p>
      <ul className="flex flex-col gap-4">
        {submissions.data.map((submission) => (
          <li key={submission.id}>
            <SubmissionCard submission={submission} />
          </li>
        ))}
      </ul>
    </section>
  )
}
