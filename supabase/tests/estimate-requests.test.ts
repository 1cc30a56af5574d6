// The visitor's write path, submit_estimate_request: one row per call, the honeypot, the
// per-client ceiling, attribution within limits, and the alert queued in the same transaction.
import type { Queryable } from '../../backend/db/connection.ts'
import { asCaller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

const request = {
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '(916) 555-0100',
  service: 'Irrigation Repair',
}
let unique = 0
const freshEmail = () => `estimate${++unique}@example.com`

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
      `select s.*, (select count(*) from private.estimate_request_alerts a
         where a.submission_id = s.id)::int as alerts
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
          `select count(*)::int as alerts from private.estimate_request_alerts a
           join public.contact_submissions s on s.id = a.submission_id where s.email = $1`,
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
      select 'Old', 'Sender', 'old' || n || '@example.com', '5550100', 'Lawn', '10.8.8.8',
        now() - interval '61 minutes'
      from generate_series(1, 10) n`)
    await expect(
      asCaller(t.db, { role: 'anon' }, (tx) =>
        submit(tx, { ...request, email: freshEmail() }, '10.8.8.8'),
      ),
    ).resolves.toBeUndefined()
  })

  it('gives visitors no other way in: no direct insert, no outbox, no sender functions', async () => {
    const tries = [
      `insert into public.contact_submissions (first_name, last_name, email, phone, service)
       select 'A', 'B', 'bulk' || n || '@example.com', '5550100', 'Lawn' from generate_series(1, 2) n`,
      'select * from private.estimate_request_alerts',
      'select * from public.claim_estimate_request_alerts()',
      'select * from public.list_estimate_alert_recipients()',
      'select public.complete_estimate_request_alert(1)',
      `select public.fail_estimate_request_alert(1, 'x', 0)`,
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
