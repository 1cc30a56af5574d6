// 'Ask for a review' (public.ask_for_review): on a won request only, once per request however
// often or however fast it is pressed, by an admin only; recorded in the history, mailed by the
// sender from the office with the Google review link, and counted in Insights.
import { outboxSender, startMailSender } from '../../backend/server/mail-sender.ts'
import { MailOutbox } from '../../backend/server/mail-outbox.ts'
import { office } from '../functions/_shared/office.ts'
import { asCaller, createUser, type Caller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

const SITE = 'https://greenleaf.example'

describe.each(backends)('asking for a review on %s', (kind) => {
  let t: TestDatabase
  let admin: Extract<Caller, { role: 'authenticated' }>
  let user: Extract<Caller, { role: 'authenticated' }>
  beforeAll(async () => {
    t = await createTestDatabase(kind)
    admin = await createUser(t.db, 'review-admin@example.com', { admin: true })
    user = await createUser(t.db, 'review-user@example.com')
  })
  afterAll(() => t?.dispose())

  let stored = 0
  /** Stores a request as the owner, with a status and an address of its own; returns its id. */
  async function storeRequest(status = 'won'): Promise<{ id: string; email: string }> {
    const email = `review${++stored}@example.com`
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.contact_submissions (first_name, last_name, email, phone, service, message, status)
       values ('Rita', 'Review', $1, '916 555 0100', 'hedge-trimming', 'Gate code <b>42</b>', $2)
       returning id`,
      [email, status],
    )
    return { id: rows[0]!.id, email }
  }

  const ask = (caller: Caller, requestId: string, clientKey: string | null = null) =>
    asCaller(
      t.db,
      caller,
      async (tx) =>
        Number(
          (
            await tx.query<{ id: string }>('select public.ask_for_review($1, $2) as id', [
              requestId,
              clientKey,
            ])
          ).rows[0]!.id,
        ),
      { commit: true },
    )

  const reviewMails = async (requestId: string) =>
    (
      await t.db.query<{
        id: string
        recipient: string
        sent_by: string
        sent_by_email: string
        details: unknown
      }>(
        `select id, recipient, sent_by, sent_by_email, details from private.mail_outbox
         where submission_id = $1 and kind = 'review'`,
        [requestId],
      )
    ).rows

  const historyOf = async (requestId: string) =>
    (
      await t.db.query<{
        actor_id: string
        actor_email: string
        from_value: string | null
        to_value: string | null
      }>(
        `select actor_id, actor_email, from_value, to_value from public.history_events
         where request_id = $1 and kind = 'request_review_asked'`,
        [requestId],
      )
    ).rows

  it('refuses a request that is not won, and queues nothing', async () => {
    for (const status of ['new', 'contacted', 'scheduled', 'lost', 'archived']) {
      const request = await storeRequest(status)
      await expect(ask(admin, request.id)).rejects.toMatchObject({
        code: '22023',
        message: 'A review can only be asked for a won request.',
      })
      expect(await reviewMails(request.id)).toEqual([])
      expect(await historyOf(request.id)).toEqual([])
    }
    await expect(ask(admin, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'P0002',
    })
  })

  it('queues one review mail to the homeowner and records who asked, once per request', async () => {
    const request = await storeRequest()
    const id = await ask(admin, request.id, 'first-click-key')
    const mails = await reviewMails(request.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      recipient: request.email,
      sent_by: admin.sub,
      sent_by_email: admin.email,
      details: null,
    })
    expect(Number(mails[0]!.id)).toBe(id)
    // The history says who and on which request, and nothing of the homeowner.
    expect(await historyOf(request.id)).toEqual([
      { actor_id: admin.sub, actor_email: admin.email, from_value: null, to_value: null },
    ])

    // Asked again (another click, another key, even after the status moved on): the same mail.
    await expect(ask(admin, request.id, 'second-click-key')).resolves.toBe(id)
    await t.db.query(`update public.contact_submissions set status = 'lost' where id = $1`, [
      request.id,
    ])
    await expect(ask(admin, request.id)).resolves.toBe(id)
    expect(await reviewMails(request.id)).toHaveLength(1)
    expect(await historyOf(request.id)).toHaveLength(1)
  })

  it('two clicks at once queue one mail and one history entry', async () => {
    const request = await storeRequest()
    const ids = await Promise.all([
      ask(admin, request.id, 'race-key-one'),
      ask(admin, request.id, 'race-key-two'),
    ])
    expect(ids[0]).toBe(ids[1])
    expect(await reviewMails(request.id)).toHaveLength(1)
    expect(await historyOf(request.id)).toHaveLength(1)
  })

  it('refuses everyone but an admin with a second factor, and a malformed key', async () => {
    const request = await storeRequest()
    for (const caller of [{ role: 'anon' } as const, user, { ...admin, aal: 'aal1' as const }]) {
      await expect(ask(caller, request.id), caller.role).rejects.toMatchObject({
        code: '42501',
      })
    }
    await expect(ask(admin, request.id, 'short')).rejects.toMatchObject({ code: '22023' })
    expect(await reviewMails(request.id)).toEqual([])
    expect(await historyOf(request.id)).toEqual([])
  })

  it('is mailed from the office, with Reply-To the office and the Google review link', async () => {
    // Only this test's mail is due.
    await t.db.query(
      `update private.mail_outbox set delivered_at = coalesce(delivered_at, now()), locked_until = null`,
    )
    const request = await storeRequest()
    await ask(admin, request.id)
    const outbox = new MailOutbox()
    const sender = startMailSender({
      db: t.db,
      siteUrl: SITE,
      send: outboxSender(outbox),
      intervalMs: 3_600_000,
    })
    try {
      await expect(sender.runOnce()).resolves.toEqual({ claimed: 1, delivered: 1, failed: 0 })
    } finally {
      await sender.stop()
    }
    const mails = outbox.list(`to:${request.email}`)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.Subject).toBe(`Thank you for choosing ${office.name}`)
    expect(mail.From.Name).toBe(office.name)
    expect(mail.ReplyTo).toEqual([{ Name: '', Address: office.email.display }])
    const { rows } = await t.db.query<{ reference: string }>(
      'select reference from public.contact_submissions where id = $1',
      [request.id],
    )
    expect(mail.Text).toContain(`Leave a review: ${office.googleReviewUrl}`)
    expect(mail.HTML).toContain(`<a href="${office.googleReviewUrl}"`)
    for (const part of [mail.Text, mail.HTML]) {
      expect(part).toContain(rows[0]!.reference)
      expect(part).not.toMatch(/Rita|Gate code/)
    }
    const delivered = await t.db.query<{ delivered_at: Date | null }>(
      `select delivered_at from private.mail_outbox where submission_id = $1 and kind = 'review'`,
      [request.id],
    )
    expect(delivered.rows[0]!.delivered_at).not.toBeNull()
  })

  it("counts the period's reviews asked in Insights, for admins only", async () => {
    const count = (caller: Caller, start: string, end: string) =>
      asCaller(
        t.db,
        caller,
        async (tx) =>
          (
            await tx.query<{ n: number }>('select public.insights_reviews_asked($1, $2) as n', [
              start,
              end,
            ])
          ).rows[0]!.n,
      )
    const today = (
      await t.db.query<{ today: string }>(
        `select to_char((now() at time zone 'America/Los_Angeles')::date, 'YYYY-MM-DD') as today`,
      )
    ).rows[0]!.today
    const asked = (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from public.history_events where kind = 'request_review_asked'`,
      )
    ).rows[0]!.n
    expect(asked).toBeGreaterThan(0)
    await expect(count(admin, today, today)).resolves.toBe(asked)
    await ask(admin, (await storeRequest()).id)
    await expect(count(admin, today, today)).resolves.toBe(asked + 1)
    await expect(count(admin, '2020-01-06', '2020-01-12')).resolves.toBe(0)
    await expect(count(user, today, today)).rejects.toMatchObject({ code: '42501' })
  })
})
