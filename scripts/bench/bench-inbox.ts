// The admin inbox at scale: 100 000 estimate requests on a fresh local backend, then the latency
// of the inbox's calls through the REST API as the signed-in seeded admin (median and p95), and
// the query plans of the statements list_estimate_requests builds. Prints figures, asserts nothing.
// Database: TEST_DATABASE_URL's server (a scratch database), else a throwaway PostgreSQL 15
// cluster through scripts/cli/test-postgres.sh when its binaries are installed, else PGlite.
// The seeding and the run are shared with scripts/bench/bench-insights.ts: one dataset for both.
// Usage: tsx scripts/bench/bench-inbox.ts [inbox] [insights]   (no names: the inbox alone)
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openConnection, type DbConnection } from '../../backend/db/connection'
import { startBackend, type Backend, type BackendOptions } from '../../backend/server/start-backend'
import { createScratchDatabase } from '../../test-support/backend/scratch-database'
import { estimateServiceKeys } from '../../src/content/estimate-request'
import { publicPaths } from '../../src/app/routes'
import { signedInAdminClient } from '../../test-support/second-factor'
import { insightsBench } from './bench-insights'
import {
  measure,
  rpcCaller,
  RUNS,
  WARM_UP,
  type Args,
  type Call,
  type Case,
  type RequestsBench,
} from './requests-bench'

const root = resolve(import.meta.dirname, '../..')
const REQUESTS = 100_000
const PAGE_SIZE = 26 // the inbox shows 25 and asks for one more to know whether a next page exists

const sourcePages = publicPaths

