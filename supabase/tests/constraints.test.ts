// Data rules the database enforces whatever the client: submission field checks, the preferred
// visit time's checks, the per-address throttle and the last-admin guard. Requests go through
// submit_estimate_request, the only write path the API roles have.
import {
  estimateLimits,
  estimateRequestSchema,
} from '../../src/features/estimate-request/schema.ts'
import type { Queryable } from '../../backend/db/connection.ts'
import { earliestVisitDateRange, visitWindows } from '../functions/_shared/visit-windows.ts'
import { asCaller, createUser, inRollback } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

const valid = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann.lee@example.com',
  phone: '+1 (916) 555-0100',
  service: 'lawn-maintenance',
  address: null as string | null,
  message: null as string | null,
}
type Submission = typeof valid
let unique = 0

describe.each(backends)('database rules on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  /** Sends as a visitor through the API's one write path (rolled back), with a fresh address. */
  const send = (override: Partial<Submission>) => {
    const row = { ...valid, email: `visitor${++unique}@example.com`, ...override }
    return asCaller(
      t.db,
      { role: 'anon' },
      async (tx) =>
        (
          await tx.query(
            `select public.submit_estimate_request(first_name => $1, last_name => $2,
              email => $3, phone => $4, service => $5, address => $6, message => $7)`,
            Object.values(row),
          )
        ).rowCount,
    )
  }

  describe('submission checks', () => {
    it.each<[string, Partial<Submission>]>([
      ['the longest names', { first_name: 'a'.repeat(100), last_name: 'b'.repeat(100) }],
      [
        'an address and message at their limits',
        { address: 'a'.repeat(300), message: 'm'.repeat(5000) },
      ],
      ['empty optional fields', { address: '', message: '' }],
      ['a 254-character e-mail', { email: `${'a'.repeat(242)}@example.com` }],
      ['an e-mail with an apostrophe and a plus', { email: "o'brien+yard@mail.example.co.uk" }],
      ['an e-mail with a hyphenated domain', { email: 'ann_lee@green-leaf.example.com' }],
      ['a 7-character phone', { phone: '5550100' }],
      ['a phone with dots', { phone: '916.555.0100' }],
      ['7 digits among punctuation', { phone: '+(555) 01-00' }],
      ['names with inner and outer spaces', { first_name: ' Mary Ann ', last_name: 'de la Cruz' }],
      ["the catalogue's way out, 'other'", { service: 'other' }],
    ])('accepts %s', async (_label, override) => {
      await expect(send(override)).resolves.toBe(1)
    })

    it.each<[string, Partial<Submission>, string]>([
      ['a blank first name', { first_name: '   ' }, 'first_name'],
      ['a first name of tabs and newlines', { first_name: '\t\n\r' }, 'first_name'],
      ['an empty last name', { last_name: '' }, 'last_name'],
      ['a last name of a tab and spaces', { last_name: ' \t ' }, 'last_name'],
      ['a 101-character first name', { first_name: 'a'.repeat(101) }, 'first_name'],
      ['an e-mail without @', { email: 'ann.example.com' }, 'email'],
      ['an e-mail without a domain dot', { email: 'ann@example' }, 'email'],
      ['an e-mail with spaces', { email: 'ann lee@example.com' }, 'email'],
      ['mailto parameters after the domain', { email: 'x@y.co?subject=Hi&body=Call' }, 'email'],
      ['mailto parameters in the local part', { email: 'x?body=Call@y.co' }, 'email'],
      ['a fragment in the domain', { email: 'ann@example.com#x' }, 'email'],
      ['a percent escape', { email: 'ann%0Abcc@example.com' }, 'email'],
      ['a one-letter top-level domain', { email: 'ann@example.c' }, 'email'],
      ['a domain label starting with a hyphen', { email: 'ann@-example.com' }, 'email'],
      ['a 255-character e-mail', { email: `${'a'.repeat(243)}@example.com` }, 'email'],
      ['a 6-character phone', { phone: '555010' }, 'phone'],
      ['a phone of punctuation only', { phone: '(+) - . ()' }, 'phone'],
      ['a phone with 6 digits among punctuation', { phone: '+1 (55) 01-0' }, 'phone'],
      ['a phone with letters', { phone: '916-CALL-NOW' }, 'phone'],
      ['a 31-character phone', { phone: '1'.repeat(31) }, 'phone'],
      ['a blank service', { service: ' ' }, 'service'],
      ['a service of a newline', { service: '\n' }, 'service'],
      ['a 101-character service', { service: 's'.repeat(101) }, 'service'],
      ['a service the site does not offer', { service: 'Pool Cleaning' }, 'service'],
      ['a 301-character address', { address: 'a'.repeat(301) }, 'address'],
      ['a 5001-character message', { message: 'm'.repeat(5001) }, 'message'],
    ])('refuses %s', async (_label, override, column) => {
      await expect(send(override)).rejects.toMatchObject({
        code: '23514',
        constraint: `contact_submissions_${column}_check`,
      })
    })

    it('refuses a missing required field (not null)', async () => {
      await expect(send({ phone: null as unknown as string })).rejects.toMatchObject({
        code: '23502',
      })
    })
  })

  // One schema, two places: whatever the form accepts the database stores, and what the form
  // refuses the database refuses too (the form may also refuse earlier, e.g. a blank name).
  describe('the form schema and the database agree', () => {
    const formAccepts = (override: Partial<Submission>) =>
      estimateRequestSchema.safeParse({
        firstName: override.first_name ?? valid.first_name,
        lastName: override.last_name ?? valid.last_name,
        email: override.email ?? 'ann.lee@example.com',
        phone: override.phone ?? valid.phone,
        service: override.service ?? valid.service,
        address: override.address ?? '',
        message: override.message ?? '',
        visitWindow: '',
        earliestVisitDate: '',
        website: '',
      }).success
    const databaseAccepts = (override: Partial<Submission>) =>
      send(override).then(
        () => true,
        (error: { code?: string }) => {
          if (error.code === '23514') return false
          throw error
        },
      )
    const cases: [string, Partial<Submission>][] = [
      ['first name at its limit', { first_name: 'a'.repeat(estimateLimits.firstName) }],
      ['first name over it', { first_name: 'a'.repeat(estimateLimits.firstName + 1) }],
      ['last name over its limit', { last_name: 'b'.repeat(estimateLimits.lastName + 1) }],
      ['a service the form offers', { service: 'other' }],
      ['service over its limit', { service: 's'.repeat(estimateLimits.service + 1) }],
      ['address at its limit', { address: 'a'.repeat(estimateLimits.address) }],
      ['address over it', { address: 'a'.repeat(estimateLimits.address + 1) }],
      ['message at its limit', { message: 'm'.repeat(estimateLimits.message) }],
      ['message over it', { message: 'm'.repeat(estimateLimits.message + 1) }],
      ['an emoji message at its limit', { message: '🌳'.repeat(estimateLimits.message) }],
      ['e-mail at its limit', { email: `${'a'.repeat(estimateLimits.email - 12)}@example.com` }],
      ['e-mail over it', { email: `${'a'.repeat(estimateLimits.email - 11)}@example.com` }],
      ['phone of the fewest digits', { phone: '5'.repeat(estimateLimits.phoneMinDigits) }],
      ['phone one digit short', { phone: `(${'5'.repeat(estimateLimits.phoneMinDigits - 1)})` }],
      ['phone at its longest', { phone: '5'.repeat(estimateLimits.phoneMaxLength) }],
      ['phone too long', { phone: '5'.repeat(estimateLimits.phoneMaxLength + 1) }],
      ['a typed US phone', { phone: '+1 (916) 555-0142' }],
      ['a phone with letters', { phone: '916-555-CALL' }],
      ...[
        'ann.lee@example.com',
        "o'brien+yard@mail.example.co.uk",
        'ann@example',
        'ann@example.c',
        'ann@-example.com',
        'x@y.co?subject=Hi',
        'x?body=Hi@y.co',
        'ann lee@example.com',
        'ann@exa_mple.com',
        'ann@example.com.',
        '.ann@example.com',
      ].map((email): [string, Partial<Submission>] => [`the e-mail ${email}`, { email }]),
    ]

    it.each(cases)('on %s', async (_label, override) => {
      // Each case a fresh address, so the per-address throttle stays out of the way.
      const email = override.email ?? `agree${++unique}@example.com`
      const withAddress = { ...override, email }
      expect(await databaseAccepts(withAddress)).toBe(formAccepts(withAddress))
    })
  })

  describe('the preferred visit time', () => {
    const sendVisit = (visitWindow: string) =>
      asCaller(t.db, { role: 'anon' }, (tx) =>
        tx.query(
          `select public.submit_estimate_request(first_name => 'Ann', last_name => 'Lee',
            email => $1, phone => '5550100', service => 'lawn-maintenance', visit_window => $2)`,
          [`visitor${++unique}@example.com`, visitWindow],
        ),
      )

    it.each(visitWindows.map((w) => w.value))('accepts the window %s', async (value) => {
      await expect(sendVisit(value)).resolves.toMatchObject({ rowCount: 1 })
    })

    it.each(['evenings', 'Weekday_mornings', 'any weekday', 'saturday_mornings;', 'sunday'])(
      'refuses the window %j',
      async (value) => {
        await expect(sendVisit(value)).rejects.toMatchObject({
          code: '23514',
          constraint: 'contact_submissions_visit_window_check',
        })
      },
    )

    it("lists exactly the form's windows in its check", async () => {
      const { rows } = await t.db.query<{ definition: string }>(
        `select pg_get_constraintdef(oid) as definition from pg_constraint
         where conname = 'contact_submissions_visit_window_check'`,
      )
      const listed = [...rows[0]!.definition.matchAll(/'([^']*)'/g)].map((m) => m[1])
      expect(listed.sort()).toEqual(visitWindows.map((w) => w.value).sort())
    })

    /** Stores a row directly, as the table owner, received at `createdAt`; whether it was taken. */
    const storedWith = (createdAt: string, earliestVisitDate: string) =>
      inRollback(t.db, (tx) =>
        tx
          .query(
            `insert into public.contact_submissions
               (first_name, last_name, email, phone, service, created_at, earliest_visit_date)
             values ('Ann', 'Lee', $1, '5550100', 'lawn-maintenance', $2, $3)`,
            [`direct${++unique}@example.com`, createdAt, earliestVisitDate],
          )
          .then(
            () => true,
            (error: { code?: string; constraint?: string }) => {
              if (error.constraint === 'contact_submissions_earliest_visit_date_check') return false
              throw error
            },
          ),
      )

    // Rows however written: measured from the row's created_at, in Sacramento's days. 11:30 PM
    // Pacific on Dec 1 is Dec 2 in UTC, so a check counting UTC days would refuse Dec 1 and
    // take Jun 2; 12:10 AM Pacific on Dec 2 is still 8:10 AM UTC on the same day.
    it.each<[string, string, { min: string; max: string }]>([
      [
        'late evening Pacific',
        '2026-12-01T23:30:00-08:00',
        { min: '2026-12-01', max: '2027-06-01' },
      ],
      [
        'just after midnight Pacific',
        '2026-12-02T00:10:00-08:00',
        { min: '2026-12-02', max: '2027-06-02' },
      ],
      ['in summer time', '2026-07-04T20:00:00-07:00', { min: '2026-07-04', max: '2027-01-04' }],
      ['a month end', '2026-08-31T12:00:00-07:00', { min: '2026-08-31', max: '2027-02-28' }],
      [
        'a month end before a leap day',
        '2027-08-31T12:00:00-07:00',
        { min: '2027-08-31', max: '2028-02-29' },
      ],
    ])(
      'a request received %s (%s) takes %o and nothing outside',
      async (_label, createdAt, range) => {
        // The shared helper the form can use for its date field says the same.
        expect(earliestVisitDateRange(new Date(createdAt))).toEqual(range)
        const dayBefore = (day: string) =>
          new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
        const dayAfter = (day: string) =>
          new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        expect({
          first: await storedWith(createdAt, range.min),
          last: await storedWith(createdAt, range.max),
          before: await storedWith(createdAt, dayBefore(range.min)),
          after: await storedWith(createdAt, dayAfter(range.max)),
        }).toEqual({ first: true, last: true, before: false, after: false })
      },
    )

    it('keeps a stored date valid as the request ages: a later change still passes', async () => {
      const changed = await inRollback(t.db, async (tx) => {
        await tx.query(
          `insert into public.contact_submissions
             (first_name, last_name, email, phone, service, created_at, earliest_visit_date)
           values ('Ann', 'Lee', 'aged@example.com', '5550100', 'lawn-maintenance',
             '2025-01-10T09:00:00-08:00', '2025-07-10')`,
        )
        return (
          await tx.query(
            `update public.contact_submissions set status = 'won' where email = 'aged@example.com'`,
          )
        ).rowCount
      })
      expect(changed).toBe(1)
    })
  })

  describe('per-address throttle', () => {
    it('refuses a fourth request from one address within 10 minutes, in any letter case', async () => {
      const outcome = await asCaller(t.db, { role: 'anon' }, async (tx) => {
        const insert = (email: string) =>
          tx.query(
            `select public.submit_estimate_request(first_name => 'Ann', last_name => 'Lee',
              email => $1, phone => '5550100', service => 'lawn-maintenance')`,
            [email],
          )
        for (const email of ['spam@example.com', 'Spam@example.com', 'SPAM@example.com'])
          await insert(email)
        await insert('someone.else@example.com')
        return insert('spam@EXAMPLE.com').then(
          () => 'accepted',
          (e: unknown) => e,
        )
      })
      expect(outcome).toMatchObject({
        code: 'PT429',
        message: 'Too many requests from this email address. Please try again in a few minutes.',
      })
    })

    it('counts only the last 10 minutes', async () => {
      await t.db.query(`insert into public.contact_submissions
        (first_name, last_name, email, phone, service, created_at)
        select 'Old', 'Sender', 'old.sender@example.com', '5550100', 'lawn-maintenance', now() - interval '11 minutes'
        from generate_series(1, 3)`)
      await expect(send({ email: 'old.sender@example.com' })).resolves.toBe(1)
    })
  })

  describe('last admin', () => {
    const lastAdmin = {
      code: 'P0001',
      message: 'Cannot remove the last admin. Make another user an admin first.',
    }

    it('refuses removing the only admin, even by the service role', async () => {
      const seeded = await t.db.query<{ user_id: string }>('select user_id from public.user_roles')
      expect(seeded.rows).toHaveLength(1)
      const remove = (role: 'service_role' | 'authenticated') =>
        asCaller(
          t.db,
          role === 'service_role' ? { role } : { role, sub: seeded.rows[0]!.user_id, email: 'x' },
          (tx) => tx.query('delete from public.user_roles'),
        )
      await expect(remove('authenticated')).rejects.toMatchObject(lastAdmin)
      await expect(remove('service_role')).rejects.toMatchObject(lastAdmin)
      const other = await createUser(t.db, 'other@example.com')
      const move = asCaller(t.db, { role: 'service_role' }, (tx) =>
        tx.query('update public.user_roles set user_id = $1', [other.sub]),
      )
      await expect(move).rejects.toMatchObject(lastAdmin)
    })

    it('lets an admin remove their own role while another admin exists, then guards the other', async () => {
      const a = await createUser(t.db, 'first-admin@example.com', { admin: true })
      const result = await asCaller(t.db, a, async (tx) => {
        const removed = await tx.query(
          `delete from public.user_roles where user_id = $1 returning 1`,
          [a.sub],
        )
        const next = await tx.query('select user_id from public.user_roles')
        return { removed: removed.rowCount, visible: next.rowCount }
      })
      // After removing itself the caller is no longer admin, so it sees no roles.
      expect(result).toEqual({ removed: 1, visible: 0 })
      const removeAll = asCaller(t.db, { role: 'service_role' }, (tx) =>
        tx.query('delete from public.user_roles'),
      )
      await expect(removeAll).rejects.toMatchObject(lastAdmin)
      await t.db.query('delete from public.user_roles where user_id = $1', [a.sub])
    })

    /** Whether another session of this database waits for a lock that session `pid` holds. */
    const isWaitingOn = async (pid: number) => {
      const { rows } = await t.db.query(
        `select 1 from pg_catalog.pg_stat_activity
          where datname = current_database() and $1 = any(pg_catalog.pg_blocking_pids(pid))`,
        [pid],
      )
      return rows.length > 0
    }

    // Two admins removing each other at once: without the trigger's lock both deletes would
    // see the other admin still there and both succeed. Needs two real connections.
    it.runIf(kind === 'postgres')(
      'lets only one of two concurrent removals through when two admins remain',
      async () => {
        const a = await createUser(t.db, 'race-a@example.com', { admin: true })
        const b = await createUser(t.db, 'race-b@example.com', { admin: true })
        await t.db.query('delete from public.user_roles where user_id not in ($1, $2)', [
          a.sub,
          b.sub,
        ])
        const removeOther = (
          self: typeof a,
          other: typeof a,
          beforeCommit: (tx: Queryable) => Promise<void> = async () => {},
        ) =>
          asCaller(
            t.db,
            self,
            async (tx) => {
              await tx.query('delete from public.user_roles where user_id = $1', [other.sub])
              await beforeCommit(tx)
            },
            { commit: true },
          )
        // The first removal stays open until the second is certainly under way: waiting on the
        // first's lock, or (without the lock) finished. Then the first commits.
        let firstPid: number | undefined
        let isSecondSettled = false
        const first = removeOther(a, b, async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid')
          firstPid = rows[0]!.pid
          await vi.waitUntil(async () => isSecondSettled || (await isWaitingOn(firstPid!)), {
            timeout: 20_000,
          })
        })
        await vi.waitUntil(() => firstPid !== undefined, { timeout: 20_000 })
        const second = removeOther(b, a).finally(() => (isSecondSettled = true))
        const [firstOutcome, secondOutcome] = await Promise.allSettled([first, second])
        expect(firstOutcome.status).toBe('fulfilled')
        expect(secondOutcome).toMatchObject({ status: 'rejected', reason: lastAdmin })
        const left = await t.db.query(`select 1 from public.user_roles where role = 'admin'`)
        expect(left.rowCount).toBe(1)
      },
    )

    it('refuses deleting the last admin account, whose role goes with it', async () => {
      const del = asCaller(t.db, { role: 'service_role' }, (tx) =>
        tx.query('delete from public.user_roles'),
      )
      await expect(del).rejects.toMatchObject(lastAdmin)
      // The account's own trigger refuses first, before the role's cascade gets to.
      await expect(
        t.db.query('delete from auth.users where id in (select user_id from public.user_roles)'),
      ).rejects.toMatchObject({
        code: 'P0001',
        message: 'Cannot delete the last admin. Make another user an admin first.',
      })
    })
  })
})
