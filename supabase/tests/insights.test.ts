// The Insights functions (issue 24) on the fixture of support/insights-fixture.ts, whose right
// answers are worked out by hand below (office time is America/Los_Angeles; weeks start on
// Monday). Also the columns they count by (city, campaign, referrer_host), the inbox filters that
// show the requests behind each figure, who may ask, and the served areas against the content.
import type { Queryable } from '../../backend/db/connection.ts'
import { landingCities } from '@/content/landing-catalog'
import { serviceAreaZips } from '@/content/service-area-zips'
import { officeTimeZone } from '../functions/_shared/visit-windows'
import { asCaller, become, createUser, inRollback, type Caller } from './support/as-role.ts'
import { fixtureRequests, storeInsightsFixture } from './support/insights-fixture.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

type Json = Record<string, unknown>

// The fixture's periods (office days, both included) and the instants they start and end at.
const autumn = ['2026-10-19', '2026-11-15'] as const
const autumnFrom = '2026-10-19T07:00:00Z' // Mon 10-19 00:00 PDT
const autumnBefore = '2026-11-16T08:00:00Z' // Mon 11-16 00:00 PST
/** Starts on a Thursday and ends on a Wednesday: its first and last weeks are clipped. */
const clipped = ['2026-10-22', '2026-11-04'] as const
const spring = ['2026-03-02', '2026-03-15'] as const
const empty = ['2026-01-05', '2026-01-11'] as const

let visits = 0
/**
 * Stores a request as the owner, from a new e-mail address so that the per-address throttle never
 * interferes; returns the row.
 */