// Deterministic variety (hashint4 of the row number, no random()), so every run has the same data:
// 40 first and 40 last names, unique e-mails, phones in four formats across four area codes (one in
// twenty on the 555 exchange, so '916-555-01' matches a handful), every service and status, two
// years of dates (recent requests mostly new), one in six from no page at all; addresses in and
// out of the served areas, with and without a ZIP; a dozen referrers and five campaigns (Google
// Ads by gclid, with or without UTM fields). The city trigger is skipped with the others, so the
// insert sets the city as it would.
const INSERT_REQUESTS = `
insert into public.contact_submissions
  (first_name, last_name, email, phone, service, address, message, source_page, referrer,
    utm_source, utm_medium, utm_campaign, gclid, client_address, status, opened_at, note,
    note_updated_at, created_at, city)
select seeded.*, private.request_city(seeded.source_page, seeded.address)
from (
select first_name, last_name,
  lower(first_name || '.' || last_name) || i || '@'
    || (array['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'comcast.net', 'example.org'])[1 + h2 % 6],
  case h3 % 4
    when 0 then '(' || area || ') ' || exchange || '-' || line
    when 1 then area || '-' || exchange || '-' || line
    when 2 then area || '.' || exchange || '.' || line
    else '+1 ' || area || ' ' || exchange || ' ' || line end,
  ($1::text[])[1 + h1 % cardinality($1::text[])],
  case when h2 % 3 = 0 then null else (100 + h3 % 9900) || ' ' || (array['Oak Ridge Dr', 'Fair Oaks Blvd',
    'Sierra College Blvd', 'Natoma St', 'Blue Ravine Rd', 'Serrano Pkwy', 'J St', 'Douglas Blvd'])[1 + h1 % 8]
    || ', ' || (array['Sacramento', 'Roseville', 'Rocklin', 'Folsom', 'El Dorado Hills', 'Elk Grove',
      'Citrus Heights', 'West Sacramento'])[1 + h2 % 8] || ', CA'
    || case when h1 % 3 <> 0 then ' ' || (array['95819', '95661', '95677', '95630', '95762', '95757',
      '95610', '95691'])[1 + h2 % 8] else '' end end as address,
  case when h1 % 5 = 4 then null else (array[
    'Our front lawn has brown patches. Could you take a look this week?',
    'Looking for a quote to replace lawn with drought-tolerant plants.',
    'Sprinkler zone 3 does not turn on anymore and one head is broken.',
    'Two large oaks overhang the roof. Can you trim them before the winter storms?',
    'We just bought the house and the backyard needs a full cleanup.',
    'Weekly mowing for the front yard, if possible on Fridays.',
    'Would like a paver patio with a seating wall.',
    'HOA asked us to fix the side yard by the end of the month.',
    'Monthly maintenance for a small office park, three buildings.',
    'New sod for the backyard, the dog ruined the old one.',
    'Hedges along the fence need trimming, about 60 ft.',
    'Please call after 5pm, I work days.'
  ])[1 + h3 % 12] || ' About ' || (200 + h2 % 4800) || ' sq ft.' end,
  case when h2 % 6 = 0 then null else ($2::text[])[1 + h3 % cardinality($2::text[])] end as source_page,
  (array[null, null, null, 'https://www.google.com/', 'https://www.google.com/', 'https://www.bing.com/',
    'https://www.facebook.com/', 'https://m.facebook.com/', 'https://nextdoor.com/',
    'https://www.yelp.com/biz/greenleaf-landscaping-sacramento', 'https://duckduckgo.com/',
    'android-app://com.google.android.gm/'])[1 + h4 % 12],
  case when h4 % 6 = 0 then 'google' when h4 % 11 = 0 then 'nextdoor' when h4 % 13 = 0 then 'facebook'
    when h4 % 17 = 0 then 'newsletter' end,
  case when h4 % 6 = 0 then 'cpc' when h4 % 11 = 0 then 'social' when h4 % 13 = 0 then 'paid-social'
    when h4 % 17 = 0 then 'email' end,
  case when h4 % 6 = 0 then (array['spring-lawns', 'water-wise-fall', 'tree-care'])[1 + h1 % 3]
    when h4 % 13 = 0 and h1 % 2 = 0 then 'spring-promo'
    when h4 % 17 = 0 then (array['march', 'october'])[1 + h1 % 2] end,
  case when (h4 % 6 = 0 and h2 % 3 <> 2) or h4 % 19 = 0 then 'Cj0KCQiA' || md5(i::text) end,
  '10.' || h1 % 256 || '.' || h2 % 256 || '.' || h3 % 256,
  status,
  case when status <> 'new' or h1 % 4 = 0 then created_at + interval '3 hours' end,
  case when status in ('contacted', 'scheduled') and h2 % 2 = 0 then 'Left a voicemail, will try again.' end,
  case when status in ('contacted', 'scheduled') and h2 % 2 = 0 then created_at + interval '1 day' end,
  created_at
from (
  select i, h1, h2, h3, h4,
    (array['Maria', 'James', 'Priya', 'Tom', 'Linda', 'Carlos', 'Emily', 'Dmitri', 'Grace', 'Luis',
      'Hannah', 'Kevin', 'Sofia', 'Marcus', 'Aisha', 'Brian', 'Mei', 'Robert', 'Olivia', 'Tyrone',
      'Ana', 'David', 'Fatima', 'George', 'Ines', 'Jorge', 'Keiko', 'Liam', 'Nadia', 'Oscar',
      'Paula', 'Quinn', 'Rosa', 'Samuel', 'Tara', 'Uma', 'Victor', 'Wendy', 'Yusuf', 'Zoe'])[1 + h1 % 40] as first_name,
    (array['Gonzalez', 'Whitfield', 'Raman', 'Nguyen', 'Okafor', 'Smith', 'Patel', 'Johnson', 'Kim',
      'Garcia', 'Brown', 'Lopez', 'Miller', 'Davis', 'Chen', 'Wilson', 'Singh', 'Martinez', 'Anderson',
      'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris',
      'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
      'Scott'])[1 + h2 % 40] as last_name,
    (array['916', '530', '279', '209'])[1 + h1 % 4] as area,
    case when h2 % 20 = 0 then '555' else (200 + h3 % 800)::text end as exchange,
    lpad((h1 % 10000)::text, 4, '0') as line,
    case
      when i <= 2000 and h3 % 4 <> 0 then 'new'
      else (array['new', 'contacted', 'contacted', 'scheduled', 'won', 'won', 'won', 'lost', 'lost',
        'archived', 'archived', 'archived'])[1 + h3 % 12]
    end::public.estimate_request_status as status,
    now() - i * interval '631 seconds' - (h1 % 600) * interval '1 second' as created_at
  from generate_series(1, ${REQUESTS}) as i,
    lateral (select abs(hashint4(i)::bigint) as h1, abs(hashint4(i + 7919)::bigint) as h2,
      abs(hashint4(i + 104729)::bigint) as h3, abs(hashint4(i + 1299709)::bigint) as h4) as hashes
) as sample
) as seeded`

