// The new-request alert outbox end to end on a real database: the local sender mails every
// confirmed admin, marks the alert delivered, and retries a failed delivery after its back-off.
import { startAlertSender, outboxSender } from '../../backend/server/alert-sender.ts'
import { MailOutbox } from '../../backend/server/mail-outbox.ts'
import type { SendMail } from '../functions/_shared/estimate-alerts.ts'
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
            email => $1, phone => '916 555 0177', service => 'Hedge Trimming',
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