async function storeVisit(tx: Queryable, fields: Record<string, string | null>) {
  const row = {
    first_name: 'Vic',
    last_name: 'Visit',
    email: `visit${++visits}@example.com`,
    phone: '(916) 555-0100',
    service: 'lawn-maintenance',
    ...fields,
  }
  const names = Object.keys(row)
  const { rows } = await tx.query<Json & { id: string }>(
    `insert into public.contact_submissions (${names.join(', ')})
     values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    Object.values(row),
  )
  return rows[0]!
}

/** A set-returning function's rows as JSON (dates as 'YYYY-MM-DD', hours as numbers). */
async function rowsOf(tx: Queryable, call: string, params: unknown[] = []) {
  const { rows } = await tx.query<{ row: Json }>(`select to_jsonb(r) as row from ${call} r`, params)
  return rows.map((r) => r.row)
}

const weekly = (tx: Queryable, [from, to]: readonly string[]) =>
  rowsOf(tx, 'public.insights_weekly_requests($1::date, $2::date)', [from, to])
const breakdown = (tx: Queryable, dimension: string, [from, to]: readonly string[]) =>
  rowsOf(tx, 'public.insights_request_breakdown($1, $2::date, $3::date)', [dimension, from, to])
const pipeline = (tx: Queryable, [from, to]: readonly string[]) =>
  rowsOf(tx, 'public.insights_pipeline($1::date, $2::date)', [from, to])
const decidedSources = (tx: Queryable, [from, to]: readonly string[]) =>
  rowsOf(tx, 'public.insights_decided_sources($1::date, $2::date)', [from, to])
const responseTimes = (tx: Queryable, [from, to]: readonly string[]) =>
  rowsOf(tx, 'public.insights_response_times($1::date, $2::date)', [from, to])

/** The first names of the requests one inbox page shows with these filters, sorted. */
async function inboxNames(tx: Queryable, filters: Record<string, unknown>) {
  const args = { page_size: 1000, ...filters }
  const names = Object.keys(args)
  const { rows } = await tx.query<{ first_name: string }>(
    `select first_name from public.list_estimate_requests(${names
      .map((n, i) => `${n} => $${i + 1}`)
      .join(', ')})`,
    Object.values(args),
  )
  return rows.map((r) => r.first_name).sort()
}

const key = (k: string | null, requests: number) => ({ key: k, requests })
const week = (
  weekStart: string,
  firstDay: string,
  lastDay: string,
  requests: number,
  yearEarlier: [string, string, number],
) => ({
  week_start: weekStart,
  first_day: firstDay,
  last_day: lastDay,
  requests,
  year_earlier_first_day: yearEarlier[0],
  year_earlier_last_day: yearEarlier[1],
  year_earlier_requests: yearEarlier[2],
})
const speed = (
  weekStart: string,
  firstDay: string,
  lastDay: string,
  requests: number,
  answered: number,
  medianHours: number | null,
  p90Hours: number | null,
) => ({
  week_start: weekStart,
  first_day: firstDay,
  last_day: lastDay,
  requests,
  answered,
  median_hours: medianHours,
  p90_hours: p90Hours,
})
const statuses = (n: [number, number, number, number, number, number]) =>
  ['new', 'contacted', 'scheduled', 'won', 'lost', 'archived'].map((status, i) => ({
    status,
    requests: n[i],
  }))

describe.each(backends)('insights on %s', (kind) => {
  let t: TestDatabase
  let admin: Extract<Caller, { role: 'authenticated' }>
  let member: Extract<Caller, { role: 'authenticated' }>
  beforeAll(async () => {
    t = await createTestDatabase(kind)
    admin = await createUser(t.db, 'insights-admin@example.com', { admin: true })
    member = await createUser(t.db, 'insights-member@example.com')
    await storeInsightsFixture(t.db)
  })
  afterAll(() => t?.dispose())

  const asAdmin = <T>(fn: (tx: Queryable) => Promise<T>) => asCaller(t.db, admin, fn)

  describe('insights_weekly_requests', () => {
    it('counts each Monday-started office week, across the change back to standard time', async () => {
      // Dee (Sun 23:59 PDT) and Jo, Ivy (Sun 23:30 and 23:59 PST) are Monday in UTC; Rex and Sam
      // fall just outside. A year earlier: Y1, Y6 | Y3, Y5 | Y4, Y7 | none; Y2 is a minute early.
      await expect(asAdmin((tx) => weekly(tx, autumn))).resolves.toEqual([
        week('2026-10-19', '2026-10-19', '2026-10-25', 4, ['2025-10-20', '2025-10-26', 2]),
        week('2026-10-26', '2026-10-26', '2026-11-01', 6, ['2025-10-27', '2025-11-02', 2]),
        week('2026-11-02', '2026-11-02', '2026-11-08', 5, ['2025-11-03', '2025-11-09', 2]),
        week('2026-11-09', '2026-11-09', '2026-11-15', 2, ['2025-11-10', '2025-11-16', 0]),
      ])
    })

    it('clips the first and last weeks to the period, a year earlier too', async () => {
      // Thu 10-22 .. Wed 11-04: Cy, Dee | Eve .. Jo | Kai, Lu, Mo. A year earlier Thu 10-23 ..
      // Wed 11-05 2025: Y6 (not Y1, a Monday) | Y3, Y5 | Y4 (not Y7, Thursday 00:00).
      await expect(asAdmin((tx) => weekly(tx, clipped))).resolves.toEqual([
        week('2026-10-19', '2026-10-22', '2026-10-25', 2, ['2025-10-23', '2025-10-26', 1]),
        week('2026-10-26', '2026-10-26', '2026-11-01', 6, ['2025-10-27', '2025-11-02', 2]),
        week('2026-11-02', '2026-11-02', '2026-11-04', 3, ['2025-11-03', '2025-11-05', 1]),
      ])
    })

    it('counts across the change to daylight time, and zero weeks', async () => {
      // S4, S1 (01:30 PST), S2 (Sun 23:59 PDT) | S3, S6; a year earlier YS1 | YS2.
      await expect(asAdmin((tx) => weekly(tx, spring))).resolves.toEqual([
        week('2026-03-02', '2026-03-02', '2026-03-08', 3, ['2025-03-03', '2025-03-09', 1]),
        week('2026-03-09', '2026-03-09', '2026-03-15', 2, ['2025-03-10', '2025-03-16', 1]),
      ])
      await expect(asAdmin((tx) => weekly(tx, empty))).resolves.toEqual([
        week('2026-01-05', '2026-01-05', '2026-01-11', 0, ['2025-01-06', '2025-01-12', 0]),
      ])
    })
  })

  describe('insights_request_breakdown', () => {
    it('counts by service key, most first, then by key', async () => {
      await expect(asAdmin((tx) => breakdown(tx, 'service', autumn))).resolves.toEqual([
        // One row per service, however a page words it: the landing pages' 'Lawn Care' and the
        // form list's 'Lawn Care & Maintenance' are one key.
        key('lawn-maintenance', 7), // Ada, Dee, Hal, Jo, Kai, Lu, Pia
        key('hardscaping', 3), // Ben, Gus, Mo
        key('tree-trimming', 3), // Cy, Ivy, Quinn
        key('irrigation-sprinklers', 1),
        key('landscape-design', 1),
        key('other', 1),
        key('sod-installation', 1),
      ])
      await expect(asAdmin((tx) => breakdown(tx, 'service', clipped))).resolves.toEqual([
        key('lawn-maintenance', 5), // Dee, Hal, Jo, Kai, Lu
        key('hardscaping', 2), // Gus, Mo
        key('tree-trimming', 2), // Cy, Ivy
        key('irrigation-sprinklers', 1),
        key('sod-installation', 1),
      ])
    })

    it('counts by city, unknown last among equals', async () => {
      await expect(asAdmin((tx) => breakdown(tx, 'city', autumn))).resolves.toEqual([
        key('Folsom', 3), // Cy (landing page), Hal (named after a house number), Jo (landing page)
        key('Sacramento', 3), // Fay, Kai (landing pages), Mo (ZIP+4)
        key(null, 3), // Dee (nothing), Ivy (West Sacramento's ZIP), Pia (nothing)
        key('El Dorado Hills', 2), // Ada, Lu
        key('Citrus Heights', 1), // Quinn (named)
        key('Elk Grove', 1), // Ben (ZIP)
        key('Natomas', 1), // Oz (Natomas ZIP, 'Sacramento' in the address)
        key('North Highlands', 1), // Nia (named, lower case)
        key('Rocklin', 1), // Gus
        key('Roseville', 1), // Eve (landing page over a Folsom ZIP)
      ])
    })

    it('counts the top ten source pages, no page included', async () => {
      // Eleven pages and none: /sacramento-irrigation-repair and /sacramento-lawn-care (one each,
      // last by name) are left out.
      await expect(asAdmin((tx) => breakdown(tx, 'source_page', autumn))).resolves.toEqual([
        key('/services', 3), // Ben, Nia, Oz
        key(null, 3), // Dee, Pia, Quinn
        key('/eldoradohills-lawn-care', 2), // Ada, Lu
        key('/about', 1),
        key('/contact', 1),
        key('/folsom-lawn-care', 1),
        key('/folsom-tree-trimming', 1),
        key('/gallery', 1),
        key('/rocklin-landscape-design', 1),
        key('/roseville-sod-installation', 1),
      ])
    })

    it('counts by campaign and by referrer host', async () => {
      await expect(asAdmin((tx) => breakdown(tx, 'campaign', autumn))).resolves.toEqual([
        key(null, 9), // Ada, Dee, Fay, Gus, Hal, Jo (utm_campaign alone), Mo, Oz, Quinn
        key('Google Ads', 3), // Ben (gclid and UTM), Lu, Pia
        key('facebook', 2), // Cy, Kai (blank utm_campaign)
        key('newsletter / october', 2), // Eve, Nia
        key('google / spring-sale', 1), // Ivy
      ])
      await expect(asAdmin((tx) => breakdown(tx, 'referrer_host', autumn))).resolves.toEqual([
        key(null, 8), // Dee, Eve, Hal, Jo, Kai, Mo ('not a url'), Pia, Quinn
        key('google.com', 5), // Ada, Ben, Ivy, Lu (www.google.com), Oz (google.com)
        key('yelp.com', 2), // Fay, Nia
        key('bing.com', 1), // Gus (WWW.Bing.com)
        key('m.facebook.com', 1), // Cy (with a port)
      ])
    })

    it('returns no rows for a period without requests', async () => {
      for (const dimension of ['service', 'city', 'source_page', 'campaign', 'referrer_host']) {
        await expect(asAdmin((tx) => breakdown(tx, dimension, empty))).resolves.toEqual([])
      }
    })
  })

  describe('insights_pipeline and insights_decided_sources', () => {
    it('counts every status in order, zeros included', async () => {
      // new: Dee, Jo, Mo, Pia, Quinn; contacted: Eve, Kai, Oz; scheduled: Fay, Nia;
      // won: Ada, Ben, Hal, Lu; lost: Cy, Ivy; archived: Gus.
      await expect(asAdmin((tx) => pipeline(tx, autumn))).resolves.toEqual(
        statuses([5, 3, 2, 4, 2, 1]),
      )
      // new: S2, S3, S6; won: S1; archived: S4.
      await expect(asAdmin((tx) => pipeline(tx, spring))).resolves.toEqual(
        statuses([3, 0, 0, 1, 0, 1]),
      )
      await expect(asAdmin((tx) => pipeline(tx, empty))).resolves.toEqual(
        statuses([0, 0, 0, 0, 0, 0]),
      )
    })

    it('counts the won and lost requests by source: campaign, else referrer host, else direct', async () => {
      const rows = await asAdmin((tx) => decidedSources(tx, autumn))
      // Won first, most first; equal counts in any order.
      expect(rows.map((r) => [r.status, r.requests])).toEqual([
        ['won', 2],
        ['won', 1],
        ['won', 1],
        ['lost', 1],
        ['lost', 1],
      ])
      const source = (status: string, campaign: string | null, host: string | null, n: number) => ({
        status,
        campaign,
        referrer_host: host,
        requests: n,
      })
      expect(rows).toEqual(
        expect.arrayContaining([
          source('won', 'Google Ads', null, 2), // Ben (came via google.com too), Lu
          source('won', null, 'google.com', 1), // Ada
          source('won', null, null, 1), // Hal
          source('lost', 'facebook', null, 1), // Cy (came via m.facebook.com too)
          source('lost', 'google / spring-sale', null, 1), // Ivy
        ]),
      )
      await expect(asAdmin((tx) => decidedSources(tx, spring))).resolves.toEqual([
        source('won', null, 'yelp.com', 1), // S1
      ])
      await expect(asAdmin((tx) => decidedSources(tx, empty))).resolves.toEqual([])
    })
  })

  describe('insights_response_times', () => {
    it('takes the median and 90th percentile of the hours to the first change from new', async () => {
      // Week 1: 2, 5, 30 h (Dee unanswered): p90 = 5 + 0.8 * 25 = 25.
      // Week 2: 1, 4, 10, 12 (Ivy; her earlier note does not count), 20.33 h (Hal, elapsed time
      // across the change): median 10, p90 = 12 + 0.6 * 8.33 = 17.
      // Week 3: 1.5, 6 (Kai's first answer), 8, 48 h: median (6 + 8) / 2 = 7,
      // p90 = 8 + 0.7 * 40 = 36. Week 4: nobody answered.
      await expect(asAdmin((tx) => responseTimes(tx, autumn))).resolves.toEqual([
        speed('2026-10-19', '2026-10-19', '2026-10-25', 4, 3, 5, 25),
        speed('2026-10-26', '2026-10-26', '2026-11-01', 6, 5, 10, 17),
        speed('2026-11-02', '2026-11-02', '2026-11-08', 5, 4, 7, 36),
        speed('2026-11-09', '2026-11-09', '2026-11-15', 2, 0, null, null),
      ])
    })

    it('counts the clipped weeks of a period by the day each request came', async () => {
      // Cy 30 h (Dee unanswered) | as above | Kai 6, Lu 8 (Mo unanswered): p90 = 6 + 0.9 * 2.
      await expect(asAdmin((tx) => responseTimes(tx, clipped))).resolves.toEqual([
        speed('2026-10-19', '2026-10-22', '2026-10-25', 2, 1, 30, 30),
        speed('2026-10-26', '2026-10-26', '2026-11-01', 6, 5, 10, 17),
        speed('2026-11-02', '2026-11-02', '2026-11-04', 3, 2, 7, 7.8),
      ])
      // S1 answered 2 h 20 min later, 2.3 h rounded (3 h 20 min on the wall clock, across the
      // change to daylight time).
      await expect(asAdmin((tx) => responseTimes(tx, spring))).resolves.toEqual([
        speed('2026-03-02', '2026-03-02', '2026-03-08', 3, 1, 2.3, 2.3),
        speed('2026-03-09', '2026-03-09', '2026-03-15', 2, 0, null, null),
      ])
    })
  })

  describe('one working day', () => {
    // [now, one working day before], in UTC, with the office time in the comment.
    const cases = [
      ['2026-11-10T17:15:00Z', '2026-11-09T17:15:00Z'], // Tue 09:15 PST -> Mon 09:15
      ['2026-11-14T00:00:00Z', '2026-11-13T00:00:00Z'], // Fri 11-13 16:00 PST (Sat UTC) -> Thu 16:00
      ['2026-11-07T07:59:00Z', '2026-11-06T07:59:00Z'], // Fri 11-06 23:59 PST -> Thu 23:59
      ['2026-11-04T08:00:00Z', '2026-11-03T08:00:00Z'], // Wed 00:00 PST -> Tue 00:00
      ['2026-11-09T16:00:00Z', '2026-11-06T16:00:00Z'], // Mon 08:00 PST -> Fri 08:00
      ['2026-11-09T08:30:00Z', '2026-11-06T08:30:00Z'], // Mon 00:30 PST -> Fri 00:30
      ['2026-11-14T20:00:00Z', '2026-11-13T08:00:00Z'], // Sat 12:00 PST -> Fri 00:00
      ['2026-11-16T07:59:00Z', '2026-11-13T08:00:00Z'], // Sun 11-15 23:59 PST -> Fri 00:00
      ['2026-11-02T17:00:00Z', '2026-10-30T16:00:00Z'], // Mon 11-02 09:00 PST -> Fri 09:00 PDT
      ['2026-11-01T18:00:00Z', '2026-10-30T07:00:00Z'], // Sun 11-01 10:00 PST -> Fri 00:00 PDT
      ['2026-03-09T16:00:00Z', '2026-03-06T17:00:00Z'], // Mon 03-09 09:00 PDT -> Fri 09:00 PST
      ['2026-03-09T07:30:00Z', '2026-03-06T08:30:00Z'], // Mon 03-09 00:30 PDT -> Fri 00:30 PST
      ['2026-03-08T19:00:00Z', '2026-03-06T08:00:00Z'], // Sun 03-08 12:00 PDT -> Fri 00:00 PST
      ['2026-03-10T15:00:00Z', '2026-03-09T15:00:00Z'], // Tue 03-10 08:00 PDT -> Mon 08:00 PDT
    ] as const

    it.each(cases)('before %s is %s', async (now, expected) => {
      const { rows } = await t.db.query<{ before: Date }>(
        'select private.one_working_day_before($1::timestamptz) as before',
        [now],
      )
      expect(rows[0]!.before.toISOString()).toBe(expected.replace('Z', '.000Z'))
    })

    it('counts the new requests older than that, the ones the inbox filter lists', async () => {
      const seen = await inRollback(t.db, async (tx) => {
        // As text: a Date would drop the microseconds of now().
        const { rows } = await tx.query<Record<'cutoff' | 'second' | 'day', string>>(
          `select c::text as cutoff, (c - interval '1 second')::text as second,
             (c - interval '1 day')::text as day
           from private.one_working_day_before(now()) c where c < now()`,
        )
        const before = rows[0]!
        await storeVisit(tx, { first_name: 'Late', status: 'new', created_at: before.second })
        await storeVisit(tx, { first_name: 'OnTheDot', status: 'new', created_at: before.cutoff })
        await storeVisit(tx, {
          first_name: 'Answered',
          status: 'contacted',
          created_at: before.day,
        })
        await become(tx, admin)
        const overdue = await tx.query<{ requests: number; received_before: string }>(
          'select requests, received_before::text from public.insights_overdue_requests()',
        )
        return {
          cutoff: before.cutoff,
          overdue: overdue.rows,
          listed: await inboxNames(tx, { over_one_working_day: true }),
          newest: await inboxNames(tx, { over_one_working_day: true, status: 'new' }),
        }
      })
      // The fixture's new requests (all weeks ago) and Late.
      const waiting = ['Dee', 'Jo', 'Late', 'Mo', 'Pia', 'Quinn', 'Rex', 'S2', 'S3', 'S6', 'Sam']
      expect(seen.overdue).toEqual([{ requests: waiting.length, received_before: seen.cutoff }])
      expect(seen.listed).toEqual(waiting)
      expect(seen.newest).toEqual(waiting)
    })
  })

  describe('the inbox filters behind each figure', () => {
    const inPeriod = { received_from: autumnFrom, received_before: autumnBefore }

    it('lists the requests a breakdown counts, none included', async () => {
      const listed = await asAdmin(async (tx) => ({
        folsom: await inboxNames(tx, { ...inPeriod, city: 'Folsom' }),
        noCity: await inboxNames(tx, { ...inPeriod, city: 'none' }),
        googleAds: await inboxNames(tx, { ...inPeriod, campaign: 'Google Ads' }),
        newsletter: await inboxNames(tx, { ...inPeriod, campaign: 'newsletter / october' }),
        noCampaign: await inboxNames(tx, { ...inPeriod, campaign: 'none' }),
        google: await inboxNames(tx, { ...inPeriod, referrer_host: 'google.com' }),
        direct: await inboxNames(tx, { ...inPeriod, referrer_host: 'direct' }),
        noPage: await inboxNames(tx, { ...inPeriod, source_page: 'none' }),
        services: await inboxNames(tx, { ...inPeriod, source_page: '/services' }),
        lawnCare: await inboxNames(tx, { ...inPeriod, service: 'lawn-maintenance' }),
      }))
      expect(listed).toEqual({
        folsom: ['Cy', 'Hal', 'Jo'],
        noCity: ['Dee', 'Ivy', 'Pia'],
        googleAds: ['Ben', 'Lu', 'Pia'],
        newsletter: ['Eve', 'Nia'],
        noCampaign: ['Ada', 'Dee', 'Fay', 'Gus', 'Hal', 'Jo', 'Mo', 'Oz', 'Quinn'],
        google: ['Ada', 'Ben', 'Ivy', 'Lu', 'Oz'],
        direct: ['Dee', 'Eve', 'Hal', 'Jo', 'Kai', 'Mo', 'Pia', 'Quinn'],
        noPage: ['Dee', 'Pia', 'Quinn'],
        services: ['Ben', 'Nia', 'Oz'],
        lawnCare: ['Ada', 'Dee', 'Hal', 'Jo', 'Kai', 'Lu', 'Pia'],
      })
      // And each list is as long as its figure.
      const figures = await asAdmin(async (tx) => ({
        city: await breakdown(tx, 'city', autumn),
        campaign: await breakdown(tx, 'campaign', autumn),
        referrer: await breakdown(tx, 'referrer_host', autumn),
        page: await breakdown(tx, 'source_page', autumn),
        service: await breakdown(tx, 'service', autumn),
      }))
      const count = (rows: Json[], k: string | null) => rows.find((r) => r.key === k)?.requests
      expect(count(figures.city, 'Folsom')).toBe(listed.folsom.length)
      expect(count(figures.city, null)).toBe(listed.noCity.length)
      expect(count(figures.campaign, 'Google Ads')).toBe(listed.googleAds.length)
      expect(count(figures.campaign, 'newsletter / october')).toBe(listed.newsletter.length)
      expect(count(figures.campaign, null)).toBe(listed.noCampaign.length)
      expect(count(figures.referrer, 'google.com')).toBe(listed.google.length)
      expect(count(figures.referrer, null)).toBe(listed.direct.length)
      expect(count(figures.page, null)).toBe(listed.noPage.length)
      expect(count(figures.page, '/services')).toBe(listed.services.length)
      expect(count(figures.service, 'lawn-maintenance')).toBe(listed.lawnCare.length)
    })

    it('lists the requests of a week, a status and a decided source', async () => {
      const listed = await asAdmin((tx) =>
        Promise.all([
          // The week of 10-26 (6 requests): Mon 00:00 PDT to Mon 11-02 00:00 PST.
          inboxNames(tx, {
            received_from: '2026-10-26T07:00:00Z',
            received_before: '2026-11-02T08:00:00Z',
          }),
          inboxNames(tx, { ...inPeriod, status: 'won' }),
          inboxNames(tx, { ...inPeriod, status: 'won', campaign: 'Google Ads' }),
          inboxNames(tx, {
            ...inPeriod,
            status: 'won',
            campaign: 'none',
            referrer_host: 'google.com',
          }),
          inboxNames(tx, { ...inPeriod, status: 'won', campaign: 'none', referrer_host: 'direct' }),
        ]),
      )
      expect(listed).toEqual([
        ['Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'],
        ['Ada', 'Ben', 'Hal', 'Lu'],
        ['Ben', 'Lu'],
        ['Ada'],
        ['Hal'],
      ])
    })
  })

  describe('the columns insights count by', () => {
    it('are set for every request of the fixture', async () => {
      const { rows } = await t.db.query<Json>(
        `select first_name, city, campaign, referrer_host from public.contact_submissions
         where created_at >= $1 and created_at < $2 order by created_at`,
        [autumnFrom, autumnBefore],
      )
      const of = (city: string | null, campaign: string | null, host: string | null) => ({
        city,
        campaign,
        referrer_host: host,
      })
      expect(Object.fromEntries(rows.map(({ first_name, ...rest }) => [first_name, rest]))).toEqual(
        {
          Ada: of('El Dorado Hills', null, 'google.com'),
          Ben: of('Elk Grove', 'Google Ads', 'google.com'),
          Cy: of('Folsom', 'facebook', 'm.facebook.com'),
          Dee: of(null, null, null),
          Eve: of('Roseville', 'newsletter / october', null),
          Fay: of('Sacramento', null, 'yelp.com'),
          Gus: of('Rocklin', null, 'bing.com'),
          Hal: of('Folsom', null, null),
          Ivy: of(null, 'google / spring-sale', 'google.com'),
          Jo: of('Folsom', null, null),
          Kai: of('Sacramento', 'facebook', null),
          Lu: of('El Dorado Hills', 'Google Ads', 'google.com'),
          Mo: of('Sacramento', null, null),
          Nia: of('North Highlands', 'newsletter / october', 'yelp.com'),
          Oz: of('Natomas', null, 'google.com'),
          Pia: of(null, 'Google Ads', null),
          Quinn: of('Citrus Heights', null, null),
        },
      )
    })

    it('derive the campaign and referrer host from what the visit sent', async () => {
      const cases: [Record<string, string>, string | null, string | null][] = [
        [
          { gclid: 'g', utm_source: 'bing', referrer: 'https://www.google.com/' },
          'Google Ads',
          'google.com',
        ],
        [{ utm_source: ' google ', utm_campaign: ' spring ' }, 'google / spring', null],
        [{ utm_source: '   ', utm_campaign: 'spring' }, null, null],
        [{ referrer: 'https://www.Example.com:8443/a/b?c=1#d' }, null, 'example.com'],
        [{ referrer: 'http://visitor@www.shop.example.org/x' }, null, 'shop.example.org'],
        [{ referrer: 'https://wwwx.com/' }, null, 'wwwx.com'],
        [{ referrer: 'https://www2.example.com' }, null, 'www2.example.com'],
        [{ referrer: '' }, null, null],
      ]
      const derived = await inRollback(t.db, async (tx) => {
        const found = []
        for (const [fields] of cases) {
          const stored = await storeVisit(tx, fields)
          found.push([fields, stored.campaign, stored.referrer_host])
        }
        return found
      })
      expect(derived).toEqual(cases)
    })

    it('set the city from the landing page, else a ZIP at the end, else a name', async () => {
      const cases: [string | null, string | null, string | null][] = [
        ['/eldoradohills-lawn-care', null, 'El Dorado Hills'],
        ['/roseville-lawn-care', '1 Main St, Folsom, CA 95630', 'Roseville'],
        ['/services', '1 Main St, Folsom, CA 95630', 'Folsom'],
        [null, '9 Elm St, Elk Grove, CA 95624', 'Elk Grove'],
        [null, '9 Elm St, Elk Grove, CA 95624-1234.', 'Elk Grove'],
        [null, '95762', 'El Dorado Hills'],
        [null, '2 Arena Blvd, Sacramento, CA 95834', 'Natomas'],
        [null, 'West Sacramento, CA 95691', null],
        [null, '12345 Oak Rd, Folsom, CA', 'Folsom'],
        [null, '12345 Oak Rd', null],
        [null, 'Folsom, CA 123456', 'Folsom'], // six digits: no ZIP, so the name
        [null, '1 Main St, Folsom CA 95630 USA', 'Folsom'],
        [null, '5 Lincolnshire Ct, Roseville', 'Roseville'],
        [null, '3 Elk Grove Blvd, El Dorado Hills, CA', 'El Dorado Hills'],
        [null, '7 sunrise blvd, citrus heights', 'Citrus Heights'],
        [null, 'Somewhere, CA', null],
        [null, null, null],
      ]
      const cities = await inRollback(t.db, async (tx) => {
        const found = []
        for (const [sourcePage, address] of cases) {
          const stored = await storeVisit(tx, { source_page: sourcePage, address })
          found.push([sourcePage, address, stored.city])
        }
        return found
      })
      expect(cities).toEqual(cases)
    })

    it('keep the city in step when an admin changes the address or page; nobody sets it', async () => {
      const seen = await inRollback(t.db, async (tx) => {
        await tx.query(`select set_config('request.headers', '{}', true)`)
        await become(tx, { role: 'anon' })
        const { rows } = await tx.query<{ request_id: string }>(
          `select request_id from public.submit_estimate_request(first_name => 'Val',
             last_name => 'Sent', email => 'val.sent@example.com', phone => '(916) 555-0100',
             service => 'lawn-maintenance', address => '4 Oak Ave, Rocklin, CA 95677',
             referrer => 'https://www.yelp.com/', utm_source => 'google', gclid => 'g')`,
        )
        const id = rows[0]!.request_id
        await become(tx, admin)
        const cityNow = async () =>
          (
            await tx.query<{ city: string | null }>(
              'select city from public.contact_submissions where id = $1',
              [id],
            )
          ).rows[0]!.city
        const update = (set: string) =>
          tx.query(`update public.contact_submissions set ${set} where id = $1`, [id])
        const sent = (
          await tx.query<Json>(
            'select city, campaign, referrer_host from public.contact_submissions where id = $1',
            [id],
          )
        ).rows[0]
        await update(`address = '1 Main St, Lincoln, CA 95648'`)
        const afterAddress = await cityNow()
        await update(`note = 'Called', status = 'contacted'`)
        const afterNote = await cityNow()
        await update(`address = null`)
        const withoutAddress = await cityNow()
        const refused = await tx
          .query(`update public.contact_submissions set city = 'Folsom' where id = $1`, [id])
          .catch((e: unknown) => e)
        return { sent, afterAddress, afterNote, withoutAddress, refused }
      })
      expect(seen).toEqual({
        sent: { city: 'Rocklin', campaign: 'Google Ads', referrer_host: 'yelp.com' },
        afterAddress: 'Lincoln',
        afterNote: 'Lincoln',
        withoutAddress: null,
        refused: expect.objectContaining({ code: '42501' }),
      })
      // The page is not something an admin edits; the trigger follows it all the same.
      const byPage = await inRollback(t.db, async (tx) => {
        const stored = await storeVisit(tx, { address: 'Elk Grove, CA' })
        const { rows: updated } = await tx.query<{ city: string }>(
          `update public.contact_submissions set source_page = '/folsom-lawn-care' where id = $1
           returning city`,
          [stored.id],
        )
        return { stored: stored.city, updated: updated[0]!.city }
      })
      expect(byPage).toEqual({ stored: 'Elk Grove', updated: 'Folsom' })
    })
  })

  describe('who may ask', () => {
    const calls = [
      'public.insights_weekly_requests($1::date, $2::date)',
      'public.insights_request_breakdown($3, $1::date, $2::date)',
      'public.insights_pipeline($1::date, $2::date)',
      'public.insights_decided_sources($1::date, $2::date)',
      'public.insights_response_times($1::date, $2::date)',
      'public.insights_overdue_requests()',
    ]
    const run = (caller: Caller, call: string, period: (string | null)[] = [...autumn]) =>
      asCaller(t.db, caller, async (tx) => {
        const params = [...period, 'service'].slice(0, (call.match(/\$\d/g) ?? []).length)
        return rowsOf(tx, call, params)
      })

    it.each(calls)(
      '%s refuses anon, a signed-in user and an admin without a second factor',
      async (call) => {
        // Anon may not even call them (no grant); the others are turned away by the function.
        await expect(run({ role: 'anon' }, call)).rejects.toMatchObject({ code: '42501' })
        for (const caller of [member, { ...admin, aal: 'aal1' as const }]) {
          await expect(run(caller, call)).rejects.toMatchObject({
            code: '42501',
            message: 'Only admins can do this.',
          })
        }
        await expect(run({ role: 'service_role' }, call)).resolves.not.toHaveLength(0)
        await expect(run(admin, call)).resolves.not.toHaveLength(0)
      },
    )

    it.each(calls.slice(0, 5))('%s refuses an impossible period', async (call) => {
      const bad = [
        [null, '2026-11-15'],
        ['2026-10-19', null],
        ['2026-11-16', '2026-11-15'],
        ['2025-01-01', '2027-03-12'], // 801 days, both included
      ]
      for (const period of bad) {
        await expect(run(admin, call, period)).rejects.toMatchObject({ code: '22023' })
      }
      // One day, and 800 days (both included).
      await expect(run(admin, call, ['2026-11-15', '2026-11-15'])).resolves.toBeDefined()
      await expect(run(admin, call, ['2025-01-01', '2027-03-11'])).resolves.toBeDefined()
    })

    it('are security definer, stable and return the columns the client reads', async () => {
      const { rows } = await t.db.query<Json>(
        `select p.proname as name, pg_get_function_arguments(p.oid) as args,
           pg_get_function_result(p.oid) as result, p.prosecdef as definer,
           p.provolatile = 's' as stable, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.proname like 'insights%' order by p.proname`,
      )
      const period = 'period_start date, period_end date'
      const fn = (name: string, args: string, result: string) => ({
        name,
        args,
        result,
        definer: true,
        stable: true,
        config: ['search_path=""'],
      })
      expect(rows).toEqual([
        fn(
          'insights_decided_sources',
          period,
          'TABLE(status estimate_request_status, campaign text, referrer_host text, requests integer)',
        ),
        fn(
          'insights_overdue_requests',
          '',
          'TABLE(requests integer, received_before timestamp with time zone)',
        ),
        fn('insights_pipeline', period, 'TABLE(status estimate_request_status, requests integer)'),
        fn(
          'insights_request_breakdown',
          `dimension text, ${period}`,
          'TABLE(key text, requests integer)',
        ),
        fn(
          'insights_response_times',
          period,
          'TABLE(week_start date, first_day date, last_day date, requests integer, answered integer, median_hours double precision, p90_hours double precision)',
        ),
        fn('insights_reviews_asked', period, 'integer'),
        fn(
          'insights_weekly_requests',
          period,
          'TABLE(week_start date, first_day date, last_day date, requests integer, year_earlier_first_day date, year_earlier_last_day date, year_earlier_requests integer)',
        ),
      ])
    })

    it('refuses an unknown dimension', async () => {
      for (const dimension of ['status', 'Service', '', null]) {
        await expect(
          asAdmin((tx) => breakdown(tx, dimension as string, autumn)),
        ).rejects.toMatchObject({ code: '22023' })
      }
    })
  })

  it('knows the served areas and ZIP codes the site lists', async () => {
    const areas = await t.db.query<{ name: string; landing_slug: string | null }>(
      'select name, landing_slug from private.served_areas order by name',
    )
    const zips = await t.db.query<{ zip: string; area: string }>(
      'select zip, area from private.served_area_zips order by zip',
    )
    const slugOf = (name: string) => landingCities.find((city) => city.name === name)?.slug ?? null
    expect(areas.rows).toEqual(
      Object.keys(serviceAreaZips)
        .sort()
        .map((name) => ({ name, landing_slug: slugOf(name) })),
    )
    expect(landingCities.every((city) => city.name in serviceAreaZips)).toBe(true)
    expect(zips.rows).toEqual(
      Object.entries(serviceAreaZips)
        .flatMap(([area, list]) => list.map((zip) => ({ zip, area })))
        .sort((a, b) => a.zip.localeCompare(b.zip)),
    )
  })

  it('names the office time zone the app uses for its days', async () => {
    const { rows } = await t.db.query<{ zone: string }>('select private.office_time_zone() as zone')
    expect(rows[0]!.zone).toBe(officeTimeZone)
  })

  it('has a fixture whose names are unique', () => {
    const names = fixtureRequests.map((request) => request.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
