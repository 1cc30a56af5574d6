// The visitor's write path, submit_estimate_request: one row per call, the honeypot, the
// per-client ceiling, attribution within limits, the preferred visit time, and the alert queued
// in the same transaction.
import type { Queryable } from '../../backend/db/connection.ts'
import {
  addMonths,
  earliestVisitDateRange,
  earliestVisitMaxMonths,
} from '../functions/_shared/visit-windows.ts'
import { asCaller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

const request = {
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '(916) 555-0100',
  service: 'irrigation-sprinklers',
}
let unique = 0
const freshEmail = () => `estimate${++unique}@example.com`

/** The calendar day `days` after `day` (YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Calls the function as PostgREST would for a client at `address` (request.headers). */
async function submit(tx: Queryable, args: Record<string, string | null>, address = '10.0.0.1') {
  await tx.query(`select set_config('request.headers', $1, true)`, [
    JSON.stringify({ 'x-real-ip': address, 'user-agent': 'test' }),
  ])
  const names = Object.keys(args)
  await tx.query(
    `select public.submit_estimate_request(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`,
    Object.values(args),
  )
}

describe.each(backends)('submit_estimate_request on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  /** Sends as a visitor and commits, as one API call would. */
  const sendCommitted = (args: Record<string, string | null>) =>
    asCaller(t.db, { role: 'anon' }, (tx) => submit(tx, args), { commit: true })

  const stored = (email: string) =>
    t.db.query<Record<string, string | null>>(
      `select s.*, (select count(*) from private.mail_outbox a
         where a.submission_id = s.id and a.kind = 'alert')::int as alerts
       from public.contact_submissions s where s.email = $1`,
      [email],
    )

  it('stores one request with its attribution and queues one alert for it', async () => {
    const email = freshEmail()
    const attribution = {
      message: 'Two zones stay dry.',
      source_page: '/folsom-irrigation-repair',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring-irrigation',
      gclid: 'Cj0KCQ-test',
    }
    await sendCommitted({ ...request, email, address: '  ', ...attribution })
    const { rows } = await stored(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      ...attribution,
      address: null,
      client_address: '10.0.0.1',
      alerts: 1,
    })
  })

  it('queues the alert in the same transaction: a rolled-back request leaves neither', async () => {
    const email = freshEmail()
    const inside = await asCaller(t.db, { role: 'anon' }, async (tx) => {
      await submit(tx, { ...request, email })
      await tx.query(`select set_config('role', 'postgres', true)`)
      return (
        await tx.query<{ alerts: number }>(
          `select count(*)::int as alerts from private.mail_outbox a
           join public.contact_submissions s on s.id = a.submission_id
           where s.email = $1 and a.kind = 'alert'`,
          [email],
        )
      ).rows[0]!.alerts
    })
    expect(inside).toBe(1)
    expect((await stored(email)).rows).toHaveLength(0)
  })

  it('drops a request whose honeypot is filled, without an error', async () => {
    const email = freshEmail()
    await sendCommitted({ ...request, email, website: 'http://spam.example' })
    expect((await stored(email)).rows).toHaveLength(0)
  })

  it('keeps a request whose attribution breaks its limits, cutting or leaving out the value', async () => {
    const email = freshEmail()
    await sendCommitted({
      ...request,
      email,
      source_page: 'https://elsewhere.example/page',
      referrer: `https://r.example/${'r'.repeat(3000)}`,
      utm_campaign: 'c'.repeat(500),
    })
    const row = (await stored(email)).rows[0]!
    expect(row.source_page).toBeNull()
    expect(row.referrer).toHaveLength(2048)
    expect(row.utm_campaign).toHaveLength(200)
  })

  it('refuses an eleventh request from one network address within an hour', async () => {
    const outcome = await asCaller(t.db, { role: 'anon' }, async (tx) => {
      for (let i = 0; i < 10; i++) await submit(tx, { ...request, email: freshEmail() }, '10.9.9.9')
      // Another address has its own budget.
      await submit(tx, { ...request, email: freshEmail() }, '10.9.9.10')
      return submit(tx, { ...request, email: freshEmail() }, '10.9.9.9').then(
        () => 'accepted',
        (error: unknown) => error,
      )
    })
    expect(outcome).toMatchObject({
      code: 'PT429',
      message: 'Too many requests from this network. Please call us or try again later.',
    })
  })

  it('counts only the last hour for the per-client ceiling', async () => {
    await t.db.query(`insert into public.contact_submissions
      (first_name, last_name, email, phone, service, client_address, created_at)
      select 'Old', 'Sender', 'old' || n || '@example.com', '5550100', 'lawn-maintenance', '10.8.8.8',
        now() - interval '61 minutes'
      from generate_series(1, 10) n`)
    await expect(
      asCaller(t.db, { role: 'anon' }, (tx) =>
        submit(tx, { ...request, email: freshEmail() }, '10.8.8.8'),
      ),
    ).resolves.toBeUndefined()
  })

  describe('the preferred visit time', () => {
    const visitOf = async (email: string) =>
      (
        await t.db.query<{ visit_window: string | null; earliest_visit_date: string | null }>(
          `select visit_window, earliest_visit_date::text as earliest_visit_date
           from public.contact_submissions where email = $1`,
          [email],
        )
      ).rows

    it('stores the window and the earliest date it is given', async () => {
      const email = freshEmail()
      const { max } = earliestVisitDateRange()
      // A day inside the range whatever the clock: the range's last day less a month.
      const earliest = addMonths(max, -1)
      await sendCommitted({
        ...request,
        email,
        visit_window: 'weekday_afternoons',
        earliest_visit_date: earliest,
      })
      expect(await visitOf(email)).toEqual([
        { visit_window: 'weekday_afternoons', earliest_visit_date: earliest },
      ])
    })

    it('keeps older callers working: a request without them stores neither', async () => {
      const email = freshEmail()
      await sendCommitted({ ...request, email })
      expect(await visitOf(email)).toEqual([{ visit_window: null, earliest_visit_date: null }])
    })

    it('stores an empty or blank window as none, and trims one', async () => {
      const windows = { '': null, '   ': null, ' saturday_mornings ': 'saturday_mornings' }
      for (const [given, kept] of Object.entries(windows)) {
        const email = freshEmail()
        await sendCommitted({ ...request, email, visit_window: given })
        expect(await visitOf(email), JSON.stringify(given)).toEqual([
          { visit_window: kept, earliest_visit_date: null },
        ])
      }
    })

    /**
     * Sends a request whose earliest date `pick` chooses from the range of the transaction's own
     * clock (now() is fixed within it), with the session in `timeZone`; the error if refused.
     */
    const sendWithDate = (
      pick: (range: { min: string; max: string }) => string,
      timeZone: string,
    ) =>
      asCaller(t.db, { role: 'anon' }, async (tx) => {
        const { rows } = await tx.query<{ now: Date }>(
          `select now() as now, set_config('TimeZone', $1, true)`,
          [timeZone],
        )
        const range = earliestVisitDateRange(new Date(rows[0]!.now))
        return submit(tx, {
          ...request,
          email: freshEmail(),
          earliest_visit_date: pick(range),
        }).then(
          () => ({ accepted: true, range }),
          (error: unknown) => ({ accepted: false, range, error }),
        )
      })

    // Days are Sacramento's whatever the session's zone: UTC (an API server's), one 14 hours ahead
    // of it, where the date is the next day for most of Sacramento's, and Sacramento's own.
    describe.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])(
      'with the session in %s',
      (timeZone) => {
        it(`accepts today in Sacramento and ${earliestVisitMaxMonths} months later`, async () => {
          for (const pick of [(r: { min: string }) => r.min, (r: { max: string }) => r.max]) {
            expect(await sendWithDate(pick, timeZone)).toMatchObject({ accepted: true })
          }
        })

        it.each([
          ['the day before today', (r: { min: string }) => addDays(r.min, -1)],
          ['the day after the last', (r: { max: string }) => addDays(r.max, 1)],
          ['a date years ahead', (r: { max: string }) => addMonths(r.max, 36)],
        ])('refuses %s, naming the dates it takes', async (_label, pick) => {
          const outcome = await sendWithDate(pick, timeZone)
          expect(outcome).toMatchObject({ accepted: false })
          const { min, max } = outcome.range
          expect(outcome).toMatchObject({
            error: {
              code: '23514',
              constraint: 'contact_submissions_earliest_visit_date_check',
              message:
                'new row for relation "contact_submissions" violates check constraint "contact_submissions_earliest_visit_date_check"',
              detail: `The earliest visit date must be from ${min} (today in Sacramento) to ${max} (6 months later).`,
            },
          })
        })
      },
    )

    it('answers a honeypot request with a bad date like any other', async () => {
      const email = freshEmail()
      await sendCommitted({
        ...request,
        email,
        website: 'http://spam.example',
        earliest_visit_date: '2000-01-01',
      })
      expect(await visitOf(email)).toEqual([])
    })
  })

  it('gives visitors no other way in: no direct insert, no outbox, no sender functions', async () => {
    const tries = [
      `insert into public.contact_submissions (first_name, last_name, email, phone, service)
       select 'A', 'B', 'bulk' || n || '@example.com', '5550100', 'lawn-maintenance' from generate_series(1, 2) n`,
      'select * from private.mail_outbox',
      'select * from public.claim_outbox_mails()',
      'select * from public.list_estimate_alert_recipients()',
      `select public.complete_outbox_mails('{1}')`,
      `select public.fail_outbox_mails('{1}', 'x', 0)`,
      `select private.queue_acknowledgement(gen_random_uuid(), '0')`,
      'select private.request_client_address()',
    ]
    for (const caller of [{ role: 'anon' } as const]) {
      for (const sql of tries) {
        await expect(
          asCaller(t.db, caller, (tx) => tx.query(sql)),
          sql,
        ).rejects.toMatchObject({
          code: '42501',
        })
      }
    }
  })
})
