// The admin inbox's database side: the list function's filters, search and keyset pages; the
// server-stamped note and first opening; the history the triggers write and nobody may change;
// and the admin-role rules (confirmed accounts only, a last admin who can sign in).
import type { Queryable } from '../../backend/db/connection.ts'
import { become, createUser, inRollback, type Caller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

type Row = Record<string, unknown> & { id: string; created_at: string | Date }

/** Back to the connection's own (owner) role, to look at what the caller's change left. */
const becomeOwner = (tx: Queryable) => tx.query('reset role')

/** One inbox page with named arguments, as the REST API calls it. */
async function listPage(tx: Queryable, args: Record<string, unknown> = {}) {
  const names = Object.keys(args)
  const { rows } = await tx.query<Row>(
    `select * from public.list_estimate_requests(${names
      .map((n, i) => `${n} => $${i + 1}`)
      .join(', ')})`,
    Object.values(args),
  )
  return rows
}

const lastActivity = async (tx: Queryable) =>
  (
    await tx.query<Record<string, string | null>>(
      'select * from public.history_events order by id desc limit 1',
    )
  ).rows[0]

describe.each(backends)('the admin inbox on %s', (kind) => {
  let t: TestDatabase
  let admin: Extract<Caller, { role: 'authenticated' }>
  let member: Extract<Caller, { role: 'authenticated' }>
  beforeAll(async () => {
    t = await createTestDatabase(kind)
    admin = await createUser(t.db, 'inbox-admin@example.com', { admin: true })
    member = await createUser(t.db, 'inbox-member@example.com')
  })
  afterAll(() => t?.dispose())

  /** A request stored directly (as the owner), returning its id. */
  const store = async (tx: Queryable, fields: Record<string, string>) => {
    const row = {
      first_name: 'Zed',
      last_name: 'Quill',
      email: 'zed.quill@example.com',
      phone: '(916) 555-4242',
      service: 'hardscaping',
      ...fields,
    }
    const names = Object.keys(row)
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.contact_submissions (${names.join(', ')})
       values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      Object.values(row),
    )
    return rows[0]!.id
  }

  describe('list_estimate_requests', () => {
    it('pages newest first with a keyset cursor, forward and back, without gaps or repeats', async () => {
      const seen = await inRollback(t.db, async (tx) => {
        await become(tx, admin)
        const all = await listPage(tx, { page_size: 1000 })
        const first = await listPage(tx, { page_size: 25 })
        const last = first.at(-1)!
        const second = await listPage(tx, {
          page_size: 25,
          cursor_created_at: last.created_at,
          cursor_id: last.id,
        })
        const back = await listPage(tx, {
          page_size: 25,
          cursor_created_at: second[0]!.created_at,
          cursor_id: second[0]!.id,
          direction: 'newer',
        })
        return { all, first, second, back }
      })
      expect(seen.all).toHaveLength(305)
      const times = seen.all.map((r) => new Date(r.created_at).getTime())
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(seen.first.map((r) => r.id)).toEqual(seen.all.slice(0, 25).map((r) => r.id))
      expect(seen.second.map((r) => r.id)).toEqual(seen.all.slice(25, 50).map((r) => r.id))
      expect(seen.back.map((r) => r.id)).toEqual(seen.first.map((r) => r.id))
    })

    it('filters by status, service, source page and received dates', async () => {
      const pages = await inRollback(t.db, async (tx) => {
        await become(tx, admin)
        return {
          won: await listPage(tx, { status: 'won', page_size: 1000 }),
          turf: await listPage(tx, { service: 'artificial-turf', page_size: 1000 }),
          both: await listPage(tx, {
            status: 'contacted',
            service: 'tree-trimming',
            page_size: 1000,
          }),
          page: await listPage(tx, { source_page: '/roseville-lawn-care', page_size: 1000 }),
          recent: await listPage(tx, {
            received_from: new Date(Date.now() - 7 * 86_400_000).toISOString(),
            page_size: 1000,
          }),
          older: await listPage(tx, {
            received_before: new Date(Date.now() - 7 * 86_400_000).toISOString(),
            page_size: 1000,
          }),
        }
      })
      expect(pages.won.length).toBeGreaterThan(10)
      expect(pages.won.every((r) => r.status === 'won')).toBe(true)
      expect(pages.turf.length).toBeGreaterThan(10)
      expect(pages.turf.every((r) => r.service === 'artificial-turf')).toBe(true)
      expect(pages.both.length).toBeGreaterThan(0)
      expect(
        pages.both.every((r) => r.status === 'contacted' && r.service === 'tree-trimming'),
      ).toBe(true)
      expect(pages.page.length).toBeGreaterThan(0)
      expect(pages.page.every((r) => r.source_page === '/roseville-lawn-care')).toBe(true)
      // Maria (2 hours), James (1 day), Priya (3 days), Tom (6 days) are this week's.
      expect(pages.recent.map((r) => r.first_name)).toEqual(['Maria', 'James', 'Priya', 'Tom'])
      expect(pages.recent.length + pages.older.length).toBe(305)
    })

    it('searches names, e-mail, message text and phone digits however they are typed', async () => {
      const found = await inRollback(t.db, async (tx) => {
        await become(tx, admin)
        const names = async (search: string) =>
          (await listPage(tx, { search, page_size: 1000 })).map(
            (r) => `${r.first_name} ${r.last_name}`,
          )
        return {
          fullName: await names('maria gonzalez'),
          email: await names('JWHITFIELD@example.net'),
          message: await names('paver patio of about 300'),
          phoneTyped: await names('530-555-0199'),
          phoneDigits: await names('5305550199'),
          phonePart: await names('555-0164'),
          percent: await names('100%'),
          underscore: await names('a_b'),
        }
      })
      expect(found.fullName).toEqual(['Maria Gonzalez'])
      expect(found.email).toEqual(['James Whitfield'])
      expect(found.message).toEqual(['Linda Okafor'])
      expect(found.phoneTyped).toEqual(['Linda Okafor'])
      expect(found.phoneDigits).toEqual(['Linda Okafor'])
      expect(found.phonePart).toEqual(expect.arrayContaining(['Tom Nguyen']))
      // LIKE's wildcards are matched as themselves.
      expect(found.percent).toEqual([])
      expect(found.underscore).toEqual([])
    })

    it('refuses a signed-in non-admin and bad paging arguments', async () => {
      const refused = inRollback(t.db, async (tx) => {
        await become(tx, member)
        return listPage(tx)
      })
      await expect(refused).rejects.toMatchObject({
        code: '42501',
        message: 'Only admins can do this.',
      })
      for (const args of [{ page_size: 0 }, { page_size: 1001 }, { direction: 'sideways' }]) {
        await expect(
          inRollback(t.db, async (tx) => {
            await become(tx, admin)
            return listPage(tx, args)
          }),
        ).rejects.toMatchObject({ code: '22023' })
      }
    })
  })

  describe('what the server stamps', () => {
    it('records who saved a note and when, trimmed; clients cannot choose either', async () => {
      const row = await inRollback(t.db, async (tx) => {
        const id = await store(tx, {})
        await become(tx, admin)
        await tx.query(
          `update public.contact_submissions set note = '  Call after 5pm  ' where id = $1`,
          [id],
        )
        await becomeOwner(tx)
        return (
          await tx.query<Record<string, unknown>>(
            `select note, note_updated_by, note_updated_by_email,
              note_updated_at > now() - interval '1 minute' as recent
             from public.contact_submissions where id = $1`,
            [id],
          )
        ).rows[0]
      })
      expect(row).toEqual({
        note: 'Call after 5pm',
        note_updated_by: admin.sub,
        note_updated_by_email: 'inbox-admin@example.com',
        recent: true,
      })
    })

    it('keeps the first opening, stamped with the server time', async () => {
      const opened = await inRollback(t.db, async (tx) => {
        const id = await store(tx, {})
        await become(tx, admin)
        const open = (at: string) =>
          tx.query('update public.contact_submissions set opened_at = $2 where id = $1', [id, at])
        await open('2001-01-01T00:00:00Z')
        const first = await tx.query<{ opened_at: Date }>(
          'select opened_at from public.contact_submissions where id = $1',
          [id],
        )
        await open('2030-01-01T00:00:00Z')
        const second = await tx.query<{ opened_at: Date }>(
          'select opened_at from public.contact_submissions where id = $1',
          [id],
        )
        return { first: first.rows[0]!.opened_at, second: second.rows[0]!.opened_at }
      })
      expect(Date.now() - new Date(opened.first).getTime()).toBeLessThan(60_000)
      expect(opened.second).toEqual(opened.first)
    })

    it('lets an admin work a request stored under the old e-mail rule, but not store a bad address', async () => {
      const outcome = await inRollback(t.db, async (tx) => {
        // Stored before the stricter rule: the trigger that checks it is skipped here.
        await tx.query(`set local session_replication_role = replica`)
        const id = await store(tx, { email: 'old&style@example.com' })
        await tx.query(`set local session_replication_role = origin`)
        await become(tx, admin)
        const updated = await tx.query(
          `update public.contact_submissions set status = 'contacted', note = 'ok' where id = $1`,
          [id],
        )
        const refused = await tx
          .query(
            `update public.contact_submissions set email = 'x@y.co?subject=hi' where id = $1`,
            [id],
          )
          .catch((e: unknown) => e)
        return { updated: updated.rowCount, refused }
      })
      expect(outcome.updated).toBe(1)
      expect(outcome.refused).toMatchObject({
        code: '23514',
        constraint: 'contact_submissions_email_check',
      })
    })
  })

  describe('history', () => {
    it('records status and note changes with who, when, from and to; not unchanged values', async () => {
      const events = await inRollback(t.db, async (tx) => {
        const id = await store(tx, {})
        await become(tx, admin)
        const update = (set: string) =>
          tx.query(`update public.contact_submissions set ${set} where id = $1`, [id])
        await update(`status = 'contacted'`)
        await update(`status = 'contacted'`)
        await update(`note = 'Left a voicemail'`)
        await update(`note = 'Visit booked'`)
        await update(`opened_at = now()`)
        return (
          await tx.query<Record<string, unknown>>(
            `select kind, actor_id, actor_email, request_id = $1 as same_request, from_value,
              to_value, occurred_at > now() - interval '1 minute' as recent
             from public.history_events where request_id = $1 order by id`,
            [id],
          )
        ).rows
      })
      const by = { actor_id: admin.sub, actor_email: admin.email, same_request: true, recent: true }
      expect(events).toEqual([
        { kind: 'request_status_changed', from_value: 'new', to_value: 'contacted', ...by },
        { kind: 'request_note_changed', from_value: null, to_value: 'Left a voicemail', ...by },
        {
          kind: 'request_note_changed',
          from_value: 'Left a voicemail',
          to_value: 'Visit booked',
          ...by,
        },
      ])
    })

    // Who deleted it and the status it had; nothing naming the sender (request-deletion.test.ts).
    it('records a deletion with who, when and the status it had', async () => {
      const event = await inRollback(t.db, async (tx) => {
        const id = await store(tx, {})
        await become(tx, admin)
        const deleted = await tx.query('delete from public.contact_submissions where id = $1', [id])
        expect(deleted.rowCount).toBe(1)
        return { id, last: await lastActivity(tx) }
      })
      expect(event.last).toMatchObject({
        kind: 'request_deleted',
        actor_email: admin.email,
        request_id: event.id,
        from_value: 'new',
      })
    })

    it('records role grants and removals, by whom and for whom', async () => {
      const events = await inRollback(t.db, async (tx) => {
        await become(tx, admin)
        await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
          member.sub,
        ])
        const granted = await lastActivity(tx)
        await tx.query(`delete from public.user_roles where user_id = $1`, [member.sub])
        return { granted, removed: await lastActivity(tx) }
      })
      const common = { actor_id: admin.sub, actor_email: admin.email, user_id: member.sub }
      expect(events.granted).toMatchObject({
        kind: 'admin_role_granted',
        user_email: member.email,
        ...common,
      })
      expect(events.removed).toMatchObject({
        kind: 'admin_role_removed',
        user_email: member.email,
        ...common,
      })
    })

    it('cannot be changed or deleted, not even by the table owner', async () => {
      const refusal = { code: '42501', message: 'The history cannot be changed or deleted.' }
      for (const sql of [
        `update public.history_events set actor_email = 'someone@else.com'`,
        'delete from public.history_events',
        'truncate public.history_events',
      ]) {
        await expect(inRollback(t.db, (tx) => tx.query(sql))).rejects.toMatchObject(refusal)
      }
      const { rows } = await t.db.query('select 1 from public.history_events')
      expect(rows.length).toBeGreaterThan(0)
    })
  })

  describe('admin roles', () => {
    const unconfirmed = async (tx: Queryable, email: string) =>
      (
        await tx.query<{ id: string }>(
          `insert into auth.users (id, aud, role, email, encrypted_password)
           values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '') returning id`,
          [email],
        )
      ).rows[0]!.id

    it('refuses the admin role for an account whose e-mail is not confirmed', async () => {
      const refused = inRollback(t.db, async (tx) => {
        const id = await unconfirmed(tx, 'not-yet@example.com')
        await become(tx, admin)
        await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [id])
      })
      await expect(refused).rejects.toMatchObject({
        code: 'P0001',
        message:
          'This user has not confirmed their email address yet, so they cannot be made an admin.',
      })
    })

    it('counts only admins who can sign in when guarding the last one', async () => {
      const lastAdmin = { code: 'P0001', message: expect.stringContaining('last admin') }
      // Leaves one admin who can sign in, plus an unconfirmed and a banned admin row.
      const setUp = async (tx: Queryable) => {
        const ghost = await unconfirmed(tx, 'ghost-admin@example.com')
        const banned = (
          await tx.query<{ id: string }>(
            `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
               banned_until)
             values (gen_random_uuid(), 'authenticated', 'authenticated',
               'banned-admin@example.com', '', now(), now() + interval '1 year') returning id`,
          )
        ).rows[0]!.id
        await tx.query(`set local session_replication_role = replica`)
        await tx.query(
          `insert into public.user_roles (user_id, role) values ($1, 'admin'), ($2, 'admin')`,
          [ghost, banned],
        )
        await tx.query(`set local session_replication_role = origin`)
        await tx.query(`delete from public.user_roles where user_id not in ($1, $2, $3)`, [
          admin.sub,
          ghost,
          banned,
        ])
        return { ghost, banned }
      }
      await expect(
        inRollback(t.db, async (tx) => {
          await setUp(tx)
          await become(tx, admin)
          await tx.query('delete from public.user_roles where user_id = $1', [admin.sub])
        }),
      ).rejects.toMatchObject(lastAdmin)
      // The accounts that cannot sign in may lose the role; then the guard still holds.
      const removed = await inRollback(t.db, async (tx) => {
        const { ghost, banned } = await setUp(tx)
        await become(tx, admin)
        const r = await tx.query('delete from public.user_roles where user_id in ($1, $2)', [
          ghost,
          banned,
        ])
        return r.rowCount
      })
      expect(removed).toBe(2)
    })
  })
})
