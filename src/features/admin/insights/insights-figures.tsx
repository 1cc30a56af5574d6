import { ColumnChart, type ChartSeries } from './column-chart'
import { requestsHref } from './insights-links'
import { daysLabel, shortDayLabel, type InsightsPeriod } from './insights-period'
import { breakdownDimensions, type Insights } from './insights-query'
import { InsightsSection } from './insights-section'
import {
  breakdownTable,
  breakdownTitles,
  decidedSourcesTable,
  hasYearEarlier,
  pipelineTable,
  responseTimesTable,
  weeklyTable,
  wonShare,
} from './insights-tables'
import { OverdueRequests } from './overdue-requests'

const requestsText = (count: number) => (count === 1 ? '1 request' : `${count} requests`)

// Leaf and earth tones of the site's palette, each at least 3:1 against the white card.
const thisYear: ChartSeries = {
  name: 'This period',
  fillClass: 'fill-leaf-600',
  swatchClass: 'bg-leaf-600',
}
const yearEarlier: ChartSeries = {
  name: 'A year earlier',
  fillClass: 'fill-earth-500',
  swatchClass: 'bg-earth-500',
}
const medianSeries: ChartSeries = {
  name: 'Median',
  fillClass: 'fill-leaf-600',
  swatchClass: 'bg-leaf-600',
}
const p90Series: ChartSeries = {
  name: '90th percentile',
  fillClass: 'fill-earth-600',
  swatchClass: 'bg-earth-600',
}

/** The tab's sections for a period with requests. */
export function InsightsFigures({
  insights,
  period,
}: {
  insights: Insights
  period: InsightsPeriod
}) {
  const { weeks, responseTimes, pipeline } = insights
  const withYearEarlier = hasYearEarlier(weeks)
  const share = wonShare(pipeline)
  const countOf = (status: string) => pipeline.find((row) => row.status === status)?.requests ?? 0
  const hours = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US'))

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <InsightsSection
          title="Requests per week"
          period={period}
          table={weeklyTable(weeks)}
          chart={
            <ColumnChart
              label="Requests per week"
              series={withYearEarlier ? [thisYear, yearEarlier] : [thisYear]}
              groups={weeks.map((week) => ({
                key: week.weekStart,
                axisLabel: shortDayLabel(week.firstDay),
                bars: [
                  {
                    value: week.requests,
                    text: String(week.requests),
                    description: `${daysLabel(week.firstDay, week.lastDay)}: ${requestsText(week.requests)}`,
                    href: requestsHref({ start: week.firstDay, end: week.lastDay }),
                  },
                  ...(withYearEarlier
                    ? [
                        {
                          value: week.yearEarlierRequests,
                          text: String(week.yearEarlierRequests),
                          description: `A year earlier, ${daysLabel(week.yearEarlierFirstDay, week.yearEarlierLastDay)}: ${requestsText(week.yearEarlierRequests)}`,
                          href: requestsHref({
                            start: week.yearEarlierFirstDay,
                            end: week.yearEarlierLastDay,
                          }),
                        },
                      ]
                    : []),
                ],
              }))}
            />
          }
        />
      </div>
      {breakdownDimensions.map((dimension) => (
        <InsightsSection
          key={dimension}
          title={breakdownTitles[dimension].title}
          period={period}
          table={breakdownTable(dimension, insights.breakdowns[dimension], period)}
        />
      ))}
      <InsightsSection title="Pipeline" period={period} table={pipelineTable(pipeline, period)}>
        <p className="text-stone-800">
          <span className="font-semibold">Won share:</span>{' '}
          {share === undefined
            ? '—'
            : `${share}% (${countOf('won')} won of ${countOf('won') + countOf('lost')} decided)`}
        </p>
        <p className="text-stone-800">
          <span className="font-semibold">Reviews asked:</span> {insights.reviewsAsked}
          <span className="text-sm text-stone-700">
            {' '}
            (&lsquo;Ask for a review&rsquo; on won requests, in this period)
          </span>
        </p>
      </InsightsSection>
      <InsightsSection
        title="Won and lost by source"
        period={period}
        table={decidedSourcesTable(insights.decidedSources, period)}
      />
      <div className="min-w-0 lg:col-span-2">
        <InsightsSection
          title="Speed of answer"
          period={period}
          table={responseTimesTable(responseTimes)}
          chart={
            !responseTimes.some((week) => week.answered > 0) ? (
              <p className="text-sm text-stone-700">
                No request of this period has had its status changed yet.
              </p>
            ) : (
              <ColumnChart
                label="Hours to the first answer, per week"
                series={[medianSeries, p90Series]}
                groups={responseTimes.map((week) => {
                  const days = daysLabel(week.firstDay, week.lastDay)
                  return {
                    key: week.weekStart,
                    axisLabel: shortDayLabel(week.firstDay),
                    bars: [
                      {
                        value: week.medianHours,
                        text: hours(week.medianHours),
                        description: `${days}: median ${hours(week.medianHours) || 'none'} hours`,
                      },
                      {
                        value: week.p90Hours,
                        text: hours(week.p90Hours),
                        description: `${days}: 90th percentile ${hours(week.p90Hours) || 'none'} hours`,
                      },
                    ],
                  }
                })}
              />
            )
          }
        >
          <p className="text-sm text-stone-700">
            Hours from a request to its first change of status away from New, by the week it came
            in.
          </p>
          <OverdueRequests count={insights.overdueRequests} />
        </InsightsSection>
      </div>
    </div>
  )
}
