import { Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDate } from '@/lib/format-date'
import { mailtoHref } from '@/lib/mailto-href'
import type { Submission } from '../types'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  )
}

/** The campaign parameters the visit came with, in one line ('google / cpc / spring'). */
function campaignOf(submission: Submission) {
  const { utm_source, utm_medium, utm_campaign, gclid } = submission
  const parts = [utm_source, utm_medium, utm_campaign].filter(Boolean)
  if (gclid) parts.push('Google Ads click')
  return parts.join(' / ')
}

/** One estimate request. Everything a visitor typed is rendered as text, never as markup. */
export function SubmissionCard({ submission }: { submission: Submission }) {
  const headingId = `submission-${submission.id}`
  const fullName = `${submission.first_name} ${submission.last_name}`
  const campaign = campaignOf(submission)
  return (
    <article
      id={`request-${submission.id}`}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="break-words text-lg font-bold text-leaf-900">
          {fullName}
        </h3>
        <p className="text-sm text-stone-600">
          Received <time dateTime={submission.created_at}>{formatDate(submission.created_at)}</time>
        </p>
      </header>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <Field label="Email">
          <a
            href={mailtoHref(submission.email)}
            className="inline-flex items-center gap-1.5 font-medium text-leaf-700 underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="[overflow-wrap:anywhere]">{submission.email}</span>
          </a>
        </Field>
        <Field label="Phone">
          <a
            href={`tel:${submission.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1.5 font-medium text-leaf-700 underline-offset-4 hover:underline"
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {submission.phone}
          </a>
        </Field>
        <Field label="Service">{submission.service}</Field>
        <Field label="Address">{submission.address || 'Not provided'}</Field>
      </dl>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <Field label="Sent from">{submission.source_page || 'Not recorded'}</Field>
        {submission.referrer && <Field label="Referrer">{submission.referrer}</Field>}
        {campaign && <Field label="Campaign">{campaign}</Field>}
      </dl>
      <div className="mt-4">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-600">Message</h4>
        <p className="mt-1 whitespace-pre-wrap break-words text-stone-900">
          {submission.message || 'No message'}
        </p>
      </div>
    </article>
  )
}
