// Deleting a request forgets the person: afterwards no table in any schema holds the visitor's
// name, e-mail, phone, address or message (searched generically, so a future copy is caught),
// while the history still shows what happened, who did it and when. Also: only admins delete, the
// history changes only by that erasure, orphaned photos are named for removal, and the optional
// retention deletes only requests archived before its cut-off.
import type { Queryable } from '../../backend/db/connection.ts'
import { become, createUser, inRollback, type Caller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

const visitor = {
  first_name: 'Zephyrine',
  last_name: 'Quillfeather',
  email: 'zephyrine.quillfeather@example.org',
  phone: '(707) 555-0147',
  address: '4821 Larkspur Bend, Folsom',
  message: 'Our back slope by the Marigold Creek fence washes out every winter.',
}

/** Lower-case strings that would each reveal the visitor, the phone's bare digits included. */
const needles = [
  visitor.first_name,
  visitor.last_name,
  visitor.email,
  visitor.phone,
  '7075550147',
  '4821 larkspur',
  'marigold creek',
].map((needle) => needle.toLowerCase())

/** Back to the connection's own role, with no claims: as the owner's scheduled jobs run. */
async function becomeOwner(tx: Queryable) {
  await tx.query('reset role')
  await tx.query(`select set_config('request.jwt.claims', '', true)`)
}

/** Every table of every schema with a row whose text holds a needle, as 'schema.table: needle'. */
async function copiesOf(tx: Queryable, strings: string[]): Promise<string[]> {
  const { rows: tables } = await tx.query<{ name: string }>(
    `select pg_catalog.format('%I.%I', n.nspname, c.relname) as name
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'm')
       and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
     order by 1`,
  )
  const found: string[] = []
  for (const { name } of tables) {
    const { rows } = await tx.query<{ needle: string }>(
      `select needle from unnest($1::text[]) as needle
       where exists (select 1 from ${name} t where strpos(lower(t::text), needle) > 0)`,
      [strings],
    )
    found.push(...rows.map((row) => `${name}: ${row.needle}`))
  }
  return found
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

describe.each(backends)('deleting a request on %s', (kind) => {
  let t: TestDatabase
  let admin: Extract<Caller, { role: 'authenticated' }>
  let member: Extract<Caller, { role: 'authenticated' }>
  beforeAll(async () => {
    t = await createTestDatabase(kind)
    admin = await createUser(t.db, 'deletion-admin@example.com', { admin: true })
    member = await createUser(t.db, 'deletion-member@example.com')
  })
  afterAll(() => t?.dispose())

  /**
   * The visitor's request as it lives: sent with a photo, its alert failed once (the error quotes
   * the address), worked by an admin with notes naming the visitor, then archived. Returns its id
   * and the photo's object name; the transaction is back on the owner's role.
   */
  async function workedRequest(tx: Queryable) {
    await become(tx, { role: 'anon' })
    const { rows } = await tx.query<{ request_id: string; photo_upload_key: string }>(
      `select * from public.submit_estimate_request(first_name => $1, last_name => $2,
        email => $3, phone => $4, service => 'hardscaping', address => $5, message => $6,
        photo_count => 1)`,
      [
        visitor.first_name,
        visitor.last_name,
        visitor.email,
        visitor.phone,
        visitor.address,
        visitor.message,
      ],
    )
    const { request_id: id, photo_upload_key: key } = rows[0]!
    const photo = `${id}/${key}/1.jpg`
    // As Storage checks the visitor's upload: its operation, the upload's declared type.
    await tx.query(`select set_config('storage.operation', 'storage.object.upload', true)`)
    await tx.query(
      `insert into storage.objects (bucket_id, name, metadata)
       values ('request-photos', $1, '{"mimetype": "image/jpeg"}')`,
      [photo],
    )
    await tx.query('select public.finish_request_photos($1, $2)', [id, key])

    await becomeOwner(tx)
    const alert = await tx.query<{ id: string }>(
      `select id from private.mail_outbox where kind = 'alert' and submission_id = $1`,
      [id],
    )
    await become(tx, { role: 'service_role' })
    await tx.query('select public.fail_outbox_mails($1::bigint[], $2, 60)', [
      [alert.rows[0]!.id],
      `E-mail API answered HTTP 422: reply_to ${visitor.email} rejected`,
    ])

    await become(tx, admin)
    const update = (set: string, params: unknown[] = []) =>
      tx.query(`update public.contact_submissions set ${set} where id = $1`, [id, ...params])
    await update(`status = 'contacted'`)
    await update('note = $2', [
      `Called ${visitor.first_name} on 707 555 0147, gate at 4821 Larkspur`,
    ])
    await update('note = $2', [`Visit booked with ${visitor.first_name} ${visitor.last_name}`])
    await update(`status = 'archived'`)
    await becomeOwner(tx)
    return { id, photo }
  }

  it('leaves no copy of the visitor anywhere, and a history of who did what and when', async () => {
    const seen = await inRollback(t.db, async (tx) => {
      const { id, photo } = await workedRequest(tx)
      const before = await copiesOf(tx, needles)
      await become(tx, admin)
      const deleted = await tx.query('delete from public.contact_submissions where id = $1', [id])
      const orphans = await tx.query<{ name: string }>(
        'select name from public.list_orphaned_request_photos()',
      )
      await becomeOwner(tx)
      const history = await tx.query<Record<string, unknown>>(
        `select kind, actor_id, actor_email, from_value, to_value,
          occurred_at > now() - interval '1 minute' as recent
         from public.history_events where request_id = $1 order by id`,
        [id],
      )
      return {
        photo,
        before,
        deletedRows: deleted.rowCount,
        after: await copiesOf(tx, needles),
        history: history.rows,
        orphans: orphans.rows.map((row) => row.name),
      }
    })

    // The search does find the copies while the request exists.
    expect(seen.before).toEqual(
      expect.arrayContaining([
        `public.contact_submissions: ${visitor.email}`,
        'public.history_events: zephyrine',
        `private.mail_outbox: ${visitor.email}`,
      ]),
    )
    expect(seen.deletedRows).toBe(1)
    expect(seen.after).toEqual([])

    const by = { actor_id: admin.sub, actor_email: admin.email, recent: true }
    expect(seen.history).toEqual([
      {
        kind: 'request_photos_received',
        actor_id: null,
        actor_email: null,
        from_value: null,
        to_value: '1',
        recent: true,
      },
      { kind: 'request_status_changed', from_value: 'new', to_value: 'contacted', ...by },
      { kind: 'request_note_changed', from_value: null, to_value: null, ...by },
      { kind: 'request_note_changed', from_value: null, to_value: null, ...by },
      { kind: 'request_status_changed', from_value: 'contacted', to_value: 'archived', ...by },
      { kind: 'request_deleted', from_value: 'archived', to_value: null, ...by },
    ])

    // The photo's file stays until the Storage API removes it: the database names it for that.
    expect(seen.orphans).toEqual([seen.photo])
    expect(seen.photo).toMatch(new RegExp(`^${UUID}/[0-9a-f]{64}/1\\.jpg$`))
  })

  it('lets only admins delete, and keeps the history of a request that was not deleted', async () => {
    const seen = await inRollback(t.db, async (tx) => {
      const { id } = await workedRequest(tx)
      await become(tx, member)
      const byMember = await tx.query('delete from public.contact_submissions where id = $1', [id])
      await becomeOwner(tx)
      return { byMember: byMember.rowCount, copies: await copiesOf(tx, needles) }
    })
    expect(seen.byMember).toBe(0)
    expect(seen.copies).toContain('public.history_events: zephyrine')

    const byVisitor = inRollback(t.db, async (tx) => {
      const { id } = await workedRequest(tx)
      await become(tx, { role: 'anon' })
      await tx.query('delete from public.contact_submissions where id = $1', [id])
    })
    await expect(byVisitor).rejects.toMatchObject({ code: '42501' })
  })

  it('refuses every other change to the history, of a deleted request or a living one', async () => {
    const refusal = { code: '42501', message: 'The history cannot be changed or deleted.' }
    const attempts: [string, string][] = [
      ['living', `update public.history_events set to_value = null where request_id = $1`],
      [
        'deleted',
        `update public.history_events set actor_email = 'someone@else.com' where request_id = $1`,
      ],
      ['deleted', `update public.history_events set to_value = 'x' where request_id = $1`],
      ['deleted', 'delete from public.history_events where request_id = $1'],
    ]
    for (const [state, sql] of attempts) {
      const run = inRollback(t.db, async (tx) => {
        const { id } = await workedRequest(tx)
        if (state === 'deleted') {
          await tx.query('delete from public.contact_submissions where id = $1', [id])
        }
        await tx.query(sql, [id])
      })
      await expect(run, `${state}: ${sql}`).rejects.toMatchObject(refusal)
    }
  })

  it('forgets entries written before this rule, by the function a restore would call', async () => {
    const left = await inRollback(t.db, async (tx) => {
      const id = crypto.randomUUID()
      await tx.query(
        `insert into public.history_events (kind, request_id, from_value, to_value) values
          ('request_deleted', $1, 'Zephyrine Quillfeather, Hardscaping, ${visitor.email}, won', null),
          ('request_note_changed', $1, 'Gate at 4821 Larkspur', null)`,
        [id],
      )
      const erased = await tx.query<{ n: number }>('select private.forget_deleted_requests() as n')
      const rows = await tx.query(
        'select kind, from_value, to_value from public.history_events where request_id = $1 order by id',
        [id],
      )
      return { erased: erased.rows[0]!.n, rows: rows.rows }
    })
    expect(left.erased).toBe(2)
    expect(left.rows).toEqual([
      { kind: 'request_deleted', from_value: 'won', to_value: null },
      { kind: 'request_note_changed', from_value: null, to_value: null },
    ])
  })

  it('names orphaned photos to admins and the service role only', async () => {
    const names = (caller: Caller) =>
      inRollback(t.db, async (tx) => {
        await become(tx, caller)
        return (await tx.query('select * from public.list_orphaned_request_photos()')).rowCount
      })
    await expect(names(admin)).resolves.toBe(0)
    await expect(names({ role: 'service_role' })).resolves.toBe(0)
    await expect(names(member)).rejects.toMatchObject({
      code: '42501',
      message: 'Only admins can do this.',
    })
    await expect(names({ role: 'anon' })).rejects.toMatchObject({ code: '42501' })
  })

  describe('retention (private.delete_archived_requests)', () => {
    /** A request stored as the owner, received `monthsAgo` months ago with this status. */
    const storeAged = async (tx: Queryable, email: string, status: string, monthsAgo: number) =>
      (
        await tx.query<{ id: string }>(
          `insert into public.contact_submissions
            (first_name, last_name, email, phone, service, status, created_at)
           values ('Old', 'Request', $1, '916 555 0100', 'lawn-maintenance', $2,
             now() - make_interval(months => $3)) returning id`,
          [email, status, monthsAgo],
        )
      ).rows[0]!.id

    it('deletes only requests archived before the cut-off, through the forgetting path', async () => {
      const seen = await inRollback(t.db, async (tx) => {
        const stale = await storeAged(tx, 'stale@example.org', 'archived', 8)
        const archivedToday = await storeAged(tx, 'today@example.org', 'won', 8)
        const recent = await storeAged(tx, 'recent@example.org', 'archived', 1)
        const lost = await storeAged(tx, 'lost@example.org', 'lost', 8)
        await become(tx, admin)
        await tx.query(`update public.contact_submissions set status = 'archived' where id = $1`, [
          archivedToday,
        ])
        await becomeOwner(tx)
        const count = `select status, count(*)::int as n from public.contact_submissions
          group by status order by status`
        const statusesBefore = (await tx.query(count)).rows
        const deleted = await tx.query<{ n: number }>(
          `select private.delete_archived_requests('6 months') as n`,
        )
        const left = await tx.query<{ id: string }>(
          'select id from public.contact_submissions where id = any($1)',
          [[stale, archivedToday, recent, lost]],
        )
        const event = await tx.query(
          `select actor_id, from_value from public.history_events
           where request_id = $1 and kind = 'request_deleted'`,
          [stale],
        )
        return {
          ids: { stale, archivedToday, recent, lost },
          deleted: deleted.rows[0]!.n,
          left: left.rows.map((row) => row.id),
          statusesBefore,
          statusesAfter: (await tx.query(count)).rows,
          event: event.rows,
          copies: await copiesOf(tx, ['stale@example.org']),
        }
      })
      expect(seen.left.sort()).toEqual(
        [seen.ids.archivedToday, seen.ids.recent, seen.ids.lost].sort(),
      )
      expect(seen.event).toEqual([{ actor_id: null, from_value: 'archived' }])
      expect(seen.copies).toEqual([])
      // Nothing but archived requests went, and the count says how many did.
      const archived = (rows: Record<string, unknown>[]) =>
        rows.find((row) => row.status === 'archived')!.n as number
      expect(seen.statusesAfter.filter((row) => row.status !== 'archived')).toEqual(
        seen.statusesBefore.filter((row) => row.status !== 'archived'),
      )
      expect(seen.deleted).toBe(archived(seen.statusesBefore) - archived(seen.statusesAfter))
    })

    it('wants a positive interval, and is no API role’s to run', async () => {
      for (const interval of ['0 days', '-1 month']) {
        const run = inRollback(t.db, (tx) =>
          tx.query('select private.delete_archived_requests($1::interval)', [interval]),
        )
        await expect(run).rejects.toMatchObject({ code: '22023' })
      }
      for (const caller of [admin, { role: 'service_role' } as const]) {
        const run = inRollback(t.db, async (tx) => {
          await become(tx, caller)
          await tx.query(`select private.delete_archived_requests('1 day')`)
        })
        await expect(run).rejects.toMatchObject({ code: '42501' })
      }
    })
  })
})