// The history of those requests, as the triggers would have written it: most requests past 'new'
// left it 5 minutes to about 3.5 days after they came (mostly within a day; one in ten has no
// event, as if changed before the history existed), through 'contacted' to 'scheduled', 'won' or
// 'lost' days later; and each note has its event. Deterministic: the hash is of the request's age,
// which is fixed within the seeding transaction (now() does not move).
const INSERT_HISTORY = `
with seeded as (
  select cs.id, cs.status, cs.created_at, cs.note, cs.note_updated_at, h,
    cs.created_at + (5 + (h % 1000) ^ 2 / 200) * interval '1 minute' as answered_at,
    cs.status in ('scheduled', 'won', 'lost') as went_on
  from public.contact_submissions cs,
    lateral (select abs(hashint4(extract(epoch from now() - cs.created_at)::integer)::bigint) as h) hashed
)
insert into public.history_events (occurred_at, kind, request_id, from_value, to_value)
select event.* from (
  select answered_at, 'request_status_changed', id, 'new',
    case when went_on then 'contacted' else status::text end
  from seeded where status <> 'new' and h % 10 <> 0 and answered_at < now()
  union all
  select answered_at + (1 + h % 20) * interval '1 day', 'request_status_changed', id, 'contacted',
    status::text
  from seeded where went_on and h % 10 <> 0 and answered_at + (1 + h % 20) * interval '1 day' < now()
  union all
  select note_updated_at, 'request_note_changed', id, null, note
  from seeded where note is not null and note_updated_at < now()
) as event (occurred_at, kind, request_id, from_value, to_value)
order by event.occurred_at`

interface Target {
  label: string
  options: BackendOptions
  /** The server's URL; undefined for PGlite. */
  databaseUrl?: string
  /** PGlite allows one process: the script opens its own connection only while the API is down. */
  isExclusive: boolean
  openDb: () => Promise<DbConnection>
  cleanup: () => Promise<void>
}

async function serverTarget(): Promise<Target> {
  const { databaseUrl, drop } = await createScratchDatabase('postgres', 'bench_inbox')
  return {
    label: 'PostgreSQL (TEST_DATABASE_URL)',
    options: { databaseUrl },
    databaseUrl,
    isExclusive: false,
    openDb: () => openConnection({ databaseUrl }),
    cleanup: drop,
  }
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-inbox-'))
  return {
    label: 'PGlite (in-process, temporary data directory)',
    options: { dataDir },
    isExclusive: true,
    openDb: () => openConnection({ dataDir }),
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  }
}

/** Seeds the requests and their history (on a fresh database: the benchmarks share it). */
export async function seedRequests(db: DbConnection) {
  const started = performance.now()
  await db.transaction(async (tx) => {
    // Skips the per-row triggers (throttle, e-mail rule): the rows are made valid by construction.
    await tx.query(`select set_config('session_replication_role', 'replica', true)`)
    await tx.query(INSERT_REQUESTS, [estimateServiceKeys, sourcePages])
    await tx.query(INSERT_HISTORY)
  })
  // Vacuumed as autovacuum keeps a live table: index-only scans need the visibility map.
  // One statement per call: several in one run as a transaction, where vacuum cannot.
  await db.exec('vacuum analyze public.contact_submissions')
  await db.exec('vacuum analyze public.history_events')
  const { rows } = await db.query<{ requests: string; events: string }>(
    `select (select count(*) from public.contact_submissions) as requests,
      (select count(*) from public.history_events where request_id is not null) as events`,
  )
  console.log(
    `  inserted ${REQUESTS} requests and their history + vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s; the tables now hold ${rows[0]!.requests} requests and ${rows[0]!.events} request events`,
  )
}

