// The mail outbox end to end on a real database: the local sender mails every confirmed admin
// the new-request alert, the homeowner their acknowledgement, marks each delivered, and retries
// a failed delivery after its back-off.
import { outboxSender, sqlMailStore, startMailSender } from '../../backend/server/mail-sender.ts'
import { MailOutbox } from '../../backend/server/mail-outbox.ts'
import {
  batchWorstCaseMs,
  claimLeaseSeconds,
  deliverDueMails,
  type MailStore,
  type SendMail,
} from '../functions/_shared/mail-outbox.ts'
import { requestLink } from '../functions/_shared/request-link.ts'
import { asCaller, createUser } from './support/as-role.ts'
import { backends, createTestDatabase, SEED_ADMIN, type TestDatabase } from './support/test-db.ts'

const SITE = 'https://greenleaf.example'

/**
 * The suites about alerts leave out the homeowners' acknowledgements that every request queues
 * too, so their counts are the alerts' own; the acknowledgements have their own suite below.
 */
const dropAcknowledgements = (t: TestDatabase) =>
  t.db.query(`delete from private.mail_outbox where kind = 'acknowledgement'`)

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
    await dropAcknowledgements(t)
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
         from private.mail_outbox where submission_id = $1`,
        [submissionId],
      )
    ).rows[0]!

  /** A sender that runs only when the test says so (its timer never fires during a test). */
  const sender = (send: SendMail) =>
    startMailSender({ db: t.db, siteUrl: SITE, send, intervalMs: 3_600_000 })

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
    expect(mail.Subject).toMatch(
      /^New estimate request \w{4}-\w{4}: Hedge Trimming from Lena Ortiz$/,
    )
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
         from public.claim_outbox_mails()`,
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
        `update private.mail_outbox set next_attempt_at = now() where submission_id = $1`,
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
              'select submission_id from public.claim_outbox_mails(2)',
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

// A burst of requests becomes one digest (claim_outbox_mails, supabase/schemas/30_mail_outbox.sql): more than 5
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
      `update private.mail_outbox
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
      await dropAcknowledgements(t)
      ids.push(rows[0]!.id)
    }
    return ids
  }

  const stateOf = async (ids: string[]) =>
    (
      await t.db.query<{ delivered: boolean; digest_id: string | null; delivered_at: Date }>(
        `select delivered_at is not null as delivered, digest_id::text, delivered_at
         from private.mail_outbox where submission_id = any($1) order by id`,
        [ids],
      )
    ).rows

  async function deliver(send: SendMail, options: { store?: MailStore } = {}) {
    const store = options.store ?? sqlMailStore(t.db, { limit: 5 })
    return deliverDueMails(store, send, { siteUrl: SITE, batchSize: 10 })
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
        /^New estimate request \w{4}-\w{4}: Lawn Care & Maintenance from Rae Burst\d+$/,
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
      `update private.mail_outbox set claimed_at = claimed_at - interval '601 seconds'
       where claimed_at is not null`,
    )
    await expect(deliver(outboxSender(outbox))).resolves.toEqual({
      claimed: 1,
      delivered: 1,
      failed: 0,
    })
    expect(outbox.get('latest')!.Subject).toMatch(/^New estimate request \w{4}-\w{4}: /)
  })

  it('claims no alert again before its lease, which outlasts the batch', async () => {
    await sendRequests(1)
    let leaseLeft = 0
    const measure: SendMail = async () => {
      const { rows } = await t.db.query<{ left: number }>(
        `select extract(epoch from locked_until - now())::int as left
         from private.mail_outbox where locked_until is not null`,
      )
      leaseLeft = rows[0]!.left
    }
    await deliver(measure)
    expect(leaseLeft).toBeGreaterThan(claimLeaseSeconds(10) - 5)
    expect(leaseLeft).toBeLessThanOrEqual(claimLeaseSeconds(10))
    expect(claimLeaseSeconds(10) * 1000).toBeGreaterThan(batchWorstCaseMs(10))
  })

  /** The real store, whose 'delivered' marks are lost while `lose` is true. */
  function losingStore(state: { lose: boolean }): MailStore {
    const store = sqlMailStore(t.db, { limit: 5 })
    const lost = async () => {
      if (state.lose) throw new Error('connection reset')
    }
    return {
      ...store,
      complete: (ids) => lost().then(() => store.complete(ids)),
    }
  }

  const makeDue = () =>
    t.db.query(
      `update private.mail_outbox set next_attempt_at = now(), locked_until = null
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

