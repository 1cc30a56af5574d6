// The site's services are one catalogue in two places: supabase/functions/_shared/service-catalogue.ts,
// which the form, the landing pages, the inbox and the mails read, and private.estimate_services,
// whose keys the check trigger takes (supabase/schemas/20_estimate_requests.sql). This test keeps
// them equal, checks that everything the form can send is a key, and that the migration gave the
// requests stored before it the key of the name they held.
import { estimateServiceKeys } from '@/content/estimate-request'
import { galleryCategoryServices } from '@/content/gallery/categories'
import { landingServices } from '@/content/landing-catalog'
import { openConnection, type DbConnection } from '../../backend/db/connection.ts'
import { migrateDatabase } from '../../backend/db/prepare.ts'
import { createScratchDatabase } from '../../test-support/backend/scratch-database.ts'
import {
  formerServiceNames,
  isServiceKey,
  serviceCatalogue,
} from '../functions/_shared/service-catalogue.ts'
import { asCaller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

const KEYED_MIGRATION = '20261202090000'

/**
 * Every value the form can send: its own list (the nine services and 'other'), and what an
 * estimate button fills in: a landing page's service, or a gallery project's.
 */
const formServices = new Set<string>([
  ...estimateServiceKeys,
  ...landingServices.map((service) => service.key),
  ...Object.values(galleryCategoryServices),
])

describe('the service catalogue', () => {
  it('has unique keys and names', () => {
    const keys = serviceCatalogue.map((service) => service.key)
    const names = serviceCatalogue.map((service) => service.name)
    expect(new Set(keys).size).toBe(keys.length)
    expect(new Set(names).size).toBe(names.length)
  })

  it('holds every service the form can send, and each of its services is sent by something', () => {
    expect([...formServices].filter((service) => !isServiceKey(service))).toEqual([])
    expect(serviceCatalogue.map((service) => service.key).sort()).toEqual([...formServices].sort())
  })
})

describe.each(backends)('the site services on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  it("are the catalogue's keys and names, no more and no fewer", async () => {
    const { rows } = await t.db.query<{ key: string; name: string }>(
      'select key, name from private.estimate_services order by key',
    )
    expect(rows).toEqual(
      serviceCatalogue
        .map(({ key, name }) => ({ key, name }))
        .sort((a, b) => (a.key < b.key ? -1 : 1)),
    )
  })

  let sent = 0
  const submit = (service: string) =>
    asCaller(t.db, { role: 'anon' }, (tx) =>
      tx.query(
        `select request_id from public.submit_estimate_request(first_name => 'Ann',
           last_name => 'Lee', email => $2, phone => '916 555 0100', service => $1)`,
        [service, `keyed${++sent}@example.com`],
      ),
    )

  it('takes a request sent with a key, and refuses one sent with a name from before', async () => {
    await expect(submit('irrigation-sprinklers')).resolves.toMatchObject({ rowCount: 1 })
    for (const name of ['Irrigation Repair', 'Irrigation & Sprinklers', 'Lawn Care']) {
      await expect(submit(name), name).rejects.toMatchObject({
        code: '23514',
        constraint: 'contact_submissions_service_check',
      })
    }
  })
})

describe.each(backends)('the keyed services migration on %s', (kind) => {
  let db: DbConnection
  let drop: () => Promise<void>
  beforeAll(async () => {
    const scratch = await createScratchDatabase(kind, 'service_keys')
    drop = scratch.drop
    db = await openConnection({ databaseUrl: scratch.databaseUrl })
    await migrateDatabase(db, { before: KEYED_MIGRATION })
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
  })

  it('gives every request the key of the name it held, and leaves free text as written', async () => {
    const { rows: former } = await db.query<{ name: string }>(
      'select name from private.estimate_services order by name',
    )
    // Every name the check took before: the catalogue's names and the landing pages' own.
    expect(former.map((row) => row.name).sort()).toEqual(
      [
        ...serviceCatalogue.map((service) => service.name),
        ...Object.keys(formerServiceNames),
      ].sort(),
    )
    const older = [
      ...former.map((row) => row.name),
      // Stored before the check: other spacing and case, and a service of the sender's words.
      ' seasonal yard cleanup ',
      'Pool Cleaning',
    ]
    await db.transaction(async (tx) => {
      // Rows as the older checks left them: the throttle and the service check stay out.
      await tx.query(`select set_config('session_replication_role', 'replica', true)`)
      await tx.query(
        `insert into public.contact_submissions (first_name, last_name, email, phone, service, note, opened_at)
         select 'Old', 'Row', 'old' || n || '@example.com', '916 555 0100', service, 'Call back', now() - interval '1 day'
         from unnest($1::text[]) with ordinality as older (service, n)`,
        [older],
      )
    })
    const before = await db.query<{ id: string; note_updated_at: Date | null; opened_at: Date }>(
      'select id, note_updated_at, opened_at from public.contact_submissions order by id',
    )
    const historyBefore = await db.query('select id from public.history_events')

    await migrateDatabase(db)

    const { rows } = await db.query<{ service: string; count: number }>(
      `select service, count(*)::integer as count from public.contact_submissions
       group by service order by service collate "C"`,
    )
    expect(rows).toEqual([
      { service: 'Pool Cleaning', count: 1 },
      { service: 'artificial-turf', count: 1 },
      { service: 'cleanups-hauling', count: 4 }, // Cleanups & Hauling, Yard Cleanup, Seasonal Yard Cleanup, the spaced one
      { service: 'commercial-landscaping', count: 1 },
      { service: 'drought-tolerant-landscaping', count: 1 },
      { service: 'garden-bed-installation', count: 1 },
      { service: 'hardscaping', count: 1 },
      { service: 'hedge-trimming', count: 1 },
      { service: 'irrigation-sprinklers', count: 2 }, // Irrigation & Sprinklers, Irrigation Repair
      { service: 'landscape-design', count: 1 },
      { service: 'lawn-maintenance', count: 2 }, // Lawn Care & Maintenance, Lawn Care
      { service: 'other', count: 1 },
      { service: 'sod-installation', count: 1 },
      { service: 'tree-trimming', count: 1 },
    ])
    // Only the service changed: no stamp moved, and the history gained nothing.
    await expect(
      db.query('select id, note_updated_at, opened_at from public.contact_submissions order by id'),
    ).resolves.toMatchObject({ rows: before.rows })
    await expect(db.query('select id from public.history_events')).resolves.toMatchObject({
      rowCount: historyBefore.rowCount,
    })
    // An admin's change to a request kept with its own words still works; its service stays.
    await expect(
      db.query(
        `update public.contact_submissions set status = 'contacted' where service = 'Pool Cleaning'`,
      ),
    ).resolves.toMatchObject({ rowCount: 1 })
  })
})
