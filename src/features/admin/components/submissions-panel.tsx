import { useQuery } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase'
import { adminMessages } from '../admin-messages'
import { submissionsQuery } from '../api/submissions-query'
import { EmptyState, ErrorState, LoadingState } from './panel-states'
import { SubmissionCard } from './submission-card'

/** Contact Submissions: every request, newest first (the query orders them). */
export function SubmissionsPanel() {
  const supabase = useSupabase()
  const submissions = useQuery(submissionsQuery(supabase))

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
