// The new-request alert outbox end to end on a real database: the local sender mails every
// confirmed admin, marks the alert delivered, and retries a failed delivery after its back-off.
import { outboxSender, sqlAlertStore, startAlertSender } from '../../backend/server/alert-sender.ts'
import { MailOutbox } from '../../backend/server/mail-outbox.ts'
import {
  batchWorstCaseMs,
  claimLeaseSeconds,
  deliverDueAlerts,
  type AlertStore,
  type SendMail,
} from '../functions/_shared/estimate-alerts.ts'
import { requestLink } from '../functions/_shared/request-link.ts'
import { asCaller, createUser } from './support/as-role.ts'
import { backends, createTestDatabase, SEED_ADMIN, type TestDatabase } from './support/test-db.ts'

const SITE = 'https://greenleaf.example'

describe.each(backends)('estimate request alerts on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  let sent = 0
  /** Sends a request as a visitor and returns its id. */
  async function sendRequest(
    fields: { last_name?: string; visit_window?: string | null } = {},
  ): Promise<string> {
    const email = `alert${++sent}@example.com`
    await asCaller(
      t.db,
      { role: 'anon' },
      (tx) =>
        tx.query(
          `select public.submit_estimate_request(first_name => 'Lena', last_name => $2,
            email => $1, phone => '916 555 0177', service => 'hedge-trimming',
            message => 'Tall privet <b>hedge</b>', source_page => '/roseville-hedge-trimming',
            visit_window => $3)`,
          [email, fields.last_name ?? 'Ortiz', fields.visit_window ?? null],
        ),
      { commit: true },
    )
    const { rows } = await t.db.query<{ id: string }>(
      'select id from public.contact_submissions where email = $1',
      [email],
    )
    return rows[0]!.id
  }

  const alertOf = async (submissionId: string) =>
    (
      await t.db.query<{
        attempts: number
        delivered_at: Date | null
        last_error: string | null
        retry_in: number
      }>(
        `select attempts, delivered_at, last_error,
           extract(epoch from next_attempt_at - now())::int as retry_in
         from private.estimate_request_alerts where submission_id = $1`,
        [submissionId],
      )
    ).rows[0]!

  /** A sender that runs only when the test says so (its timer never fires during a test). */
  const sender = (send: SendMail) =>
    startAlertSender({ db: t.db, siteUrl: SITE, send, intervalMs: 3_600_000 })

  it('mails the request to every confirmed admin and marks the alert delivered', async () => {
    const second = await createUser(t.db, 'second-admin@example.com', { admin: true })
    const unconfirmed = await createUser(t.db, 'unconfirmed-admin@example.com', { admin: true })
    await t.db.query('update auth.users set email_confirmed_at = null where id = $1', [
      unconfirmed.sub,
    ])
    const id = await sendRequest()
    const outbox = new MailOutbox()
    const alerts = sender(outboxSender(outbox))
    try {
      await expect(alerts.runOnce()).resolves.toEqual({ claimed: 1, delivered: 1, failed: 0 })
    } finally {
      await alerts.stop()
    }
    const recipients = outbox.list().flatMap((m) => m.To.map((to) => to.Address))
    expect(recipients.sort()).toEqual([SEED_ADMIN.email, second.email].sort())
    const mail = outbox.get('latest')!
    expect(mail.Subject).toBe('New estimate request: Hedge Trimming from Lena Ortiz')
    expect(mail.Text).toContain('Sent from: /roseville-hedge-trimming')
    expect(mail.Text).toMatch(/Received: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T/)
    expect(mail.Text).toContain(`${SITE}/admin#request-${id}`)
    expect(mail.HTML).toContain('Tall privet &lt;b&gt;hedge&lt;/b&gt;')
    expect(await alertOf(id)).toMatchObject({ attempts: 1, last_error: null })
    expect((await alertOf(id)).delivered_at).not.toBeNull()
    await t.db.query('delete from public.user_roles where user_id in ($1, $2)', [
      second.sub,
      unconfirmed.sub,
    ])
  })

  it('states the preferred visit time, and the claim carries it', async () => {
    // Fixed days (with a received time they are valid for), so the mail's words can be checked.
    const requests = [
      ['Mornings', 'weekday_mornings', '2026-12-07', 'Weekday mornings, from Mon, Dec 7, 2026'],
      ['Dated', null, '2027-02-28', 'Any time, from Sun, Feb 28, 2027'],
      ['Saturdays', 'saturday_mornings', null, 'Saturday mornings'],
      ['Unsaid', null, null, 'Any time'],
    ] as const
    for (const [name, visitWindow, earliest] of requests) {
      const id = await sendRequest({ last_name: name, visit_window: visitWindow })
      await t.db.query(
        `update public.contact_submissions
         set created_at = '2026-12-01T23:30:00-08:00', earliest_visit_date = $2 where id = $1`,
        [id, earliest],
      )
    }
    const claimed = await asCaller(t.db, { role: 'service_role' }, async (tx) => {
      const { rows } = await tx.query<{ last_name: string; visit: string }>(
        `select last_name, concat_ws(' ', visit_window, earliest_visit_date::text) as visit
         from public.claim_estimate_request_alerts()`,
      )
      return Object.fromEntries(rows.map((row) => [row.last_name, row.visit]))
    })
    expect(claimed).toEqual({
      Mornings: 'weekday_mornings 2026-12-07',
      Dated: '2027-02-28',
      Saturdays: 'saturday_mornings',
      Unsaid: '',
    })

    const outbox = new MailOutbox()
    const alerts = sender(outboxSender(outbox))
    try {
      await expect(alerts.runOnce()).resolves.toEqual({ claimed: 4, delivered: 4, failed: 0 })
    } finally {
      await alerts.stop()
    }
    for (const [name, , , line] of requests) {
      const mail = outbox.list().find((m) => m.Subject.endsWith(`from Lena ${name}`))!
      expect(mail.Text, name).toContain(`\nPreferred visit: ${line}\n`)
      expect(mail.HTML, name).toContain(
        `Preferred visit</th><td style="padding:4px 0;white-space:pre-wrap">${line}</td>`,
      )
    }
  })

  it('retries a failed delivery after its back-off, then delivers it', async () => {
    const id = await sendRequest()
    let refuse = true
    const outbox = new MailOutbox()
    const deliver = outboxSender(outbox)
    // The mail service is the one part that cannot run here: this one refuses, then accepts.
    const flaky: SendMail = async (mail) => {
      if (refuse) throw new Error('mail service answered 503')
      await deliver(mail)
    }
    const alerts = sender(flaky)
    try {
      await expect(alerts.runOnce()).resolves.toEqual({ claimed: 1, delivered: 0, failed: 1 })
      const failed = await alertOf(id)
      expect(failed).toMatchObject({ attempts: 1, delivered_at: null })
      expect(failed.last_error).toBe('mail service answered 503')
      expect(failed.retry_in).toBeGreaterThan(25)
      expect(failed.retry_in).toBeLessThanOrEqual(30)

      // Not due yet: nothing is claimed, nothing is sent twice.
      await expect(alerts.runOnce()).resolves.toMatchObject({ claimed: 0 })
      refuse = false
      await t.db.query(
        `update private.estimate_request_alerts set next_attempt_at = now() where submission_id = $1`,
        [id],
      )
      await expect(alerts.runOnce()).resolves.toEqual({ claimed: 1, delivered: 1, failed: 0 })
    } finally {
      await alerts.stop()
    }
    expect(await alertOf(id)).toMatchObject({ attempts: 2, last_error: null })
    expect(outbox.list()).toHaveLength(1)
  })

  it('keeps the alert queued while no admin can receive it', async () => {
    await t.db.query('update auth.users set email_confirmed_at = null where email = $1', [
      SEED_ADMIN.email,
    ])
    const id = await sendRequest()
    const alerts = sender(outboxSender(new MailOutbox()))
    try {
      await expect(alerts.runOnce()).resolves.toMatchObject({ failed: 1 })
    } finally {
      await alerts.stop()
      await t.db.query('update auth.users set email_confirmed_at = now() where email = $1', [
        SEED_ADMIN.email,
      ])
    }
    expect(await alertOf(id)).toMatchObject({
      delivered_at: null,
      last_error: 'No admin with a confirmed e-mail address',
    })
  })

  it('lets two senders at once claim each alert only once', async () => {
    const ids = [await sendRequest(), await sendRequest(), await sendRequest()]
    const claim = () =>
      asCaller(
        t.db,
        { role: 'service_role' },
        async (tx) =>
          (
            await tx.query<{ submission_id: string }>(
              'select submission_id from public.claim_estimate_request_alerts(2)',
            )
          ).rows.map((row) => row.submission_id),
        { commit: true },
      )
    const [first, second] = await Promise.all([claim(), claim()])
    const claimed = [...first!, ...second!]
    expect(new Set(claimed).size).toBe(claimed.length)
    expect(claimed.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort())
  })
})

