import { useQuery } from '@tanstack/react-query'
import { FileText, MapPinned } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { useSupabase } from '@/lib/supabase-context'
import { serviceName } from '@shared/service-catalogue'
import { formatCalendarDay, officeDay } from '@shared/visit-windows'
import { EmptyState, ErrorState, LoadingState } from '../components/panel-states'
import { DaySheet } from './day-sheet'
import { groupVisitsByDay, type VisitDay } from './visit-days'
import { daySheetHref, sheetDayOf, visitPlace, visitSlotLabel } from './visit-links'
import { adminVisitMessages } from './visit-messages'
import { chipLink, fullNameOf, OpenRequestLink, PhoneLink, PhotoCount } from './visit-parts'
import { visitDaysQuery, type ScheduledVisit } from './visits-query'

/** One visit in a day's list: when, who, what, where, and a tap to call or open the request. */
function VisitRow({ visit }: { visit: ScheduledVisit }) {
  return (
    <Card tone="stone" isCompact asChild>
      <li className="grid gap-x-4 gap-y-2 p-4 sm:grid-cols-[9rem_minmax(0,1fr)] lg:grid-cols-[9rem_minmax(0,1fr)_auto]">
        <p className="font-semibold text-leaf-900">{visitSlotLabel(visit)}</p>
        <div className="min-w-0">
          <p className="break-words font-semibold text-stone-900">{fullNameOf(visit)}</p>
          <p className="break-words text-sm text-stone-700">
            <span className="sr-only">Service: </span>
            {serviceName(visit.service)}
          </p>
          <p className="mt-0.5 flex items-start gap-1 break-words text-sm text-stone-700">
            <MapPinned className="mt-0.5 size-4 shrink-0 text-stone-600" aria-hidden="true" />
            <span className="min-w-0">{visitPlace(visit)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:col-start-2 lg:col-start-3 lg:row-start-1 lg:justify-end">
          <PhoneLink phone={visit.phone} />
          <PhotoCount count={visit.photo_count} />
          <OpenRequestLink visit={visit} />
        </div>
      </li>
    </Card>
  )
}

function VisitDayList({ day }: { day: VisitDay<ScheduledVisit> }) {
  const label = formatCalendarDay(day.day)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h4 className="font-semibold text-stone-800">{label}</h4>
        <Link
          to={daySheetHref(day.day)}
          aria-label={adminVisitMessages.daySheetFor(label)}
          className={chipLink}
        >
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          {adminVisitMessages.daySheet}
        </Link>
      </div>
      <ul aria-label={adminVisitMessages.sheetTitle(label)} className="flex flex-col gap-2">
        {day.visits.map((visit) => (
          <VisitRow key={visit.visit_id} visit={visit} />
        ))}
      </ul>
    </div>
  )
}

/** The visits from today on, in sections (today, the rest of this week, later), each by day. */
function VisitDays() {
  const supabase = useSupabase()
  const today = officeDay(new Date())
  const visits = useQuery(visitDaysQuery(supabase, { from: today, to: null }))
  if (visits.isPending) return <LoadingState label={adminVisitMessages.loadingVisits} />
  if (visits.isError) return <ErrorState message={visits.error.message} />
  const sections = groupVisitsByDay(visits.data, today)
  if (sections.length === 0) return <EmptyState message={adminVisitMessages.empty} />
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => (
        <section
          key={section.period}
          aria-labelledby={`visits-${section.period}`}
          className="flex flex-col gap-4"
        >
          <h3 id={`visits-${section.period}`} className="text-xl font-bold text-leaf-900">
            {adminVisitMessages[section.period]}
          </h3>
          {section.days.map((day) => (
            <VisitDayList key={day.day} day={day} />
          ))}
        </section>
      ))}
    </div>
  )
}

/**
 * Visits: the estimate visits to come, by day, for the office and the crew; `&day=YYYY-MM-DD`
 * shows that day's printable sheet instead.
 */
export function VisitsPanel() {
  const [searchParams] = useSearchParams()
  const sheetDay = sheetDayOf(searchParams)
  if (sheetDay) return <DaySheet day={sheetDay} />
  return (
    <div className="flex flex-col gap-6">
      <p className="text-stone-700">{adminVisitMessages.tabIntro}</p>
      <VisitDays />
    </div>
  )
}
