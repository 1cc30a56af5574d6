import type { ReactNode } from 'react'
import type { Submission } from '../types'
import type { NoteDraft } from '../use-note-draft'
import { visitPreference } from '../visit-preference'
import { DeleteRequestDialog } from './delete-request-dialog'
import { RequestHistory } from './request-history'
import { RequestMails } from './request-mails'
import { RequestNote } from './request-note'
import { RequestPhotos } from './request-photos'
import { RequestReview } from './request-review'
import { RequestVisit } from '../visits/request-visit'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  )
}

/** The campaign parameters the visit came with, in one line ('google / cpc / spring'). */
function campaignOf(request: Submission) {
  const { utm_source, utm_medium, utm_campaign, gclid } = request
  const parts = [utm_source, utm_medium, utm_campaign].filter(Boolean)
  if (gclid) parts.push('Google Ads click')
  return parts.join(' / ')
}

interface SubmissionDetailsProps {
  request: Submission
  fullName: string
  noteDraft: NoteDraft
}

/**
 * An opened request: what the visitor sent, then the office's note, its visit, its mails, the review request
 * (won requests), the history and delete.
 */
export function SubmissionDetails({ request, fullName, noteDraft }: SubmissionDetailsProps) {
  const campaign = campaignOf(request)
  return (
    <div className="grid gap-6 border-t border-stone-200 p-4 sm:p-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-600">Message</h4>
          <p className="mt-1 whitespace-pre-wrap break-words text-stone-900">
            {request.message || 'No message'}
          </p>
        </div>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Field label="Address">{request.address || 'Not provided'}</Field>
          <Field label="Preferred visit">{visitPreference(request) ?? 'No preference'}</Field>
          <Field label="Sent from">{request.source_page || 'Not recorded'}</Field>
          {request.referrer && <Field label="Referrer">{request.referrer}</Field>}
          {campaign && <Field label="Campaign">{campaign}</Field>}
        </dl>
        <RequestPhotos requestId={request.id} fullName={fullName} />
      </div>
      <div className="flex min-w-0 flex-col gap-5 lg:border-l lg:border-stone-200 lg:pl-6">
        <RequestNote request={request} noteDraft={noteDraft} />
        <RequestVisit request={request} fullName={fullName} />
        <RequestMails request={request} fullName={fullName} />
        <RequestReview request={request} />
        <RequestHistory requestId={request.id} />
        <div>
          <DeleteRequestDialog requestId={request.id} fullName={fullName} />
        </div>
      </div>
    </div>
  )
}