// The homeowner's acknowledgement: queued by submit_estimate_request beside the alert, capped per
// address and per network, never for the honeypot, and saying nothing the visitor typed.
describe.each(backends)("the homeowner's acknowledgement on %s", (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  // Nothing of an earlier test is due, so each test's sender mails only its own.
  beforeEach(async () => {
    await t.db.query(
      `update private.mail_outbox set delivered_at = coalesce(delivered_at, now()), locked_until = null`,
    )
  })

  type Receipt = { request_id: string; reference: string; photo_upload_key: string | null }

  /** Sends a request as a visitor and returns the function's answer. */
  async function send(
    email: string,
    fields: { website?: string; photo_count?: number; headers?: Record<string, string> } = {},
  ): Promise<Receipt> {
    return asCaller(
      t.db,
      { role: 'anon' },
      async (tx) => {
        if (fields.headers) {
          await tx.query(`select set_config('request.headers', $1, true)`, [
            JSON.stringify(fields.headers),
          ])
        }
        const { rows } = await tx.query<Receipt>(
          `select * from public.submit_estimate_request(first_name => 'Click http://spam.example',
            last_name => 'Now', email => $1, phone => '916 555 0177', service => 'tree-trimming',
            address => '1 <b>Visit</b> Way, Folsom', message => 'Buy cheap pills at spam.example',
            visit_window => 'saturday_mornings', website => $2, photo_count => $3)`,
          [email, fields.website ?? null, fields.photo_count ?? 0],
        )
        return rows[0]!
      },
      { commit: true },
    )
  }

  const acknowledgements = async (email: string) =>
    (
      await t.db.query<{ recipient: string; due_in: number }>(
        `select m.recipient, extract(epoch from m.next_attempt_at - now())::int as due_in
         from private.mail_outbox m
         where m.kind = 'acknowledgement' and lower(m.recipient) = lower($1) order by m.id`,
        [email],
      )
    ).rows

  /** Lets the per-address throttle (3 requests in 10 minutes) pass the next sends. */
  const ageRequests = (email: string) =>
    t.db.query(
      `update public.contact_submissions set created_at = created_at - interval '11 minutes'
       where lower(email) = lower($1)`,
      [email],
    )

  it('mails the sender a receipt with the reference, from the office, with nothing they typed', async () => {
    const receipt = await send('homeowner@example.com')
    expect(receipt.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    const stored = await t.db.query<{ reference: string }>(
      'select reference from public.contact_submissions where id = $1',
      [receipt.request_id],
    )
    expect(stored.rows[0]!.reference).toBe(receipt.reference)

    const outbox = new MailOutbox()
    const mails = startMailSender({
      db: t.db,
      siteUrl: SITE,
      send: outboxSender(outbox),
      intervalMs: 3_600_000,
    })
    try {
      await expect(mails.runOnce()).resolves.toEqual({ claimed: 2, delivered: 2, failed: 0 })
    } finally {
      await mails.stop()
    }
    const receiptMail = outbox.list('to:homeowner@example.com')
    expect(receiptMail).toHaveLength(1)
    const mail = receiptMail[0]!
    expect(mail.Subject).toBe(`We have your estimate request (${receipt.reference})`)
    expect(mail.From.Name).toBe('Greenleaf Landscaping')
    expect(mail.ReplyTo).toEqual([{ Name: '', Address: 'hello@example.com' }])
    for (const part of [mail.Text, mail.HTML]) {
      expect(part).toContain(receipt.reference)
      expect(part).toContain('Tree Trimming')
      expect(part).toContain('Saturday mornings')
      expect(part).toContain('(916) 555-0142')
      expect(part).toContain('Sacramento, CA 95814')
      // Nothing the visitor typed: not the name, the address or the message.
      expect(part).not.toMatch(/spam|Click|Visit Way|Folsom|Now\b/)
    }
    expect(mail.Text).toContain('\nPhotos received: None\n')
    // The alert went to the admins as before, with the same reference.
    const alert = outbox.list().find((m) => m.Subject.startsWith('New estimate request'))!
    expect(alert.Subject).toContain(receipt.reference)
    expect(alert.ReplyTo).toEqual([])
  })

  it('sends none for the honeypot, though it answers with a reference', async () => {
    const before = await t.db.query<{ count: number }>(
      'select count(*)::int as count from private.mail_outbox',
    )
    const receipt = await send('bot@example.com', { website: 'https://bot.example' })
    expect(receipt.reference).toMatch(/^\w{4}-\w{4}$/)
    const after = await t.db.query<{ count: number }>(
      'select count(*)::int as count from private.mail_outbox',
    )
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count)
  })

  it('sends at most 3 a day to one address, however it is written', async () => {
    for (const email of ['cap@example.com', 'CAP@example.com', 'Cap@Example.com']) {
      await send(email)
    }
    await ageRequests('cap@example.com')
    const fourth = await send('cap@EXAMPLE.com')
    // The request itself is stored and alerted; only the receipt is left out.
    const alert = await t.db.query(
      `select 1 from private.mail_outbox where kind = 'alert' and submission_id = $1`,
      [fourth.request_id],
    )
    expect(alert.rowCount).toBe(1)
    expect(await acknowledgements('cap@example.com')).toHaveLength(3)
    // A day later the address may have its receipts again.
    await t.db.query(
      `update private.mail_outbox set created_at = created_at - interval '25 hours'
       where kind = 'acknowledgement' and lower(recipient) = 'cap@example.com'`,
    )
    await send('cap@example.com')
    expect(await acknowledgements('cap@example.com')).toHaveLength(4)
  })

  it('sends at most 10 a day for one network', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.23' }
    for (let i = 1; i <= 10; i++) await send(`network${i}@example.com`, { headers })
    // Past the network's 10 requests an hour, so the request is stored; its receipt is not.
    await t.db.query(
      `update public.contact_submissions set created_at = created_at - interval '61 minutes'
       where client_address = '198.51.100.23'`,
    )
    await send('network11@example.com', { headers })
    const counted = await t.db.query<{ count: number }>(
      `select count(*)::int as count from private.mail_outbox m
       join public.contact_submissions cs on cs.id = m.submission_id
       where m.kind = 'acknowledgement' and cs.client_address = '198.51.100.23'`,
    )
    expect(counted.rows[0]!.count).toBe(10)
    expect(await acknowledgements('network11@example.com')).toHaveLength(0)
    // Another network is not held back by this one.
    await send('other-network@example.com', { headers: { 'x-forwarded-for': '203.0.113.5' } })
    expect(await acknowledgements('other-network@example.com')).toHaveLength(1)
  })

  it('two sends racing for the third receipt of an address: only one gets it', async () => {
    await send('race@example.com')
    await send('race@example.com')
    await ageRequests('race@example.com')
    await Promise.all([send('race@example.com'), send('race@example.com')])
    expect(await acknowledgements('race@example.com')).toHaveLength(3)
  })

  it('waits up to a minute for the photos, and goes as soon as they are in', async () => {
    const receipt = await send('photos@example.com', { photo_count: 2 })
    const [queued] = await acknowledgements('photos@example.com')
    expect(queued!.due_in).toBeGreaterThan(50)
    expect(queued!.due_in).toBeLessThanOrEqual(60)
    await asCaller(
      t.db,
      { role: 'anon' },
      (tx) =>
        tx.query('select public.finish_request_photos($1, $2)', [
          receipt.request_id,
          receipt.photo_upload_key,
        ]),
      { commit: true },
    )
    const [released] = await acknowledgements('photos@example.com')
    expect(released!.due_in).toBeLessThanOrEqual(0)
  })

  it('is found in the inbox by its reference, with or without the dash, in any case', async () => {
    const admin = await createUser(t.db, 'reference-admin@example.com', { admin: true })
    const receipt = await send('findme@example.com')
    const search = (term: string) =>
      asCaller(t.db, admin, async (tx) =>
        (
          await tx.query<{ id: string }>(
            'select id from public.list_estimate_requests(search => $1)',
            [term],
          )
        ).rows.map((row) => row.id),
      )
    for (const term of [
      receipt.reference,
      receipt.reference.toLowerCase(),
      receipt.reference.replace('-', ''),
    ]) {
      expect(await search(term), term).toEqual([receipt.request_id])
    }
  })
})

