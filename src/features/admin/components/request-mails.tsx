import { useQuery } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { visitTimeLabel } from '@shared/visit-calendar'
import { BusyButton } from '@/components/ui/busy-button'
import { formatDate } from '@/lib/format-date'
import { useSupabase } from '@/lib/supabase-context'
import { requestMailsQuery, type RequestMail } from '../api/request-mails-query'
import { useRetryRequestMail } from '../api/use-retry-request-mail'
import { mailMessages } from '../mail-messages'
import type { Submission } from '../types'
import { ReplyComposer } from './reply-composer'

/** The outbox gives up after this many tries (claim_outbox_mails' max_attempts). */
const MAX_ATTEMPTS = 12

function MailState({ mail, requestId }: { mail: RequestMail; requestId: string }) {
  const retry = useRetryRequestMail(requestId)
  if (mail.delivered_at) {
    return <p className="text-stone-700">{mailMessages.delivered(formatDate(mail.delivered_at))}</p>
  }
  if (!mail.last_error) return <p className="text-stone-700">{mailMessages.queued}</p>
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="font-medium text-red-800">
        {mailMessages.notDelivered(mail.last_error)}
        {mail.attempts >= MAX_ATTEMPTS && ` ${mailMessages.gaveUp}`}
      </p>
      <BusyButton
        variant="outline"
        size="sm"
        isBusy={retry.isPending}
        busyLabel={mailMessages.retrying}
        icon={<RotateCcw className="size-4" aria-hidden="true" />}
        onClick={() => retry.mutate(mail.mail_id)}
      >
        {mailMessages.retry}
      </BusyButton>
    </div>
  )
}

/** What a mail was: its kind, and its subject or, for a visit mail, the visit's time it gave. */
function mailTitle(mail: RequestMail): { kind: string; subject: string | null } {
  const visit = mail.kind === 'visit' ? mailedVisit(mail.visit) : null
  if (visit) {
    return {
      kind: mailMessages.visitChanges[visit.change] ?? mailMessages.kinds.visit!,
      subject: visit.time,
    }
  }
  return { kind: mailMessages.kinds[mail.kind] ?? mail.kind, subject: mail.subject }
}

/** The change a visit mail told of and the visit's time it gave, when its snapshot reads as one. */
function mailedVisit(details: RequestMail['visit']): { change: string; time: string } | null {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null
  const { change, visit_date, arrival_window, start_time } = details
  if (typeof change !== 'string' || typeof visit_date !== 'string') return null
  try {
    const time = visitTimeLabel({
      date: visit_date,
      window: typeof arrival_window === 'string' ? arrival_window : null,
      startTime: typeof start_time === 'string' ? start_time : null,
    })
    return { change, time }
  } catch {
    // A snapshot this app cannot read (a newer window, say) still shows its day.
    return { change, time: visit_date }
  }
}

function MailItem({ mail, requestId }: { mail: RequestMail; requestId: string }) {
  const { kind, subject } = mailTitle(mail)
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-stone-200 p-3 text-sm">
      <p className="font-semibold text-stone-900">
        {kind}
        {subject && <span className="font-normal">: {subject}</span>}
      </p>
      <p className="break-words text-stone-700">
        {mailMessages.to} {mail.recipient}, {formatDate(mail.created_at)}
        {mail.sent_by_email && ` ${mailMessages.by(mail.sent_by_email)}`}
      </p>
      {mail.body && (
        <details className="text-stone-800">
          <summary className="cursor-pointer rounded text-leaf-800 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-sun-500">
            {mailMessages.body}
          </summary>
          <p className="mt-1 whitespace-pre-wrap break-words">{mail.body}</p>
        </details>
      )}
      <MailState mail={mail} requestId={requestId} />
    </li>
  )
}

/** A request's mails to its sender, how each stands, and 'Reply by e-mail'. */
export function RequestMails({ request, fullName }: { request: Submission; fullName: string }) {
  const supabase = useSupabase()
  const mails = useQuery(requestMailsQuery(supabase, request.id))
  const headingId = `request-mails-${request.id}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-stone-600">
          {mailMessages.heading}
        </h4>
        <ReplyComposer request={request} fullName={fullName} />
      </div>
      {mails.isPending ? (
        <p className="text-sm text-stone-700">{mailMessages.loading}</p>
      ) : mails.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {mails.error.message}
        </p>
      ) : mails.data.length === 0 ? (
        <p className="text-sm text-stone-700">{mailMessages.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {mails.data.map((mail) => (
            <MailItem key={mail.mail_id} mail={mail} requestId={request.id} />
          ))}
        </ul>
      )}
    </section>
  )
}
