import { useQuery } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase-context'
import { adminMessages } from '../admin-messages'
import { linkedRequestQuery } from '../api/linked-request-query'
import { ErrorState } from './panel-states'
import { SubmissionCard } from './submission-card'

/** The request an alert mail linked to, above the list when the page shown does not hold it. */
export function LinkedRequest({ requestId }: { requestId: string }) {
  const supabase = useSupabase()
  const linked = useQuery(linkedRequestQuery(supabase, requestId))
  if (linked.isPending) return null
  if (linked.isError) return <ErrorState message={linked.error.message} />
  if (!linked.data) {
    return (
      <p role="status" className="rounded-lg bg-stone-100 p-4 text-stone-800">
        {adminMessages.requestGone}
      </p>
    )
  }
  return (
    <section aria-label="Linked request" className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-stone-700">From your alert e-mail</p>
      <SubmissionCard submission={linked.data} isLinked />
    </section>
  )
}
