// The client address the per-client ceiling of submit_estimate_request counts by
// (private.request_client_address): which header it trusts, IPv6 clients as their /64, and
// values that are not addresses kept harmless.
import type { Queryable } from '../../backend/db/connection.ts'
import { asCaller, inRollback } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

type Headers = Record<string, string>

let unique = 0
/** A request from a new e-mail address, so the per-e-mail throttle never interferes. */
const freshRequest = () => ({
  first_name: 'Ann',
  last_name: 'Lee',
  email: `client-address${++unique}@example.com`,
  phone: '(916) 555-0100',
  service: 'irrigation-sprinklers',
})

/** Calls the function as PostgREST would, with these request headers. */
async function submitWith(tx: Queryable, headers: Headers) {
  await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)])
  const request = freshRequest()
  const names = Object.keys(request)
  await tx.query(
    `select public.submit_estimate_request(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`,
    Object.values(request),
  )
}

/** 'accepted', or the error that refused the call. */
const outcomeOf = (sent: Promise<unknown>) =>
  sent.then(
    () => 'accepted',
    (error: unknown) => error,
  )

const refused = {
  code: 'PT429',
  message: 'Too many requests from this network. Please call us or try again later.',
}

describe.each(backends)('the client address on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  const addressFor = (headers: Headers | null) =>
    inRollback(t.db, async (tx) => {
      if (headers) {
        await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)])
      }
      const { rows } = await tx.query<{ address: string | null }>(
        'select private.request_client_address() as address',
      )
      return rows[0]!.address
    })

  it.each<[string, Headers | null, string | null]>([
    ['IPv4 as it is', { 'x-real-ip': '192.0.2.7' }, '192.0.2.7'],
    ['IPv6 as its /64', { 'x-real-ip': '2001:db8:1:2:aaaa:bbbb:cccc:dddd' }, '2001:db8:1:2::/64'],
    [
      'IPv6 written otherwise, as the same /64',
      { 'x-real-ip': '2001:DB8:1:2::5' },
      '2001:db8:1:2::/64',
    ],
    [
      'IPv6 with zeros in its prefix, compressed',
      { 'x-real-ip': '2001:db8:0:0:1::' },
      '2001:db8::/64',
    ],
    ['IPv4-mapped IPv6 as IPv4', { 'x-real-ip': '::ffff:192.0.2.7' }, '192.0.2.7'],
    [
      'cf-connecting-ip first',
      { 'cf-connecting-ip': '2001:db8::1', 'x-real-ip': '192.0.2.7' },
      '2001:db8::/64',
    ],
    [
      'x-real-ip before x-forwarded-for',
      { 'x-real-ip': '192.0.2.7', 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
      '192.0.2.7',
    ],
    [
      'the rightmost x-forwarded-for entry, the one the nearest proxy appended',
      { 'x-forwarded-for': '198.51.100.1,  203.0.113.9 ' },
      '203.0.113.9',
    ],
    [
      'past an empty header',
      { 'cf-connecting-ip': ' ', 'x-real-ip': '', 'x-forwarded-for': '203.0.113.9' },
      '203.0.113.9',
    ],
    ['no address header: none', { 'user-agent': 'test' }, null],
    ['outside a request: none', null, null],
  ])('takes %s', async (_, headers, expected) => {
    expect(await addressFor(headers)).toBe(expected)
  })

  it('keeps a value that is not an address as sent, cut to 100 characters', async () => {
    for (const garbage of [
      'unknown',
      '[2001:db8::1]:443',
      '192.0.2.7:8080',
      '300.1.2.3',
      'fe80::1%eth0',
    ]) {
      expect(await addressFor({ 'x-real-ip': garbage })).toBe(garbage)
    }
    expect(await addressFor({ 'x-real-ip': `${'x'.repeat(300)}` })).toBe('x'.repeat(100))
    expect(await addressFor({ 'x-forwarded-for': `1.2.3.4, ${"'; drop table x; --"}` })).toBe(
      "'; drop table x; --",
    )
  })

  /** Ten sends from `first`, then the outcome of an eleventh from each of `then`. */
  const eleventhFrom = (first: () => Headers, then: Headers[]) =>
    asCaller(t.db, { role: 'anon' }, async (tx) => {
      for (let i = 0; i < 10; i++) await submitWith(tx, first())
      const outcomes = []
      for (const headers of then) outcomes.push(await outcomeOf(submitWith(tx, headers)))
      return outcomes
    })

  it('counts IPv6 clients of one /64 together and other /64s apart', async () => {
    let host = 0
    const outcomes = await eleventhFrom(
      () => ({ 'x-real-ip': `2001:db8:aa:1:${(++host).toString(16)}::1` }),
      [{ 'x-real-ip': '2001:db8:aa:2::1' }, { 'x-real-ip': '2001:db8:aa:1:ffff:ffff:ffff:ffff' }],
    )
    expect(outcomes).toMatchObject(['accepted', refused])
  })

  it('counts by the proxy-appended x-forwarded-for entry, whatever the client put first', async () => {
    let forged = 0
    const outcomes = await eleventhFrom(
      () => ({ 'x-forwarded-for': `10.0.${++forged}.1, 203.0.113.50` }),
      [
        { 'x-forwarded-for': '203.0.113.50, 203.0.113.51' },
        { 'x-forwarded-for': '10.9.9.9, 203.0.113.50' },
      ],
    )
    expect(outcomes).toMatchObject(['accepted', refused])
  })

  it('takes a request with a value that is not an address, and counts that value', async () => {
    const outcomes = await eleventhFrom(
      () => ({ 'x-real-ip': 'unknown' }),
      [{ 'x-real-ip': 'unknown' }],
    )
    expect(outcomes).toMatchObject([refused])
  })
})