// The office's reply from a request: queued once per browser key, in the history, moving a new
// request to contacted, delivered from the office; 'Not delivered' and 'Try again'.
describe.each(backends)('replies from a request on %s', (kind) => {
  let t: TestDatabase
  let admin: Awaited<ReturnType<typeof createUser>>
  let member: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createTestDatabase(kind)
    admin = await createUser(t.db, 'reply-admin@example.com', { admin: true })
    member = await createUser(t.db, 'reply-member@example.com')
  })
  afterAll(() => t?.dispose())

  beforeEach(async () => {
    await t.db.query(
      `update private.mail_outbox set delivered_at = coalesce(delivered_at, now()), locked_until = null`,
    )
  })

  let sent = 0
  async function sendRequest(): Promise<{ id: string; email: string; reference: string }> {
    const email = `reply${++sent}@example.com`
    const { rows } = await asCaller(
      t.db,
      { role: 'anon' },
      (tx) =>
        tx.query<{ request_id: string; reference: string }>(
          `select * from public.submit_estimate_request(first_name => 'Ida', last_name => 'Moss',
            email => $1, phone => '916 555 0188', service => 'landscape-design')`,
          [email],
        ),
      { commit: true },
    )
    // Delivered already: the tests count the replies' mails only.
    await t.db.query(
      `update private.mail_outbox set delivered_at = now() where submission_id = $1`,
      [rows[0]!.request_id],
    )
    return { id: rows[0]!.request_id, email, reference: rows[0]!.reference }
  }

  const reply = (
    caller: Parameters<typeof asCaller>[1],
    requestId: string,
    key: string,
    words: { subject?: string; body?: string } = {},
  ) =>
    asCaller(
      t.db,
      caller,
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            'select public.send_request_reply($1, $2, $3, $4)::text as id',
            [
              requestId,
              words.subject ?? 'Your yard in Folsom',
              words.body ?? 'Hello Ida,\n\nWe can come on Tuesday.',
              key,
            ],
          )
        ).rows[0]!.id,
      { commit: true },
    )

  const historyOf = (requestId: string) =>
    asCaller(
      t.db,
      admin,
      async (tx) =>
        (
          await tx.query<{ kind: string; to_value: string | null; actor_email: string | null }>(
            `select kind, to_value, actor_email from public.history_events
           where request_id = $1 order by id`,
            [requestId],
          )
        ).rows,
    )

  it('queues the reply once per key, records it, and moves a new request to contacted', async () => {
    const request = await sendRequest()
    const first = await reply(admin, request.id, 'key-reply-0001')
    // The browser retries after a lost answer: the same mail, nothing more.
    expect(await reply(admin, request.id, 'key-reply-0001')).toBe(first)

    const mails = await t.db.query<{
      kind: string
      recipient: string
      details: unknown
      sent_by_email: string
    }>(
      `select kind, recipient, details, sent_by_email from private.mail_outbox
       where submission_id = $1 and kind = 'reply'`,
      [request.id],
    )
    expect(mails.rows).toEqual([
      {
        kind: 'reply',
        recipient: request.email,
        details: { subject: 'Your yard in Folsom', body: 'Hello Ida,\n\nWe can come on Tuesday.' },
        sent_by_email: admin.email,
      },
    ])
    expect(await historyOf(request.id)).toEqual([
      { kind: 'request_reply_sent', to_value: 'Your yard in Folsom', actor_email: admin.email },
      { kind: 'request_status_changed', to_value: 'contacted', actor_email: admin.email },
    ])

    // A second reply (another key) is a second mail; the status is left where it is.
    await t.db.query(`update public.contact_submissions set status = 'scheduled' where id = $1`, [
      request.id,
    ])
    await reply(admin, request.id, 'key-reply-0002', { subject: 'Tuesday at 9' })
    const status = await t.db.query<{ status: string }>(
      'select status from public.contact_submissions where id = $1',
      [request.id],
    )
    expect(status.rows[0]!.status).toBe('scheduled')
  })

  it('two sends racing with one key queue one mail and one history entry', async () => {
    const request = await sendRequest()
    const [a, b] = await Promise.all([
      reply(admin, request.id, 'key-race-0001'),
      reply(admin, request.id, 'key-race-0001'),
    ])
    expect(a).toBe(b)
    const entries = (await historyOf(request.id)).filter((e) => e.kind === 'request_reply_sent')
    expect(entries).toHaveLength(1)
  })

  it('refuses a visitor and a signed-in non-admin, and bad words with a clear message', async () => {
    const request = await sendRequest()
    for (const caller of [{ role: 'anon' } as const, member]) {
      await expect(reply(caller, request.id, 'key-refused-01')).rejects.toMatchObject({
        code: '42501',
      })
    }
    await expect(reply(admin, request.id, 'key-empty-0001', { subject: '  ' })).rejects.toThrow(
      'A reply needs a subject of one line, at most 200 characters.',
    )
    await expect(
      reply(admin, request.id, 'key-lines-0001', { subject: 'Hi\r\nBcc: x@example.com' }),
    ).rejects.toThrow('A reply needs a subject of one line')
    await expect(reply(admin, request.id, 'key-body-00001', { body: '' })).rejects.toThrow(
      'A reply needs a message of at most 10,000 characters.',
    )
    await expect(reply(admin, request.id, 'short')).rejects.toThrow('client_key must be 8 to 100')
    const queued = await t.db.query(
      `select 1 from private.mail_outbox where submission_id = $1 and kind = 'reply'`,
      [request.id],
    )
    expect(queued.rowCount).toBe(0)
  })

  it('is delivered from the office with the reference; a failure shows and Try again resends', async () => {
    const request = await sendRequest()
    await reply(admin, request.id, 'key-deliver-01', {
      subject: 'About <your> hedge',
      body: 'Line one & two\nLine <b>three</b>',
    })
    let refuse = true
    const outbox = new MailOutbox()
    const deliver = outboxSender(outbox)
    const flaky: SendMail = async (mail) => {
      if (refuse) throw new Error('E-mail API answered HTTP 422: invalid recipient')
      await deliver(mail)
    }
    const mails = startMailSender({ db: t.db, siteUrl: SITE, send: flaky, intervalMs: 3_600_000 })
    const listed = () =>
      asCaller(
        t.db,
        admin,
        async (tx) =>
          (
            await tx.query<{
              kind: string
              subject: string
              delivered_at: Date | null
              last_error: string | null
              mail_id: string
            }>(
              'select mail_id::text, kind, subject, delivered_at, last_error from public.list_request_mails($1)',
              [request.id],
            )
          ).rows,
      )
    const retry = (mailId: string) =>
      asCaller(
        t.db,
        admin,
        async (tx) =>
          (await tx.query<{ ok: boolean }>('select public.retry_request_mail($1) as ok', [mailId]))
            .rows[0]!.ok,
        { commit: true },
      )
    try {
      await expect(mails.runOnce()).resolves.toMatchObject({ claimed: 1, failed: 1 })
      const [failed] = (await listed()).filter((m) => m.kind === 'reply')
      expect(failed).toMatchObject({
        subject: 'About <your> hedge',
        delivered_at: null,
        last_error: 'E-mail API answered HTTP 422: invalid recipient',
      })
      // Not due for 30 s; Try again makes it due now.
      await expect(mails.runOnce()).resolves.toMatchObject({ claimed: 0 })
      refuse = false
      expect(await retry(failed!.mail_id)).toBe(true)
      await expect(mails.runOnce()).resolves.toMatchObject({ claimed: 1, delivered: 1 })
      // Delivered: nothing to try again.
      expect(await retry(failed!.mail_id)).toBe(false)
    } finally {
      await mails.stop()
    }
    const mail = outbox.list(`to:${request.email}`)[0]!
    expect(mail.Subject).toBe('About <your> hedge')
    expect(mail.From.Name).toBe('Greenleaf Landscaping')
    expect(mail.ReplyTo).toEqual([{ Name: '', Address: 'hello@example.com' }])
    expect(mail.Text).toContain('Line one & two\nLine <b>three</b>')
    expect(mail.Text).toContain(`Your request: ${request.reference}`)
    expect(mail.HTML).toContain('<p>Line one &amp; two<br>Line &lt;b&gt;three&lt;/b&gt;</p>')
    // A non-admin sees no mail of the request and cannot retry one.
    await expect(
      asCaller(t.db, member, (tx) =>
        tx.query('select * from public.list_request_mails($1)', [request.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })
})
