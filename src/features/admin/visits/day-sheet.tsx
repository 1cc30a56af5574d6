import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, MapPinned, Printer } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link, useNavigationType } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useSupabase } from '@/lib/supabase-context'
import { serviceName } from '@shared/service-catalogue'
import { formatCalendarDay } from '@shared/visit-windows'
import { EmptyState, ErrorState, LoadingState } from '../components/panel-states'
import { mapHref, visitSlotLabel, visitsHref } from './visit-links'
import { adminVisitMessages } from './visit-messages'
import {
  chipLink,
  fullNameOf,
  OpenRequestLink,
  PhoneLink,
  PhotoCount,
  textLink,
} from './visit-parts'
import { visitDaysQuery, type ScheduledVisit } from './visits-query'

/**
 * How the sheet prints: only the sheet, black on white, each visit under a rule. Rendered with the
 * sheet rather than as Tailwind's print: classes, which would go into the stylesheet every public
 * page inlines; the `data-print` marks name what each rule is for (the frame's and the
 * dashboard's too).
 */
const printSheet = `@media print {
  [data-print='hidden'] { display: none !important; }
  [data-print='page'] { background: #fff; }
  [data-print='sheet'] { gap: 0.5rem; }
  [data-print='sheet'], [data-print='sheet'] * { color: #000 !important; box-shadow: none !important; }
  [data-print='sheet'] a { min-height: 0; border: 0; padding: 0; text-decoration: none; }
  [data-print='list'] { gap: 0; }
  [data-print='visit'] { border-radius: 0; border-width: 1px 0 0; border-color: #000; padding: 0.75rem 0; }
  [data-print='facts'] { margin-top: 0.5rem; gap: 0.375rem; }
  [data-print='fact'] { grid-template-columns: 11rem minmax(0, 1fr); align-items: baseline; }
}`

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="grid gap-x-4 gap-y-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-baseline"
      data-print="fact"
    >
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  )
}

/** Text someone typed, with its line breaks, shown only when there is some. */
function TypedText({ label, text }: { label: string; text: string | null }) {
  if (!text?.trim()) return null
  return (
    <Detail label={label}>
      <p className="whitespace-pre-line">{text.trim()}</p>
    </Detail>
  )
}

function Address({ address }: { address: string | null }) {
  const map = mapHref(address)
  if (!map) return <p className="font-medium text-red-800">{adminVisitMessages.noAddress}</p>
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span>{address}</span>
      <a
        href={map}
        target="_blank"
        rel="noreferrer"
        className={`${textLink} inline-flex items-center gap-1`}
        data-print="hidden"
      >
        <MapPinned className="size-4 shrink-0 self-center" aria-hidden="true" />
        {adminVisitMessages.map}
        <span className="sr-only"> of {address} (opens in a new tab)</span>
      </a>
    </p>
  )
}

/** One visit as the crew takes it on the road: kept on one printed page. */
function SheetVisit({ visit }: { visit: ScheduledVisit }) {
  const name = fullNameOf(visit)
  const headingId = `sheet-visit-${visit.visit_id}`
  return (
    <Card tone="stone" isCompact asChild>
      <li aria-labelledby={headingId} className="break-inside-avoid p-4 sm:p-5" data-print="visit">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <p className="text-lg font-bold text-leaf-900">{visitSlotLabel(visit)}</p>
          <h4 id={headingId} className="min-w-0 break-words text-lg font-semibold text-stone-900">
            {name}
          </h4>
          {visit.reference && (
            <p className="text-sm text-stone-700">
              {adminVisitMessages.reference}{' '}
              <span className="font-mono tracking-wide">{visit.reference}</span>
            </p>
          )}
        </div>
        <dl className="mt-3 flex flex-col gap-2.5" data-print="facts">
          <Detail label={adminVisitMessages.phone}>
            <PhoneLink phone={visit.phone} />
          </Detail>
          <Detail label={adminVisitMessages.address}>
            <Address address={visit.address} />
          </Detail>
          <Detail label={adminVisitMessages.service}>{serviceName(visit.service)}</Detail>
          <TypedText label={adminVisitMessages.visitNote} text={visit.note} />
          <TypedText label={adminVisitMessages.officeNote} text={visit.office_note} />
          <TypedText label={adminVisitMessages.message} text={visit.message} />
          <Detail label={adminVisitMessages.photosLabel}>
            <PhotoCount count={visit.photo_count} />
          </Detail>
        </dl>
        <div className="mt-3" data-print="hidden">
          <OpenRequestLink visit={visit} />
        </div>
      </li>
    </Card>
  )
}

function SheetVisits({ day }: { day: string }) {
  const supabase = useSupabase()
  const visits = useQuery(visitDaysQuery(supabase, { from: day, to: day }))
  if (visits.isPending) return <LoadingState label={adminVisitMessages.loadingVisits} />
  if (visits.isError) return <ErrorState message={visits.error.message} />
  if (visits.data.length === 0) return <EmptyState message={adminVisitMessages.sheetEmpty} />
  return (
    <ol
      aria-label={adminVisitMessages.sheetTitle(formatCalendarDay(day))}
      className="flex flex-col gap-3"
      data-print="list"
    >
      {visits.data.map((visit) => (
        <SheetVisit key={visit.visit_id} visit={visit} />
      ))}
    </ol>
  )
}

/**
 * A day's visits for the crew (`/admin?tab=visits&day=YYYY-MM-DD`), in the order of the day, with
 * everything they need at each address. Printed, only the sheet shows, black on white.
 */
export function DaySheet({ day }: { day: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const navigationType = useNavigationType()
  // Opened from a link of the tab: the focus, lost with the link, starts at the sheet's heading.
  useEffect(() => {
    if (navigationType !== 'POP') headingRef.current?.focus()
  }, [navigationType])
  return (
    <div className="flex flex-col gap-5" data-print="sheet">
      <style>{printSheet}</style>
      <div className="flex flex-wrap items-center justify-between gap-3" data-print="hidden">
        <Link to={visitsHref()} className={chipLink}>
          <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
          {adminVisitMessages.allVisits}
        </Link>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {adminVisitMessages.print}
        </Button>
      </div>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 rounded text-2xl font-bold text-leaf-900 focus:outline-none"
      >
        {adminVisitMessages.sheetTitle(formatCalendarDay(day))}
      </h3>
      <SheetVisits day={day} />
    </div>
  )
}
