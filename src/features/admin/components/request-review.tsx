import { useQuery } from '@tanstack/react-query'
import { Star } from 'lucide-react'
import { BusyButton } from '@/components/ui/busy-button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useSupabase } from '@/lib/supabase-context'
import { adminMessages } from '../admin-messages'
import { requestHistoryQuery } from '../api/request-history-query'
import { useAskForReview } from '../api/use-ask-for-review'
import type { Submission } from '../types'

const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})

/**
 * A won request's 'Ask for a review', once: until it is asked, the button (with a confirmation,
 * since the homeowner is mailed at once); then when it was asked, from the request's history.
 * Nothing for a request that is not won and was never asked.
 */
export function RequestReview({ request }: { request: Submission }) {
  const supabase = useSupabase()
  const history = useQuery(requestHistoryQuery(supabase, request.id))
  const askForReview = useAskForReview(request.id)
  // Until the history says whether it was asked, the button waits: it must not show twice.
  if (!history.isSuccess) return null
  const asked = history.data.find((event) => event.kind === 'request_review_asked')
  if (asked) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-stone-700">
        <Star className="size-4 shrink-0 text-sun-500" aria-hidden="true" />
        <span>{adminMessages.reviewAskedOn(dayFormat.format(new Date(asked.occurred_at)))}</span>
      </p>
    )
  }
  if (request.status !== 'won') return null
  return (
    <div>
      <ConfirmDialog
        trigger={
          <BusyButton
            variant="outline"
            size="sm"
            isBusy={askForReview.isPending}
            busyLabel={adminMessages.askingForReview}
            icon={<Star className="size-4" aria-hidden="true" />}
          >
            {adminMessages.askForReview}
          </BusyButton>
        }
        title={adminMessages.askForReviewTitle}
        description={adminMessages.askForReviewDescription(request.email)}
        confirmLabel={adminMessages.askForReviewConfirm}
        confirmVariant="primary"
        onConfirm={() => askForReview.mutate()}
      />
    </div>
  )
}
