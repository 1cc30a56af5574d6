// The seed's sample requests carry the history their statuses imply (supabase/seed.sql), so a
// fresh install's inbox and Insights agree: every request that is no longer new was moved there
// step by step, from new, by the local admin, after it arrived; and the speed of answer has
// figures for the default period (the last 30 days) and longer ones.
import { asCaller } from './support/as-role.ts'
import { backends, createTestDatabase, SEED_ADMIN, type TestDatabase } from './support/test-db.ts'

type Step = { from: string; to: string; at: Date; actorId: string; actorEmail: string }
type Request = { id: string; status: string; createdAt: Date; openedAt: Date | null }

describe.each(backends)('the seed on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  it("gives each request a status history that ends in its status, the local admin's", async () => {
    const { rows: requests } = await t.db.query<Request>(
      `select id, status::text, created_at as "createdAt", opened_at as "openedAt"
       from public.contact_submissions`,
    )
    const { rows: steps } = await t.db.query<Step & { requestId: string }>(
      `select request_id as "requestId", from_value as from, to_value as to, occurred_at as at,
         actor_id as "actorId", actor_email as "actorEmail"
       from public.history_events where kind = 'request_status_changed' order by occurred_at, id`,
    )
    const { rows: admins } = await t.db.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [SEED_ADMIN.email],
    )
    const adminId = admins[0]!.id
    const now = new Date()

    const worked = requests.filter((request) => request.status !== 'new')
    expect(worked.length).toBeGreaterThan(200)
    expect(new Set(worked.map((request) => request.status))).toEqual(
      new Set(['contacted', 'scheduled', 'won', 'lost', 'archived']),
    )
    const problems: string[] = []
    for (const request of requests) {
      const history = steps.filter((step) => step.requestId === request.id)
      const said = `${request.status} request ${request.id}`
      if (request.status === 'new') {
        if (history.length) problems.push(`${said} has a history`)
        continue
      }
      const chain = history.map((step) => step.from).concat(history.at(-1)?.to ?? [])
      if (chain[0] !== 'new' || chain.at(-1) !== request.status) {
        problems.push(`${said}: ${chain.join(' → ') || 'no history'}`)
      }
      history.forEach((step, i) => {
        const previous = i === 0 ? request.createdAt : history[i - 1]!.at
        if (i > 0 && step.from !== history[i - 1]!.to) problems.push(`${said}: a gap at ${i}`)
        if (!(step.at > previous && step.at < now)) problems.push(`${said}: step ${i} out of time`)
        if (step.actorId !== adminId || step.actorEmail !== SEED_ADMIN.email) {
          problems.push(`${said}: step ${i} by ${step.actorEmail}`)
        }
      })
      // Opened in the inbox before it was answered.
      if (!request.openedAt || request.openedAt > history[0]!.at) {
        problems.push(`${said}: answered before it was opened`)
      }
    }
    expect(problems).toEqual([])
    // Each path the office takes is there: straight to won, lost after a visit or without one,
    // set aside at once.
    const paths = new Set(
      worked.map((request) =>
        steps
          .filter((step) => step.requestId === request.id)
          .map((step) => step.to)
          .join(' → '),
      ),
    )
    expect([...paths].sort()).toEqual([
      'archived',
      'contacted',
      'contacted → lost',
      'contacted → lost → archived',
      'contacted → scheduled',
      'contacted → scheduled → lost',
      'contacted → scheduled → won',
    ])
  })

  it.each([29, 89])(
    'gives Insights a speed of answer over the last %i days and today',
    async (days) => {
      const { rows: period } = await t.db.query<{ start: string; end: string }>(
        `select (private.office_day(now()) - $1::int)::text as start,
           private.office_day(now())::text as end`,
        [days],
      )
      const weeks = await asCaller(t.db, { role: 'service_role' }, async (tx) => {
        const { rows } = await tx.query<{ answered: number; median_hours: number | null }>(
          `select answered, median_hours from public.insights_response_times($1::date, $2::date)`,
          [period[0]!.start, period[0]!.end],
        )
        return rows
      })
      const answered = weeks.filter((week) => week.answered > 0)
      expect(answered.length).toBeGreaterThan(0)
      for (const week of answered) {
        expect(week.median_hours).toBeGreaterThanOrEqual(3)
        expect(week.median_hours).toBeLessThanOrEqual(11)
      }
    },
  )

  it('gives the newest scheduled requests visits on the coming days, each in their history', async () => {
    const { rows } = await t.db.query<{
      status: string
      inFuture: boolean
      history: number
      mails: number
    }>(
      `select cs.status::text,
         v.visit_date >= private.office_day(now()) and v.visit_date <= private.office_day(now()) + 7 as "inFuture",
         (select count(*)::int from public.history_events h
          where h.request_id = v.request_id and h.kind = 'request_visit_scheduled'
            and h.to_value = private.visit_time_value(v.visit_date, v.arrival_window, v.start_time)) as history,
         (select count(*)::int from private.mail_outbox m where m.submission_id = v.request_id and m.kind = 'visit') as mails
       from private.request_visits v
       join public.contact_submissions cs on cs.id = v.request_id
       where v.status = 'scheduled'`,
    )
    expect(rows).toHaveLength(8)
    expect(rows.every((row) => row.status === 'scheduled' && row.inFuture)).toBe(true)
    expect(rows.every((row) => row.history === 1 && row.mails === 0)).toBe(true)
  })
})
