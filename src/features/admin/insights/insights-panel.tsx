import { useQuery } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { useSupabase } from '@/lib/supabase-context'
import { EmptyState, ErrorState, LoadingState } from '../components/panel-states'
import { InsightsFigures } from './insights-figures'
import { periodLabel, readPeriod, withPeriod, type InsightsPeriod } from './insights-period'
import { insightsQuery } from './insights-query'
import { OverdueRequests } from './overdue-requests'
import { PeriodPicker } from './period-picker'

export const insightsMessages = {
  loading: 'Loading insights…',
  empty: 'No requests in this period.',
  tryAgain: 'Try again',
}

function PeriodInsights({ period }: { period: InsightsPeriod }) {
  const supabase = useSupabase()
  const insights = useQuery(insightsQuery(supabase, period))
  if (insights.isPending) return <LoadingState label={insightsMessages.loading} />
  if (insights.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorState message={insights.error.message} />
        <Button variant="outline" size="sm" onClick={() => void insights.refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {insightsMessages.tryAgain}
        </Button>
      </div>
    )
  }
  const total = insights.data.weeks.reduce((sum, week) => sum + week.requests, 0)
  if (total === 0) {
    return (
      <div className="flex flex-col gap-4">
        <EmptyState message={insightsMessages.empty} />
        <OverdueRequests count={insights.data.overdueRequests} />
      </div>
    )
  }
  return <InsightsFigures insights={insights.data} period={period} />
}

/**
 * Insights (issue 24): where the requests of a period came from, how they fared and how fast
 * the office answered, each figure a link to the inbox view of the requests it counts.
 */
export function InsightsPanel() {
  const [searchParams, setSearchParams] = useSearchParams()
  const reading = readPeriod(searchParams)
  const shown = reading.period ?? {
    choice: 'range' as const,
    start: reading.start,
    end: reading.end,
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        {/* Remounted when the URL's period changes (back button): the picker shows that one. */}
        <PeriodPicker
          key={`${shown.choice}:${shown.start}:${shown.end}`}
          choice={shown.choice}
          range={{ start: shown.start, end: shown.end }}
          urlError={reading.error}
          onChange={(choice, range) => setSearchParams(withPeriod(searchParams, choice, range))}
        />
        {reading.period && (
          <p role="status" className="text-sm text-stone-700">
            Requests received {periodLabel(reading.period)} (office time)
          </p>
        )}
      </div>
      {reading.period && <PeriodInsights period={reading.period} />}
    </div>
  )
}
