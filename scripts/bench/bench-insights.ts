// The admin's Insights tab at scale (issue 24): over the 100 000 requests and history that
// scripts/bench/bench-inbox.ts seeds, the latency of every insights function through the REST API as the
// signed-in admin (median and p95, target under 150 ms at p95) for the last 30 days, 90 days and 12
// months, the whole tab's ten calls at once, and the plans of the statements inside the functions
// (auto_explain, nested statements, on PostgreSQL). Prints figures, asserts nothing.
// Usage: tsx scripts/bench/bench-inbox.ts insights (it seeds the data and runs this)
import pg from 'pg'
import type { DbConnection } from '../../backend/db/connection'
import { addDays, addMonths, officeDay } from '../../supabase/functions/_shared/visit-windows'
import { percentile, tableRow } from './bench-table'
import { measure, RUNS, WARM_UP, type Call, type Case, type RequestsBench } from './requests-bench'

const TARGET_P95_MS = 150
/** plpgsql plans a statement anew for its first five runs, then may keep a generic plan. */
const RUNS_BEFORE_CACHED_PLAN = 5

const dimensions = ['service', 'city', 'source_page', 'campaign', 'referrer_host'] as const

interface Period {
  label: string
  start: string
  end: string
}

/** The tab's relative periods, as src/features/admin/insights/insights-period.ts counts them. */
function periodsEndingToday(): Period[] {
  const end = officeDay(new Date())
  return [
    { label: '30d', start: addDays(end, -29), end },
    { label: '90d', start: addDays(end, -89), end },
    { label: '12m', start: addDays(addMonths(end, -12), 1), end },
  ]
}

/** The calls the tab makes for a period (src/features/admin/insights/insights-query.ts). */
function periodCases(period: Period): Case[] {
  const days = { period_start: period.start, period_end: period.end }
  const named = (fn: string, label: string, args: Case['args'] = days): Case => ({
    label: `${label} ${period.label}`,
    fn,
    args,
  })
  return [
    named('insights_weekly_requests', 'weekly_requests'),
    ...dimensions.map((dimension) =>
      named('insights_request_breakdown', `request_breakdown(${dimension})`, {
        dimension,
        ...days,
      }),
    ),
    named('insights_pipeline', 'pipeline'),
    named('insights_decided_sources', 'decided_sources'),
    named('insights_response_times', 'response_times'),
  ]
}

const overdueCase: Case = { label: 'overdue_requests', fn: 'insights_overdue_requests', args: {} }

/** The tab's ten calls at once, as it loads: the wall time until the last answer. */
async function measureWholeTab(call: Call, periods: Period[]) {
  console.log(`\n  The whole tab: its 10 calls at once (${WARM_UP} warm-up + ${RUNS} timed runs)`)
  const widths = [44, 10, 10]
  console.log(tableRow(widths, ['  period', 'median', 'p95']))
  for (const period of periods) {
    const cases = [...periodCases(period), overdueCase]
    const timings: number[] = []
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now()
      await Promise.all(cases.map(({ fn, args }) => call(fn, args)))
      if (i >= WARM_UP) timings.push(performance.now() - started)
    }
    timings.sort((a, b) => a - b)
    console.log(
      tableRow(widths, [
        `  ${period.label} (${period.start} to ${period.end})`,
        `${percentile(timings, 50).toFixed(1)} ms`,
        `${percentile(timings, 95).toFixed(1)} ms`,
      ]),
    )
  }
}