// A burst of requests becomes one digest (claim_estimate_request_alerts, supabase/schemas/30_request_alerts.sql): more than 5
// alerts mailed, being mailed or due within 10 minutes. The sender here turns the rule on with
// the production defaults; the local backend's own sender leaves it off.
describe.each(backends)('alert digests and retries on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  // Each test starts with nothing due and an empty window.
  beforeEach(async () => {
    await t.db.query(
      `update private.estimate_request_alerts
       set delivered_at = coalesce(delivered_at, now()), locked_until = null,
           claimed_at = claimed_at - interval '1 day'`,
    )
  })

  let sent = 0
  async function sendRequests(count: number, address = '12 Oak St, Folsom, CA 95630') {
    const ids: string[] = []
    for (let i = 0; i < count; i++) {
      const email = `burst${++sent}@example.com`
      await asCaller(
        t.db,
        { role: 'anon' },
        (tx) =>
          tx.query(
            `select public.submit_estimate_request(first_name => 'Rae', last_name => $2,
              email => $1, phone => '916 555 0177', service => 'lawn-maintenance', address => $3)`,
            [email, `Burst${sent}`, address],
          ),
        { commit: true },
      )
      const { rows } = await t.db.query<{ id: string }>(
        'select id from public.contact_submissions where email = $1',
        [email],
      )
      ids.push(rows[0]!.id)
    }
    return ids
  }

  const stateOf = async (ids: string[]) =>
    (
      await t.db.query<{ delivered: boolean; digest_id: string | null; delivered_at: Date }>(
        `select delivered_at is not null as delivered, digest_id::text, delivered_at
         from private.estimate_request_alerts where submission_id = any($1) order by id`,
        [ids],
      )
    ).rows

  async function deliver(send: SendMail, options: { store?: AlertStore } = {}) {
    const store = options.store ?? sqlAlertStore(t.db, { limit: 5 })
    return deliverDueAlerts(store, send, { siteUrl: SITE, batchSize: 10 })
  }

  it('mails 5 alerts due at once one by one', async () => {
    const ids = await sendRequests(5)
    const outbox = new MailOutbox()

    await expect(deliver(outboxSender(outbox))).resolves.toEqual({
      claimed: 5,
      delivered: 5,
      failed: 0,
    })

    expect(outbox.list()).toHaveLength(5)
    for (const mail of outbox.list()) {
      expect(mail.Subject).toMatch(
        /^New estimate request: Lawn Care & Maintenance from Rae Burst\d+$/,
      )
    }
    expect((await stateOf(ids)).every((a) => a.delivered && a.digest_id === null)).toBe(true)
  })

  it('mails 6 alerts due at once as one digest, marked delivered together', async () => {
    const ids = await sendRequests(6)
    const outbox = new MailOutbox()

    await expect(deliver(outboxSender(outbox))).resolves.toEqual({
      claimed: 6,
      delivered: 6,
      failed: 0,
    })

    expect(outbox.list()).toHaveLength(1)
    const digest = outbox.get('latest')!
    expect(digest.Subject).toBe('6 new estimate requests')
    for (const id of ids) expect(digest.Text).toContain(requestLink(SITE, id))
    expect(digest.Text).toContain('Rae Burst')
    expect(digest.Text).toContain(', Lawn Care & Maintenance, Folsom\n')
    const alerts = await stateOf(ids)
    expect(alerts.every((a) => a.delivered)).toBe(true)
    expect(new Set(alerts.map((a) => a.digest_id))).toEqual(new Set([alerts[0]!.digest_id]))
    expect(new Set(alerts.map((a) => a.delivered_at.getTime())).size).toBe(1)
  })

  it('counts what was mailed in the window: 3 then 2 singly, then 3 make a digest', async () => {
    const outbox = new MailOutbox()
    await sendRequests(3)
    await expect(deliver(outboxSender(outbox))).resolves.toMatchObject({ delivered: 3 })
    await sendRequests(2)
    await expect(deliver(outboxSender(outbox))).resolves.toMatchObject({ delivered: 2 })
    expect(outbox.list()).toHaveLength(5)

    await sendRequests(3)
    await expect(deliver(outboxSender(outbox))).resolves.toMatchObject({ delivered: 3 })
    expect(outbox.list()).toHaveLength(6)
    expect(outbox.get('latest')!.Subject).toBe('3 new estimate requests')

    // One digest per window: the next alert waits until the window has moved on.
    const [late] = await sendRequests(1)
    await expect(deliver(outboxSender(outbox))).resolves.toMatchObject({ claimed: 0 })
    expect((await stateOf([late!]))[0]).toMatchObject({ delivered: false })
    // Ten minutes on, the window is empty again: it goes on its own.
    await t.db.query(
      `update private.estimate_request_alerts set claimed_at = claimed_at - interval '601 seconds'
       where claimed_at is not null`,
    )
    await expect(deliver(outboxSender(outbox))).resolves.toEqual({
      claimed: 1,
      delivered: 1,
      failed: 0,
    })
    expect(outbox.get('latest')!.Subject).toMatch(/^New estimate request: /)
  })

  it('claims no alert again before its lease, which outlasts the batch', async () => {
    await sendRequests(1)
    let leaseLeft = 0
    const measure: SendMail = async () => {
      const { rows } = await t.db.query<{ left: number }>(
        `select extract(epoch from locked_until - now())::int as left
         from private.estimate_request_alerts where locked_until is not null`,
      )
      leaseLeft = rows[0]!.left
    }
    await deliver(measure)
    expect(leaseLeft).toBeGreaterThan(claimLeaseSeconds(10) - 5)
    expect(leaseLeft).toBeLessThanOrEqual(claimLeaseSeconds(10))
    expect(claimLeaseSeconds(10) * 1000).toBeGreaterThan(batchWorstCaseMs(10))
  })

  /** The real store, whose 'delivered' marks are lost while `lose` is true. */
  function losingStore(state: { lose: boolean }): AlertStore {
    const store = sqlAlertStore(t.db, { limit: 5 })
    const lost = async () => {
      if (state.lose) throw new Error('connection reset')
    }
    return {
      ...store,
      complete: (id) => lost().then(() => store.complete(id)),
      completeDigest: (ids) => lost().then(() => store.completeDigest(ids)),
    }
  }

  const makeDue = () =>
    t.db.query(
      `update private.estimate_request_alerts set next_attempt_at = now(), locked_until = null
       where delivered_at is null`,
    )

  it('a retry after a lost delivered mark sends no second mail', async () => {
    const [id] = await sendRequests(1)
    const outbox = new MailOutbox()
    const state = { lose: true }

    await expect(deliver(outboxSender(outbox), { store: losingStore(state) })).resolves.toEqual({
      claimed: 1,
      delivered: 0,
      failed: 1,
    })
    expect(outbox.list()).toHaveLength(1)
    state.lose = false
    await makeDue()
    await expect(deliver(outboxSender(outbox), { store: losingStore(state) })).resolves.toEqual({
      claimed: 1,
      delivered: 1,
      failed: 0,
    })

    expect(outbox.list()).toHaveLength(1)
    expect((await stateOf([id!]))[0]).toMatchObject({ delivered: true })
  })

  it('a digest whose mark was lost goes out again as the same digest, not a bigger one', async () => {
    const burst = await sendRequests(6)
    const outbox = new MailOutbox()
    const state = { lose: true }
    await expect(deliver(outboxSender(outbox), { store: losingStore(state) })).resolves.toEqual({
      claimed: 6,
      delivered: 0,
      failed: 6,
    })
    // A request arrives before the retry: it is not added to the digest already mailed.
    const [later] = await sendRequests(1)
    state.lose = false
    await makeDue()

    await expect(deliver(outboxSender(outbox), { store: losingStore(state) })).resolves.toEqual({
      claimed: 6,
      delivered: 6,
      failed: 0,
    })
    expect(outbox.list()).toHaveLength(1)
    expect((await stateOf(burst)).every((a) => a.delivered)).toBe(true)
    expect((await stateOf([later!]))[0]).toMatchObject({ delivered: false, digest_id: null })
  })
})

