import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { adminKeys } from '../api/admin-keys'
import { isRequestStatus } from '../request-statuses'
import type { RequestStatus } from '../types'

/** The groupings of insights_request_breakdown, in the order the tab shows them. */
export const breakdownDimensions = [
  'service',
  'city',
  'source_page',
  'campaign',
  'referrer_host',
] as const

export type BreakdownDimension = (typeof breakdownDimensions)[number]

export interface WeekCount {
  weekStart: string
  firstDay: string
  lastDay: string
  requests: number
  yearEarlierFirstDay: string
  yearEarlierLastDay: string
  yearEarlierRequests: number
}

/** One group of a breakdown; `key` null is 'none' (no city, no campaign, no referrer...). */
export interface BreakdownRow {
  key: string | null
  requests: number
}

export interface StatusCount {
  status: RequestStatus
  requests: number
}

/** Won or lost requests from one source: a campaign, else a referrer host, else direct. */
export interface DecidedSource {
  status: RequestStatus
  campaign: string | null
  referrerHost: string | null
  requests: number
}

export interface WeekResponseTimes {
  weekStart: string
  firstDay: string
  lastDay: string
  requests: number
  answered: number
  medianHours: number | null
  p90Hours: number | null
}

export interface Insights {
  weeks: WeekCount[]
  breakdowns: Record<BreakdownDimension, BreakdownRow[]>
  pipeline: StatusCount[]
  decidedSources: DecidedSource[]
  responseTimes: WeekResponseTimes[]
  /** 'new' requests received more than one working day ago, right now. */
  overdueRequests: number
  /** Reviews admins asked for in the period ('Ask for a review' on won requests). */
  reviewsAsked: number
}

// PostgREST may send a count as a string, and a table function's column can be null although the
// generated types say it never is.
const count = (value: unknown) => Number(value ?? 0)
const day = (value: string | null) => value ?? ''
const hours = (value: number | null) => (value === null ? null : Number(value))

/** Every figure of the tab for a period: one admin-only database function per view, at once. */
export const insightsQuery = (
  supabase: AppSupabaseClient,
  period: { start: string; end: string },
) =>
  queryOptions({
    queryKey: adminKeys.insights(period),
    queryFn: async (): Promise<Insights> => {
      const range = { period_start: period.start, period_end: period.end }
      // A result's error, or a fetch that failed outright, becomes the tab's one message.
      const call = async <Row>(
        request: PromiseLike<{ data: Row[] | null; error: unknown }>,
      ): Promise<Row[]> => {
        let result
        try {
          result = await request
        } catch (error) {
          throw adminError(error, 'loadInsights')
        }
        if (result.error) throw adminError(result.error, 'loadInsights')
        return result.data ?? []
      }
      // A function answering one figure, not rows.
      const callOne = async (
        request: PromiseLike<{ data: number | null; error: unknown }>,
      ): Promise<number | null> => {
        let result
        try {
          result = await request
        } catch (error) {
          throw adminError(error, 'loadInsights')
        }
        if (result.error) throw adminError(result.error, 'loadInsights')
        return result.data
      }
      const [weeks, pipeline, decided, responseTimes, overdue, reviewsAsked, ...breakdowns] =
        await Promise.all([
          call(supabase.rpc('insights_weekly_requests', range)),
          call(supabase.rpc('insights_pipeline', range)),
          call(supabase.rpc('insights_decided_sources', range)),
          call(supabase.rpc('insights_response_times', range)),
          call(supabase.rpc('insights_overdue_requests')),
          callOne(supabase.rpc('insights_reviews_asked', range)),
          ...breakdownDimensions.map((dimension) =>
            call(supabase.rpc('insights_request_breakdown', { dimension, ...range })),
          ),
        ])
      return {
        weeks: weeks.map((week) => ({
          weekStart: day(week.week_start),
          firstDay: day(week.first_day),
          lastDay: day(week.last_day),
          requests: count(week.requests),
          yearEarlierFirstDay: day(week.year_earlier_first_day),
          yearEarlierLastDay: day(week.year_earlier_last_day),
          yearEarlierRequests: count(week.year_earlier_requests),
        })),
        breakdowns: Object.fromEntries(
          breakdownDimensions.map((dimension, index) => [
            dimension,
            (breakdowns[index] ?? []).map((row) => ({
              key: row.key,
              requests: count(row.requests),
            })),
          ]),
        ) as Record<BreakdownDimension, BreakdownRow[]>,
        pipeline: pipeline.flatMap((row) =>
          isRequestStatus(row.status)
            ? [{ status: row.status, requests: count(row.requests) }]
            : [],
        ),
        decidedSources: decided.flatMap((row) =>
          isRequestStatus(row.status)
            ? [
                {
                  status: row.status,
                  campaign: row.campaign,
                  referrerHost: row.referrer_host,
                  requests: count(row.requests),
                },
              ]
            : [],
        ),
        responseTimes: responseTimes.map((week) => ({
          weekStart: day(week.week_start),
          firstDay: day(week.first_day),
          lastDay: day(week.last_day),
          requests: count(week.requests),
          answered: count(week.answered),
          medianHours: hours(week.median_hours),
          p90Hours: hours(week.p90_hours),
        })),
        overdueRequests: count(overdue[0]?.requests),
        reviewsAsked: count(reviewsAsked),
      }
    },
  })