const literal = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`

/** The call as SQL, arguments by name. */
function callStatement({ fn, args }: Case) {
  const named = Object.entries(args).map(([name, value]) => `${name} => ${literal(value)}`)
  return `select * from public.${fn}(${named.join(', ')})`
}

/**
 * auto_explain's plans of the statements a function runs (nested statements), sent back as
 * notices. The call runs a few times first on the same connection, as on the API's pooled
 * connections, so the plan shown is the one a warm connection keeps (custom or generic).
 */
async function innerPlans(databaseUrl: string, sql: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  const notices: string[] = []
  client.on('notice', (notice) => notices.push(notice.message ?? ''))
  await client.connect()
  try {
    await client.query(`load 'auto_explain'`)
    await client.query(`set auto_explain.log_analyze = on; set auto_explain.log_buffers = on;
      set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice;
      set auto_explain.log_min_duration = -1`)
    // The functions let the service role in, as they do an admin.
    await client.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', false)`)
    for (let i = 0; i < RUNS_BEFORE_CACHED_PLAN; i++) await client.query(sql)
    await client.query('set auto_explain.log_min_duration = 0')
    await client.query(sql)
  } finally {
    await client.end()
  }
  // The statements that read requests or history; not the caller checks nor the call itself.
  return notices.filter(
    (notice) =>
      /contact_submissions|history_events/.test(notice) && !notice.includes('Query Text: select *'),
  )
}

/** A notice's duration and plan, without the statement's text (the function body). */
function planLines(notice: string): string[] {
  const lines = notice.split('\n')
  const planStart = lines.findIndex((line) => /\(cost=\d/.test(line))
  return [lines[0]!, ...lines.slice(planStart)]
}

async function printPlans(databaseUrl: string | undefined, periods: Period[]) {
  if (!databaseUrl) {
    console.log('\n  Insights plans: skipped (auto_explain needs PostgreSQL, not PGlite)')
    return
  }
  console.log(
    `\n  Insights plans: EXPLAIN (ANALYZE, BUFFERS) of the statements inside each function (auto_explain, run ${RUNS_BEFORE_CACHED_PLAN + 1}th on its connection)`,
  )
  const cases = [...periods.flatMap(periodCases), overdueCase]
  for (const insightsCase of cases) {
    const sql = callStatement(insightsCase)
    console.log(`\n  Plan: ${insightsCase.label}\n  ${sql}`)
    const notices = await innerPlans(databaseUrl, sql)
    if (notices.length === 0) console.log('    (no statement over requests or history was logged)')
    for (const notice of notices) for (const line of planLines(notice)) console.log(`    ${line}`)
  }
}

/** How many requests each period holds, and how many of them have their first answer recorded. */
async function printPeriodSizes(db: DbConnection, periods: Period[]) {
  for (const period of periods) {
    const { rows } = await db.query<{ requests: string; answered: string }>(
      `select count(*) as requests, count(*) filter (where exists (
          select from public.history_events h where h.request_id = cs.id
            and h.kind = 'request_status_changed' and h.from_value = 'new')) as answered
        from public.contact_submissions cs
        where cs.created_at >= private.office_day_start($1::date)
          and cs.created_at < private.office_day_start($2::date + 1)`,
      [period.start, period.end],
    )
    console.log(
      `  ${period.label} (${period.start} to ${period.end}): ${rows[0]!.requests} requests, ${rows[0]!.answered} with a recorded first answer`,
    )
  }
}

export function insightsBench(): RequestsBench {
  const periods = periodsEndingToday()
  return {
    prepare: (db) => printPeriodSizes(db, periods),
    measure: async (call) => {
      console.log(
        `\n  Insights: REST API as the seeded admin (second factor passed), one call at a time: ${WARM_UP} warm-up + ${RUNS} timed runs each; target p95 < ${TARGET_P95_MS} ms`,
      )
      const figures = await measure(call, [...periods.flatMap(periodCases), overdueCase])
      const misses = figures.filter((figure) => figure.p95 >= TARGET_P95_MS)
      console.log(
        misses.length === 0
          ? `  every insights call under ${TARGET_P95_MS} ms at p95`
          : `  over ${TARGET_P95_MS} ms at p95: ${misses.map((miss) => `${miss.label} (${miss.p95.toFixed(0)} ms)`).join(', ')}`,
      )
      await measureWholeTab(call, periods)
    },
    printPlans: (_db, databaseUrl) => printPlans(databaseUrl, periods),
  }
}