describe.each(backends)('the service of a request on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  const submit = (service: string) =>
    asCaller(t.db, { role: 'anon' }, (tx) =>
      tx.query(
        `select public.submit_estimate_request(first_name => 'Ann', last_name => 'Lee',
          email => 'service.check@example.com', phone => '916 555 0100', service => $1)`,
        [service],
      ),
    )

  it("takes a service's catalogue key, and refuses anything else with the service check", async () => {
    await expect(submit('hedge-trimming')).resolves.toBeDefined()
    await expect(submit('other')).resolves.toBeDefined()
    const refused = [
      'Pool Cleaning',
      'lawn care',
      'Lawn Care<script>',
      'x'.repeat(100),
      // The names, catalogue's or landing pages', that the check took before the keys.
      'Lawn Care',
      'Lawn Care & Maintenance',
      'Hedge Trimming',
      'Something else',
      'Lawn-Maintenance',
    ]
    for (const service of refused) {
      await expect(submit(service), service).rejects.toMatchObject({
        code: '23514',
        constraint: 'contact_submissions_service_check',
        detail:
          "The service must be the key of one of the site's services (private.estimate_services).",
      })
    }
  })

  it('keeps requests stored before the rule, and checks a changed service', async () => {
    const [admin] = (
      await t.db.query<{ id: string }>('select id from auth.users where email = $1', [
        SEED_ADMIN.email,
      ])
    ).rows
    // A request from before the rule, stored while it was not there.
    const { rows } = await t.db.transaction(async (tx) => {
      await tx.query(
        'alter table public.contact_submissions disable trigger contact_submissions_check_service',
      )
      const inserted = await tx.query<{ id: string }>(
        `insert into public.contact_submissions (first_name, last_name, email, phone, service)
         values ('Old', 'Row', 'old.row@example.com', '916 555 0100', 'Irrigation Systems')
         returning id`,
      )
      await tx.query(
        'alter table public.contact_submissions enable trigger contact_submissions_check_service',
      )
      return inserted
    })
    const id = rows[0]!.id
    const asAdmin = (sql: string, params: unknown[]) =>
      asCaller(t.db, { role: 'authenticated', sub: admin!.id, email: SEED_ADMIN.email }, (tx) =>
        tx.query(sql, params),
      )

    await expect(
      asAdmin(`update public.contact_submissions set status = 'contacted' where id = $1`, [id]),
    ).resolves.toMatchObject({ rowCount: 1 })
    await expect(
      asAdmin(`update public.contact_submissions set service = 'Pool Cleaning' where id = $1`, [
        id,
      ]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'contact_submissions_service_check' })
    await expect(
      asAdmin(`update public.contact_submissions set service = 'hardscaping' where id = $1`, [id]),
    ).resolves.toMatchObject({ rowCount: 1 })
  })
})
