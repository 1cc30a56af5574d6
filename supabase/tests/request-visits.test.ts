// Estimate visits (public.schedule_visit, cancel_visit, list_visits): an admin schedules,
// reschedules and cancels a request's one visit to come; each change queues one 'visit' mail with
// the visit as it then was (its SEQUENCE raised on each change), writes the history and moves the
// request's status. A retried click changes nothing more; two admins at once take turns.
import ICAL from 'ical.js'
import { MailOutbox } from '../../backend/server/mail-outbox.ts'
import { outboxSender, startMailSender } from '../../backend/server/mail-sender.ts'
import { asCaller, createUser, type Caller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

interface VisitInput {
  date: string
  window?: string | null
  time?: string | null
  note?: string | null
  key?: string
}

interface ListedVisit {
  visit_id: string
  request_id: string
  visit_date: string
  arrival_window: string | null
  start_time: string | null
  note: string | null
  sequence: number
  reference: string
  first_name: string
  phone: string
  service: string
  address: string | null
  message: string | null
  office_note: string | null
  request_status: string
  photo_count: number
}

describe.each(backends)('estimate visits on %s', (kind) => {
  let t: TestDatabase
  let admin: Extract<Caller, { role: 'authenticated' }>
  let otherAdmin: Extract<Caller, { role: 'authenticated' }>
  let user: Extract<Caller, { role: 'authenticated' }>
  let today: string
  beforeAll(async () => {
    t = await createTestDatabase(kind)
    admin = await createUser(t.db, 'visit-admin@example.com', { admin: true })
    otherAdmin = await createUser(t.db, 'visit-admin-two@example.com', { admin: true })
    user = await createUser(t.db, 'visit-user@example.com')
    today = (await t.db.query<{ day: string }>(`select private.office_day(now())::text as day`))
      .rows[0]!.day
  })
  afterAll(() => t?.dispose())

  /** The office day `days` after today. */
  const day = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() + days)
    return date.toISOString().slice(0, 10)
  }

  let stored = 0
  async function storeRequest(status = 'contacted'): Promise<{ id: string; email: string }> {
    const email = `visit${++stored}@example.com`
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.contact_submissions (first_name, last_name, email, phone, service, address,
         message, note, status)
       values ('Vera', 'Visit', $1, '916 555 0123', 'lawn-maintenance', '12 Elm St, Folsom',
         'Front lawn, about 800 sq ft.', 'Dog in the yard', $2)
       returning id`,
      [email, status],
    )
    return { id: rows[0]!.id, email }
  }

  let keys = 0
  const schedule = (caller: Caller, requestId: string, visit: VisitInput) =>
    asCaller(
      t.db,
      caller,
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            `select public.schedule_visit(request_id => $1, visit_date => $2, client_key => $3,
               arrival_window => $4, start_time => $5, note => $6) as id`,
            [
              requestId,
              visit.date,
              visit.key ?? `visit-key-${++keys}`,
              visit.window === undefined && visit.time === undefined ? '08-10' : visit.window,
              visit.time ?? null,
              visit.note ?? null,
            ],
          )
        ).rows[0]!.id,
      { commit: true },
    )

  const cancel = (caller: Caller, visitId: string) =>
    asCaller(
      t.db,
      caller,
      async (tx) =>
        (await tx.query<{ done: boolean }>('select public.cancel_visit($1) as done', [visitId]))
          .rows[0]!.done,
      { commit: true },
    )

  const list = (
    caller: Caller,
    args: { from?: string; to?: string; request?: string } = {},
  ): Promise<ListedVisit[]> =>
    asCaller(
      t.db,
      caller,
      async (tx) =>
        (
          await tx.query<ListedVisit>(
            `select visit_id, request_id, visit_date::text, arrival_window, start_time, note,
               sequence, reference, first_name, phone, service, address, message, office_note,
               request_status, photo_count
             from public.list_visits($1, $2, $3)`,
            [args.from ?? null, args.to ?? null, args.request ?? null],
          )
        ).rows,
    )

  const visitMails = async (requestId: string) =>
    (
      await t.db.query<{
        recipient: string
        sent_by_email: string
        details: Record<string, unknown>
      }>(
        `select recipient, sent_by_email, details from private.mail_outbox
         where submission_id = $1 and kind = 'visit' order by id`,
        [requestId],
      )
    ).rows

  const historyOf = async (requestId: string) =>
    (
      await t.db.query<{ kind: string; actor_email: string; from_value: string; to_value: string }>(
        `select kind, actor_email, from_value, to_value from public.history_events
         where request_id = $1 order by id`,
        [requestId],
      )
    ).rows

  const statusOf = async (requestId: string) =>
    (
      await t.db.query<{ status: string }>(
        'select status from public.contact_submissions where id = $1',
        [requestId],
      )
    ).rows[0]!.status

  it('schedules a visit: one invitation mail with its snapshot, the history, status scheduled', async () => {
    const request = await storeRequest('new')
    const visitId = await schedule(admin, request.id, {
      date: day(3),
      window: '10-12',
      note: '  Please leave the side gate open.  ',
    })
    const mails = await visitMails(request.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ recipient: request.email, sent_by_email: admin.email })
    expect(mails[0]!.details).toMatchObject({
      visit_id: visitId,
      sequence: 0,
      change: 'scheduled',
      visit_date: day(3),
      arrival_window: '10-12',
      start_time: null,
      note: 'Please leave the side gate open.',
    })
    expect(Number.isNaN(Date.parse(String(mails[0]!.details.changed_at)))).toBe(false)
    expect(await statusOf(request.id)).toBe('scheduled')
    expect(await historyOf(request.id)).toEqual([
      {
        kind: 'request_visit_scheduled',
        actor_email: admin.email,
        from_value: null,
        to_value: `${day(3)} 10-12`,
      },
      // The status trigger records the move, so Insights count it.
      {
        kind: 'request_status_changed',
        actor_email: admin.email,
        from_value: 'new',
        to_value: 'scheduled',
      },
    ])
    expect(await list(admin, { request: request.id })).toEqual([
      expect.objectContaining({
        visit_id: visitId,
        visit_date: day(3),
        arrival_window: '10-12',
        start_time: null,
        note: 'Please leave the side gate open.',
        sequence: 0,
        first_name: 'Vera',
        phone: '916 555 0123',
        service: 'lawn-maintenance',
        address: '12 Elm St, Folsom',
        message: 'Front lawn, about 800 sq ft.',
        office_note: 'Dog in the yard',
        request_status: 'scheduled',
        photo_count: 0,
      }),
    ])
  })

  it('reschedules the same visit with SEQUENCE 1, and mails nothing for a visit as it is', async () => {
    const request = await storeRequest()
    const visitId = await schedule(admin, request.id, { date: day(2), window: '08-10' })
    // Saved again unchanged: no mail, no history, same visit.
    await expect(schedule(admin, request.id, { date: day(2), window: '08-10' })).resolves.toBe(
      visitId,
    )
    expect(await visitMails(request.id)).toHaveLength(1)

    await expect(schedule(admin, request.id, { date: day(4), time: '09:30' })).resolves.toBe(
      visitId,
    )
    const mails = await visitMails(request.id)
    expect(mails.map((mail) => mail.details)).toEqual([
      expect.objectContaining({ sequence: 0, change: 'scheduled', visit_id: visitId }),
      expect.objectContaining({
        sequence: 1,
        change: 'rescheduled',
        visit_id: visitId,
        visit_date: day(4),
        arrival_window: null,
        start_time: '09:30',
      }),
    ])
    const history = (await historyOf(request.id)).filter((h) => h.kind.startsWith('request_visit'))
    expect(history).toEqual([
      expect.objectContaining({ kind: 'request_visit_scheduled', to_value: `${day(2)} 08-10` }),
      expect.objectContaining({
        kind: 'request_visit_rescheduled',
        from_value: `${day(2)} 08-10`,
        to_value: `${day(4)} 09:30`,
      }),
    ])
    expect((await list(admin, { request: request.id }))[0]).toMatchObject({
      sequence: 1,
      start_time: '09:30',
    })
  })

  it('a retried click with the same key changes and mails nothing more, even at once', async () => {
    const request = await storeRequest()
    const first = await schedule(admin, request.id, { date: day(1), key: 'same-click-key-1' })
    await expect(
      schedule(admin, request.id, { date: day(5), key: 'same-click-key-1' }),
    ).resolves.toBe(first)
    expect(await visitMails(request.id)).toHaveLength(1)
    expect((await list(admin, { request: request.id }))[0]!.visit_date).toBe(day(1))

    const other = await storeRequest()
    const ids = await Promise.all([
      schedule(admin, other.id, { date: day(6), key: 'racing-click-key' }),
      schedule(admin, other.id, { date: day(6), key: 'racing-click-key' }),
    ])
    expect(ids[0]).toBe(ids[1])
    expect(await visitMails(other.id)).toHaveLength(1)
  })

  it('two admins scheduling at once take turns: one visit, both changes mailed in order', async () => {
    const request = await storeRequest()
    await Promise.all([
      schedule(admin, request.id, { date: day(7), window: '13-15' }),
      schedule(otherAdmin, request.id, { date: day(8), window: '15-17' }),
    ])
    const visits = await list(admin, { request: request.id })
    expect(visits).toHaveLength(1)
    expect(visits[0]!.sequence).toBe(1)
    const mails = await visitMails(request.id)
    expect(mails.map((mail) => [mail.details.sequence, mail.details.change])).toEqual([
      [0, 'scheduled'],
      [1, 'rescheduled'],
    ])
    // The last mail is the visit as it stands.
    expect(mails[1]!.details.visit_date).toBe(visits[0]!.visit_date)
  })

  it('cancels once: a cancellation with the next SEQUENCE, history, back to contacted', async () => {
    const request = await storeRequest()
    const visitId = await schedule(admin, request.id, { date: day(2), time: '14:00' })
    await schedule(admin, request.id, { date: day(3), time: '14:00' })
    const done = await Promise.all([cancel(admin, visitId), cancel(otherAdmin, visitId)])
    expect(done.sort()).toEqual([false, true])
    const mails = await visitMails(request.id)
    expect(mails).toHaveLength(3)
    expect(mails[2]!.details).toMatchObject({
      visit_id: visitId,
      sequence: 2,
      change: 'cancelled',
      visit_date: day(3),
      start_time: '14:00',
    })
    expect(await statusOf(request.id)).toBe('contacted')
    expect(
      (await historyOf(request.id)).filter((h) => h.kind === 'request_visit_cancelled'),
    ).toEqual([expect.objectContaining({ from_value: `${day(3)} 14:00`, to_value: null })])
    expect(await list(admin, { request: request.id })).toEqual([])
    // A new visit afterwards is a new event: its own id, SEQUENCE 0.
    const next = await schedule(admin, request.id, { date: day(9) })
    expect(next).not.toBe(visitId)
    expect((await visitMails(request.id))[3]!.details).toMatchObject({
      sequence: 0,
      change: 'scheduled',
    })
  })

  it('leaves a won request won', async () => {
    const request = await storeRequest('won')
    await schedule(admin, request.id, { date: day(1) })
    expect(await statusOf(request.id)).toBe('won')
  })

  it('refuses bad visits with a clear message, and changes nothing', async () => {
    const request = await storeRequest()
    const cases: [VisitInput, string][] = [
      [{ date: day(-1) }, 'Choose a visit day from today to a year ahead.'],
      [{ date: day(367) }, 'Choose a visit day from today to a year ahead.'],
      [{ date: day(1), window: '08-10', time: '09:00' }, 'Choose an arrival window or a time.'],
      [{ date: day(1), window: null, time: null }, 'Choose an arrival window or a time.'],
      [{ date: day(1), window: '09-11' }, 'Choose one of the arrival windows.'],
      [{ date: day(1), window: null, time: '05:30' }, 'Choose a time between 6:00 am and 8:00 pm.'],
      [{ date: day(1), window: null, time: '20:30' }, 'Choose a time between 6:00 am and 8:00 pm.'],
      [
        { date: day(1), window: null, time: '09:30:15' },
        'Choose a time between 6:00 am and 8:00 pm.',
      ],
      [
        { date: day(1), note: 'x'.repeat(1001) },
        'The note for the homeowner can be at most 1,000 characters.',
      ],
    ]
    for (const [visit, message] of cases) {
      await expect(
        schedule(admin, request.id, visit),
        JSON.stringify(visit).slice(0, 80),
      ).rejects.toMatchObject({
        code: '22023',
        message,
      })
    }
    await expect(
      schedule(admin, '00000000-0000-4000-8000-000000000000', { date: day(1) }),
    ).rejects.toMatchObject({ code: 'P0002' })
    await expect(schedule(admin, request.id, { date: day(1), key: 'short' })).rejects.toMatchObject(
      { code: '22023' },
    )
    await expect(cancel(admin, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'P0002',
    })
    expect(await visitMails(request.id)).toEqual([])
    expect(await historyOf(request.id)).toEqual([])
    expect(await statusOf(request.id)).toBe('contacted')
  })

  it('refuses everyone but an admin with a second factor', async () => {
    const request = await storeRequest()
    const visitId = await schedule(admin, request.id, { date: day(2) })
    for (const caller of [{ role: 'anon' } as const, user, { ...admin, aal: 'aal1' as const }]) {
      await expect(
        schedule(caller, request.id, { date: day(3) }),
        caller.role,
      ).rejects.toMatchObject({ code: '42501' })
      await expect(cancel(caller, visitId), caller.role).rejects.toMatchObject({ code: '42501' })
      await expect(list(caller), caller.role).rejects.toMatchObject({ code: '42501' })
    }
    expect(await visitMails(request.id)).toHaveLength(1)
  })

  it('lists the visits of a day range in the order of the day', async () => {
    const target = day(20)
    const late = await storeRequest()
    const exact = await storeRequest()
    const early = await storeRequest()
    await schedule(admin, late.id, { date: target, window: '15-17' })
    await schedule(admin, exact.id, { date: target, window: null, time: '10:30' })
    await schedule(admin, early.id, { date: target, window: '08-10' })
    const cancelled = await storeRequest()
    await cancel(admin, await schedule(admin, cancelled.id, { date: target, window: '08-10' }))
    const other = await storeRequest()
    await schedule(admin, other.id, { date: day(21) })

    const sheet = await list(admin, { from: target, to: target })
    expect(sheet.map((visit) => visit.request_id)).toEqual([early.id, exact.id, late.id])
    const from = await list(admin, { from: target })
    expect(from.map((visit) => visit.request_id)).toEqual([early.id, exact.id, late.id, other.id])
  })

  it("forgets a deleted request's visits", async () => {
    const request = await storeRequest()
    await schedule(admin, request.id, { date: day(2) })
    await t.db.query('delete from public.contact_submissions where id = $1', [request.id])
    const { rows } = await t.db.query(
      'select 1 from private.request_visits where request_id = $1',
      [request.id],
    )
    expect(rows).toEqual([])
  })

  it('mails each change with its invitation from the office: REQUEST 0, REQUEST 1, CANCEL 2', async () => {
    // Only this test's mails are due.
    await t.db.query(
      `update private.mail_outbox set delivered_at = coalesce(delivered_at, now()), locked_until = null`,
    )
    const request = await storeRequest()
    const visitId = await schedule(admin, request.id, { date: day(3), window: '13-15' })
    await schedule(admin, request.id, { date: day(4), window: null, time: '09:30' })
    await cancel(admin, visitId)
    const outbox = new MailOutbox()
    const sender = startMailSender({
      db: t.db,
      siteUrl: 'https://greenleaf.example',
      send: outboxSender(outbox),
      intervalMs: 3_600_000,
    })
    try {
      await expect(sender.runOnce()).resolves.toEqual({ claimed: 3, delivered: 3, failed: 0 })
    } finally {
      await sender.stop()
    }
    const mails = outbox.list(`to:${request.email}`).reverse()
    expect(mails.map((mail) => mail.Subject)).toEqual([
      expect.stringMatching(/^Your estimate visit: .*, 1–3 pm$/),
      expect.stringMatching(/^New time for your estimate visit: .*, 9:30 am$/),
      expect.stringMatching(/^Cancelled: your estimate visit on /),
    ])
    const events = mails.map((mail) => {
      expect(mail.Attachments).toHaveLength(1)
      const [attachment] = mail.Attachments
      expect(attachment!.FileName).toBe('invite.ics')
      const calendar = new ICAL.Component(ICAL.parse(attachment!.Content))
      const event = calendar.getFirstSubcomponent('vevent')!
      return {
        method: calendar.getFirstPropertyValue('method'),
        sequence: event.getFirstPropertyValue('sequence'),
        uid: event.getFirstPropertyValue('uid'),
        organizer: event.getFirstPropertyValue('organizer'),
        start: String(event.getFirstPropertyValue('dtstart')),
      }
    })
    expect(events.map(({ method, sequence }) => [method, sequence])).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['CANCEL', 2],
    ])
    expect(new Set(events.map((event) => event.uid))).toEqual(
      new Set([`visit-${visitId}@greenleaf.example`]),
    )
    expect(events[0]!.organizer).toBe('mailto:office@example.com')
    expect(events[0]!.start).toBe(`${day(3)}T13:00:00`)
    expect(events[1]!.start).toBe(`${day(4)}T09:30:00`)
  })
})
