// The tab's figures as tables: what the screen shows under each chart, what a screen reader
// reads, and what 'Download CSV' writes.
import { serviceName } from '@shared/service-catalogue'
import { requestStatusLabels } from '../request-statuses'
import { breakdownFilter, decidedSourceFilter, requestsHref } from './insights-links'
import { daysLabel, type InsightsPeriod } from './insights-period'
import type {
  BreakdownDimension,
  BreakdownRow,
  DecidedSource,
  StatusCount,
  WeekCount,
  WeekResponseTimes,
} from './insights-query'
import { figure, type InsightsCell, type InsightsTableData } from './insights-table-data'

type Days = Pick<InsightsPeriod, 'start' | 'end'>

const weekCell = (first: string, last: string): InsightsCell => ({
  text: daysLabel(first, last),
  csv: `${first} to ${last}`,
})

/** Whether any week a year earlier had requests: only then are those bars drawn. */
export const hasYearEarlier = (weeks: WeekCount[]) =>
  weeks.some((week) => week.yearEarlierRequests > 0)

export function weeklyTable(weeks: WeekCount[]): InsightsTableData {
  const withYearEarlier = hasYearEarlier(weeks)
  return {
    name: 'requests-per-week',
    columns: ['Week', 'Requests', ...(withYearEarlier ? ['Year earlier'] : [])],
    rows: weeks.map((week) => ({
      key: week.weekStart,
      cells: [
        weekCell(week.firstDay, week.lastDay),
        figure(week.requests, requestsHref({ start: week.firstDay, end: week.lastDay })),
        ...(withYearEarlier
          ? [
              figure(
                week.yearEarlierRequests,
                requestsHref({ start: week.yearEarlierFirstDay, end: week.yearEarlierLastDay }),
              ),
            ]
          : []),
      ],
    })),
  }
}

export const breakdownTitles: Record<BreakdownDimension, { title: string; column: string }> = {
  service: { title: 'Requests by service', column: 'Service' },
  city: { title: 'Requests by city', column: 'City' },
  source_page: { title: 'Requests by source page (top 10)', column: 'Page' },
  campaign: { title: 'Requests by campaign', column: 'Campaign' },
  referrer_host: { title: 'Requests by referrer', column: 'Referrer' },
}

const noValueLabels: Record<BreakdownDimension, string> = {
  service: 'No service',
  city: 'No city',
  source_page: 'No page',
  campaign: 'No campaign',
  referrer_host: 'direct',
}

function breakdownLabel(dimension: BreakdownDimension, key: string | null): InsightsCell {
  if (key === null) return { text: noValueLabels[dimension] }
  // A service is its catalogue key, shown by its name.
  if (dimension === 'service') return { text: serviceName(key) }
  // A source page is a path of this site: the label opens the page itself.
  return dimension === 'source_page' && key.startsWith('/')
    ? { text: key, href: key }
    : { text: key }
}

export function breakdownTable(
  dimension: BreakdownDimension,
  rows: BreakdownRow[],
  period: Days,
): InsightsTableData {
  return {
    name: `by-${dimension.replaceAll('_', '-')}`,
    columns: [breakdownTitles[dimension].column, 'Requests'],
    rows: rows.map((row) => {
      const filter = breakdownFilter(dimension, row.key)
      return {
        key: row.key ?? '',
        cells: [
          breakdownLabel(dimension, row.key),
          figure(row.requests, filter && requestsHref(period, filter)),
        ],
        bar: row.requests,
      }
    }),
  }
}

export function pipelineTable(pipeline: StatusCount[], period: Days): InsightsTableData {
  return {
    name: 'pipeline',
    columns: ['Status', 'Requests'],
    rows: pipeline.map((row) => ({
      key: row.status,
      cells: [
        { text: requestStatusLabels[row.status] },
        figure(row.requests, requestsHref(period, { status: row.status })),
      ],
      bar: row.requests,
    })),
  }
}

/** Won / (won + lost), as a whole percent; undefined while none is decided. */
export function wonShare(pipeline: StatusCount[]): number | undefined {
  const countOf = (status: string) => pipeline.find((row) => row.status === status)?.requests ?? 0
  const decided = countOf('won') + countOf('lost')
  return decided === 0 ? undefined : Math.round((countOf('won') / decided) * 100)
}

export function decidedSourcesTable(sources: DecidedSource[], period: Days): InsightsTableData {
  return {
    name: 'won-and-lost-by-source',
    columns: ['Source', 'Status', 'Requests'],
    rows: sources.map((source) => ({
      key: `${source.status}:${source.campaign ?? ''}:${source.referrerHost ?? ''}`,
      cells: [
        { text: source.campaign ?? source.referrerHost ?? 'direct' },
        { text: requestStatusLabels[source.status] },
        figure(source.requests, requestsHref(period, decidedSourceFilter(source))),
      ],
    })),
  }
}

export function responseTimesTable(weeks: WeekResponseTimes[]): InsightsTableData {
  return {
    name: 'speed-of-answer',
    columns: ['Week', 'Requests', 'Answered', 'Median hours', '90th percentile hours'],
    rows: weeks.map((week) => ({
      key: week.weekStart,
      cells: [
        weekCell(week.firstDay, week.lastDay),
        figure(week.requests, requestsHref({ start: week.firstDay, end: week.lastDay })),
        // The inbox has no filter for "answered": this count is not a link.
        figure(week.answered),
        figure(week.medianHours),
        figure(week.p90Hours),
      ],
    })),
  }
}
