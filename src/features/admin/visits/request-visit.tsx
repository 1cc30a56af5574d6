import { useQuery } from '@tanstack/react-query'
import { CalendarX, Clock } from 'lucide-react'
import { formatCalendarDay } from '@shared/visit-windows'
import { BusyButton } from '@/components/ui/busy-button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useSupabase } from '@/lib/supabase-context'
import type { Submission } from '../types'
import { ScheduleVisitDialog } from './schedule-visit-dialog'
import { useCancelVisit } from './use-cancel-visit'
import { visitSlotLabel } from './visit-links'
import { adminVisitMessages as messages } from './visit-messages'
import { requestVisitQuery, type ScheduledVisit } from './visits-query'

/** 'Tue, Dec 8, 2026, 8–10 am arrival' or 'Tue, Dec 8, 2026, 9:30 am'. */
function scheduledVisitLabel(visit: ScheduledVisit): string {
  return `${formatCalendarDay(visit.visit_date)}, ${visitSlotLabel(visit)}`
}

/**
 * A request's visit on its card: when it is, with 'Reschedule' and 'Cancel visit'; or 'Schedule
 * visit' when none is to come. Each change mails the homeowner (an invitation, its update or its
 * cancellation).
 */
export function RequestVisit({ request, fullName }: { request: Submission; fullName: string }) {
  const supabase = useSupabase()
  const visit = useQuery(requestVisitQuery(supabase, request.id))
  const cancelVisit = useCancelVisit()
  const headingId = `request-visit-${request.id}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-stone-600">
        {messages.heading}
      </h4>
      {visit.isPending ? (
        <p className="text-sm text-stone-700">{messages.loading}</p>
      ) : visit.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {visit.error.message}
        </p>
      ) : visit.data ? (
        <>
          <p className="flex items-start gap-1.5 text-sm font-semibold text-stone-900">
            <Clock className="mt-0.5 size-4 shrink-0 text-leaf-700" aria-hidden="true" />
            {scheduledVisitLabel(visit.data)}
          </p>
          {visit.data.note && (
            <p className="whitespace-pre-wrap break-words text-sm text-stone-700">
              {messages.visitNote}: {visit.data.note}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <ScheduleVisitDialog request={request} fullName={fullName} visit={visit.data} />
            <ConfirmDialog
              trigger={
                <BusyButton
                  variant="outline"
                  size="sm"
                  isBusy={cancelVisit.isPending}
                  busyLabel={messages.saving}
                  icon={<CalendarX className="size-4" aria-hidden="true" />}
                >
                  {messages.cancel}
                </BusyButton>
              }
              title={messages.cancelTitle}
              description={messages.cancelDescription(
                request.email,
                scheduledVisitLabel(visit.data),
              )}
              confirmLabel={messages.cancelConfirm}
              onConfirm={() => cancelVisit.mutate(visit.data!.visit_id)}
            />
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-stone-700">{messages.none}</p>
          <div>
            <ScheduleVisitDialog request={request} fullName={fullName} visit={null} />
          </div>
        </>
      )}
    </section>
  )
}