/** What the benchmark searches for, picked from the data so each finds something. */
async function pickSamples(db: DbConnection) {
  const row = async (sql: string) => (await db.query<Record<string, string>>(sql)).rows[0]!
  const middle = await row(
    'select email from public.contact_submissions order by created_at desc offset 50000 limit 1',
  )
  const phone = await row(
    `select phone from public.contact_submissions where phone like '(916) 555-%' order by created_at desc offset 3 limit 1`,
  )
  return { email: middle.email!, phone: phone.phone! }
}

/** An admin's access token past the second factor (aal2): the inbox functions refuse less. */
async function signInAsAdmin(backend: Backend): Promise<string> {
  const { session } = await signedInAdminClient(backend, {
    email: backend.adminEmail,
    password: backend.adminPassword,
  })
  return session.access_token
}

/** The cursor of page 100: the last row of page 99, reached page by page as the inbox does. */
async function cursorOfPage(call: Call, page: number): Promise<Args> {
  let cursor: Args = {}
  for (let i = 1; i < page; i++) {
    const { body } = await call('list_estimate_requests', { page_size: PAGE_SIZE - 1, ...cursor })
    const last = (body as { created_at: string; id: string }[]).at(-1)!
    cursor = { cursor_created_at: last.created_at, cursor_id: last.id, direction: 'older' }
  }
  return cursor
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`

/** The statement list_estimate_requests builds (supabase/schemas/20_estimate_requests.sql), values inlined. */
function inboxStatement(filters: { pattern?: string; status?: string; service?: string }) {
  const conditions = ['true']
  if (filters.pattern) conditions.push(`cs.search_text like ${quote(filters.pattern)}`)
  if (filters.status) conditions.push(`cs.status = ${quote(filters.status)}`)
  if (filters.service) conditions.push(`cs.service = ${quote(filters.service)}`)
  return `select cs.* from public.contact_submissions cs where ${conditions.join(' and ')} order by cs.created_at desc, cs.id desc limit ${PAGE_SIZE}`
}

/**
 * The plans of the statements list_estimate_requests runs. It is a security-definer function, so
 * they run as the table owner, without row-level security (which would keep the trigram index
 * from being used: `like` is not leakproof).
 */
async function printPlans(db: DbConnection) {
  const statements: [string, string][] = [
    ['first page (no filters)', inboxStatement({})],
    ["status 'new'", inboxStatement({ status: 'new' })],
    ["search 'okafor' (name)", inboxStatement({ pattern: '%okafor%' })],
    ["search '916-555-01' (phone, as digits)", inboxStatement({ pattern: '%91655501%' })],
  ]
  for (const [label, sql] of statements) {
    const matches = await db.query<{ count: string }>(
      `select count(*) from (${sql.replace(/ order by .*$/, '')}) m`,
    )
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`)
    console.log(`\n  Plan: ${label}, ${matches.rows[0]!.count} matching rows\n  ${sql}`)
    for (const line of plan.rows) console.log(`    ${line['QUERY PLAN']}`)
  }
}

