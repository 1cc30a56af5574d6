// The services a request may name are one list in two places: what the estimate form can send
// (src/content) and what the database takes (private.estimate_services, checked by the trigger of
// 20261129110000_check_contact_submissions_service.sql). This test keeps them equal.
import { estimateServiceOptions } from '@/content/estimate-request'
import { galleryCategoryServices } from '@/content/gallery/categories'
import { landingServices } from '@/content/landing-catalog'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

/**
 * Every value the form can send: its own list (the nine services and 'Something else'), and what
 * an estimate button fills in: a landing page's service, or a gallery project's.
 */
const formServices = new Set([
  ...estimateServiceOptions,
  ...landingServices.map((service) => service.name),
  ...Object.values(galleryCategoryServices),
])

describe.each(backends)('the site services on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  it('are the services the estimate form can send, no more and no fewer', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      'select name from private.estimate_services',
    )
    expect(rows.map((row) => row.name).sort()).toEqual([...formServices].sort())
  })
})