function inboxBench(): RequestsBench {
  let samples: Awaited<ReturnType<typeof pickSamples>>
  return {
    prepare: async (db) => {
      samples = await pickSamples(db)
    },
    measure: async (call) => {
      const first = { page_size: PAGE_SIZE }
      const cases: Case[] = [
        { label: 'first page', fn: 'list_estimate_requests', args: first },
        {
          label: 'page 100 (cursor)',
          fn: 'list_estimate_requests',
          args: { ...first, ...(await cursorOfPage(call, 100)) },
        },
        { label: "status 'new'", fn: 'list_estimate_requests', args: { ...first, status: 'new' } },
        {
          label: "service 'tree-trimming' + status 'won'",
          fn: 'list_estimate_requests',
          args: { ...first, service: 'tree-trimming', status: 'won' },
        },
        {
          label: "search 'okafor'",
          fn: 'list_estimate_requests',
          args: { ...first, search: 'okafor' },
        },
        {
          label: "search 'priya raman'",
          fn: 'list_estimate_requests',
          args: { ...first, search: 'priya raman' },
        },
        {
          label: "search '916-555-01'",
          fn: 'list_estimate_requests',
          args: { ...first, search: '916-555-01' },
        },
        {
          label: `search '${samples.phone}'`,
          fn: 'list_estimate_requests',
          args: { ...first, search: samples.phone },
        },
        {
          label: `search '${samples.email}'`.slice(0, 45),
          fn: 'list_estimate_requests',
          args: { ...first, search: samples.email },
        },
        { label: 'count_new_estimate_requests', fn: 'count_new_estimate_requests', args: {} },
      ]
      console.log(
        `\n  Inbox: REST API as the seeded admin, one call at a time: ${WARM_UP} warm-up + ${RUNS} timed runs each`,
      )
      await measure(call, cases)
    },
    printPlans: (db) => printPlans(db),
  }
}

/** The benchmarks over the seeded requests. */
const requestsBenches = { inbox: inboxBench, insights: insightsBench }

export type RequestsBenchName = keyof typeof requestsBenches

const isRequestsBenchName = (name: string): name is RequestsBenchName => name in requestsBenches

async function run(target: Target, names: RequestsBenchName[]) {
  console.log(`\nBenchmark over ${REQUESTS} requests (${names.join(', ')}) on ${target.label}`)
  const benches = names.map((name) => requestsBenches[name]())
  let backend = await startBackend({
    port: 0,
    mailPort: 0,
    mailDelivery: false,
    ...target.options,
  })
  let db: DbConnection | undefined
  try {
    if (target.isExclusive) await backend.stop()
    db = await target.openDb()
    const { rows } = await db.query<{ version: string }>('select version()')
    console.log(`  ${rows[0]!.version}`)
    await seedRequests(db)
    for (const bench of benches) await bench.prepare?.(db)
    if (target.isExclusive) {
      await db.close()
      db = undefined
      backend = await startBackend({
        port: 0,
        mailPort: 0,
        mailDelivery: false,
        ...target.options,
      })
    }
    const call = rpcCaller(backend, await signInAsAdmin(backend))
    for (const bench of benches) await bench.measure(call)
    if (target.isExclusive) {
      await backend.stop()
      db = await target.openDb()
    }
    for (const bench of benches) await bench.printPlans(db!, target.databaseUrl)
  } finally {
    await db?.close()
    await backend.stop()
    await target.cleanup()
  }
}

/** scripts/cli/test-postgres.sh's exit status when it finds no PostgreSQL binaries. */
const NO_POSTGRES_BINARIES = 3

/** Runs these benchmarks again on a throwaway cluster; false when there are no binaries for one. */
function runUnderThrowawayPostgres(names: RequestsBenchName[]): Promise<boolean> {
  const child = spawn(
    'bash',
    [
      join(root, 'scripts/cli/test-postgres.sh'),
      process.execPath,
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      ...names,
    ],
    { cwd: root, stdio: 'inherit' },
  )
  return new Promise((done, fail) => {
    child.once('error', fail)
    child.once('exit', (code) => {
      if (code === 0 || code === NO_POSTGRES_BINARIES) done(code === 0)
      else fail(new Error(`requests benchmark exited with ${code}`))
    })
  })
}

/** Seeds the requests once and runs the named benchmarks over them. */
export async function benchRequests(names: RequestsBenchName[]) {
  if (names.length === 0) return
  if (process.env.TEST_DATABASE_URL) return run(await serverTarget(), names)
  if (await runUnderThrowawayPostgres(names)) return
  console.log('\n(no PostgreSQL server or binaries found: the requests benchmarks run on PGlite)')
  return run(await pgliteTarget(), names)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2).filter(isRequestsBenchName)
  await benchRequests(names.length > 0 ? names : ['inbox'])
}
