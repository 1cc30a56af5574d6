/**
 * The requests the Insights tests count (supabase/tests/insights.test.ts). Every instant is
 * written in UTC with its office time (America/Los_Angeles) beside it, so the right answers can be
 * worked out by hand from this file. Daylight-saving time ends on Sunday 2026-11-01 at 02:00
 * (PDT, UTC-7 -> PST, UTC-8) and starts on Sunday 2026-03-08 at 02:00 (PST -> PDT); a year
 * earlier, on 2025-11-02 and 2025-03-09.
 *
 * Autumn period 2026-10-19 (Mon) .. 2026-11-15 (Sun): four weeks, requests 1-17.
 * Spring period 2026-03-02 (Mon) .. 2026-03-15 (Sun): two weeks across the change, S1-S6.
 * Year-earlier requests (Y…) fall 364 days before those weeks.
 */
import type { DbConnection } from '../../../backend/db/connection.ts'

type Status = 'new' | 'contacted' | 'scheduled' | 'won' | 'lost' | 'archived'

/** A history entry of the request: a status change unless `kind` says otherwise. */
interface FixtureEvent {
  at: string
  from: string | null
  to: string
  kind?: 'request_status_changed' | 'request_note_changed'
}

export interface FixtureRequest {
  /** The request's first name: unique, so tests name requests by it. */
  name: string
  createdAt: string
  status: Status
  service: string
  sourcePage?: string
  referrer?: string
  utmSource?: string
  utmCampaign?: string
  gclid?: string
  address?: string
  history?: FixtureEvent[]
}

export const fixtureRequests: FixtureRequest[] = [
  // Week of Mon 2026-10-19 (PDT).
  {
    name: 'Ada', // Mon 10-19 00:00 PDT: the period's first instant. Answered after 2 h.
    createdAt: '2026-10-19T07:00:00Z',
    status: 'won',
    service: 'lawn-maintenance',
    sourcePage: '/eldoradohills-lawn-care',
    referrer: 'https://www.google.com/',
    history: [
      { at: '2026-10-19T09:00:00Z', from: 'new', to: 'contacted' },
      { at: '2026-10-22T18:00:00Z', from: 'contacted', to: 'won' },
    ],
  },
  {
    name: 'Ben', // Wed 10-21 10:00 PDT. gclid and UTM: Google Ads. Answered after 5 h.
    createdAt: '2026-10-21T17:00:00Z',
    status: 'won',
    service: 'hardscaping',
    sourcePage: '/services',
    referrer: 'https://www.google.com/',
    utmSource: 'google',
    utmCampaign: 'fall',
    gclid: 'gclid-ben',
    address: '9 Elm St, Elk Grove, CA 95624',
    history: [
      { at: '2026-10-21T22:00:00Z', from: 'new', to: 'contacted' },
      { at: '2026-10-25T17:00:00Z', from: 'contacted', to: 'won' },
    ],
  },
  {
    name: 'Cy', // Fri 10-23 13:00 PDT. utm_source only; a referrer with a port. Answered after 30 h.
    createdAt: '2026-10-23T20:00:00Z',
    status: 'lost',
    service: 'tree-trimming',
    sourcePage: '/folsom-tree-trimming',
    referrer: 'http://m.facebook.com:8080/l.php?u=x',
    utmSource: 'facebook',
    history: [
      { at: '2026-10-25T02:00:00Z', from: 'new', to: 'contacted' },
      { at: '2026-10-28T20:00:00Z', from: 'contacted', to: 'lost' },
    ],
  },
  {
    name: 'Dee', // Sun 10-25 23:59 PDT (Monday in UTC). No source at all; never touched.
    createdAt: '2026-10-26T06:59:00Z',
    status: 'new',
    service: 'lawn-maintenance',
  },
  // Week of Mon 2026-10-26: PDT until Sun 11-01 02:00, then PST.
  {
    name: 'Eve', // Mon 10-26 00:00 PDT. Landing page beats the address's ZIP. Answered after 1 h.
    createdAt: '2026-10-26T07:00:00Z',
    status: 'contacted',
    service: 'sod-installation',
    sourcePage: '/roseville-sod-installation',
    utmSource: 'newsletter',
    utmCampaign: 'october',
    address: '5 Pine Ct, Folsom, CA 95630',
    history: [{ at: '2026-10-26T08:00:00Z', from: 'new', to: 'contacted' }],
  },
  {
    name: 'Fay', // Wed 10-28 08:30 PDT. Answered (scheduled) after 4 h.
    createdAt: '2026-10-28T15:30:00Z',
    status: 'scheduled',
    service: 'irrigation-sprinklers',
    sourcePage: '/sacramento-irrigation-repair',
    referrer: 'https://yelp.com/biz/x',
    history: [{ at: '2026-10-28T19:30:00Z', from: 'new', to: 'scheduled' }],
  },
  {
    name: 'Gus', // Fri 10-30 15:00 PDT. Upper-case host. Answered (archived) after 10 h.
    createdAt: '2026-10-30T22:00:00Z',
    status: 'archived',
    service: 'hardscaping',
    sourcePage: '/rocklin-landscape-design',
    referrer: 'https://WWW.Bing.com/search?q=a',
    history: [{ at: '2026-10-31T08:00:00Z', from: 'new', to: 'archived' }],
  },
  {
    // Sun 11-01 01:30 PDT, before the change. A house number, no ZIP. Answered Sun 11-01 20:50
    // PST: 19 h 20 min on the wall clock, 20 h 20 min (20.33 h) elapsed. Won, direct.
    name: 'Hal',
    createdAt: '2026-11-01T08:30:00Z',
    status: 'won',
    service: 'lawn-maintenance',
    sourcePage: '/contact',
    address: '12345 Oak Rd, Folsom, CA',
    history: [
      { at: '2026-11-02T04:50:00Z', from: 'new', to: 'contacted' },
      { at: '2026-11-05T20:00:00Z', from: 'contacted', to: 'won' },
    ],
  },
  {
    // Sun 11-01 23:30 PST (Monday in UTC). A ZIP we do not serve. A note whose old text is 'new'
    // (not a status change) after 30 min; answered after 12 h.
    name: 'Ivy',
    createdAt: '2026-11-02T07:30:00Z',
    status: 'lost',
    service: 'tree-trimming',
    sourcePage: '/gallery',
    referrer: 'https://www.google.com/',
    utmSource: 'google',
    utmCampaign: 'spring-sale',
    address: 'West Sacramento, CA 95691',
    history: [
      { at: '2026-11-02T08:00:00Z', from: 'new', to: 'Call back', kind: 'request_note_changed' },
      { at: '2026-11-02T19:30:00Z', from: 'new', to: 'contacted' },
      { at: '2026-11-04T10:30:00Z', from: 'contacted', to: 'lost' },
    ],
  },
  {
    name: 'Jo', // Sun 11-01 23:59 PST: the week's last minute. utm_campaign alone; never touched.
    createdAt: '2026-11-02T07:59:00Z',
    status: 'new',
    service: 'lawn-maintenance',
    sourcePage: '/folsom-lawn-care',
    utmCampaign: 'orphan',
  },
  // Week of Mon 2026-11-02 (PST).
  {
    // Mon 11-02 00:00 PST. Landing page beats a Natomas ZIP; a blank utm_campaign. Answered after
    // 6 h, sent back to new after 7 h and answered again after 9 h.
    name: 'Kai',
    createdAt: '2026-11-02T08:00:00Z',
    status: 'contacted',
    service: 'lawn-maintenance',
    sourcePage: '/sacramento-lawn-care',
    utmSource: 'facebook',
    utmCampaign: '  ',
    address: '1 Main St, Sacramento, CA 95833',
    history: [
      { at: '2026-11-02T14:00:00Z', from: 'new', to: 'contacted' },
      { at: '2026-11-02T15:00:00Z', from: 'contacted', to: 'new' },
      { at: '2026-11-02T17:00:00Z', from: 'new', to: 'contacted' },
    ],
  },
  {
    name: 'Lu', // Mon 11-02 00:30 PST. gclid alone. Answered after 8 h.
    createdAt: '2026-11-02T08:30:00Z',
    status: 'won',
    service: 'lawn-maintenance',
    sourcePage: '/eldoradohills-lawn-care',
    referrer: 'https://www.google.com/',
    gclid: 'gclid-lu',
    history: [
      { at: '2026-11-02T16:30:00Z', from: 'new', to: 'contacted' },
      { at: '2026-11-06T20:00:00Z', from: 'contacted', to: 'won' },
    ],
  },
  {
    name: 'Mo', // Wed 11-04 10:00 PST. ZIP+4 then a period; a referrer that is no URL. Untouched.
    createdAt: '2026-11-04T18:00:00Z',
    status: 'new',
    service: 'hardscaping',
    sourcePage: '/about',
    referrer: 'not a url',
    address: '400 Capitol Mall, Sacramento, CA 95814-1234.',
  },
  {
    name: 'Nia', // Thu 11-05 17:00 PST (Friday in UTC). A lower-case name. Answered after 48 h.
    createdAt: '2026-11-06T01:00:00Z',
    status: 'scheduled',
    service: 'landscape-design',
    sourcePage: '/services',
    referrer: 'https://yelp.com/biz/y?ref=share',
    utmSource: 'newsletter',
    utmCampaign: 'october',
    address: '88 Rio Linda Blvd, north highlands, ca',
    history: [{ at: '2026-11-08T01:00:00Z', from: 'new', to: 'scheduled' }],
  },
  {
    // Sun 11-08 23:59 PST (Monday in UTC). A Natomas ZIP under the name Sacramento: the ZIP wins.
    // Answered after 1.5 h.
    name: 'Oz',
    createdAt: '2026-11-09T07:59:00Z',
    status: 'contacted',
    service: 'other',
    sourcePage: '/services',
    referrer: 'https://google.com/search',
    address: '2 Arena Blvd, Sacramento, CA 95834',
    history: [{ at: '2026-11-09T09:29:00Z', from: 'new', to: 'contacted' }],
  },
  // Week of Mon 2026-11-09 (PST): nobody answered.
  {
    name: 'Pia', // Mon 11-09 00:00 PST. Untouched.
    createdAt: '2026-11-09T08:00:00Z',
    status: 'new',
    service: 'lawn-maintenance',
    gclid: 'gclid-pia',
  },
  {
    name: 'Quinn', // Sun 11-15 23:30 PST: the period's last day, Monday in UTC. Untouched.
    createdAt: '2026-11-16T07:30:00Z',
    status: 'new',
    service: 'tree-trimming',
    address: '7 Sunrise Blvd, Citrus Heights, CA',
  },
  // Just outside the autumn period.
  { name: 'Rex', createdAt: '2026-10-19T06:59:00Z', status: 'new', service: 'lawn-maintenance' }, // Sun 10-18 23:59 PDT
  { name: 'Sam', createdAt: '2026-11-16T08:00:00Z', status: 'new', service: 'lawn-maintenance' }, // Mon 11-16 00:00 PST

  // A year (364 days) before the autumn weeks: 2025-10-20 .. 2025-11-16.
  {
    name: 'Y1',
    createdAt: '2025-10-20T07:00:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Mon 10-20 00:00 PDT
  {
    name: 'Y2',
    createdAt: '2025-10-20T06:59:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Sun 10-19 23:59 PDT: before
  {
    name: 'Y3',
    createdAt: '2025-11-03T07:59:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Sun 11-02 23:59 PST
  {
    name: 'Y4',
    createdAt: '2025-11-03T08:00:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Mon 11-03 00:00 PST
  {
    name: 'Y5',
    createdAt: '2025-11-03T07:30:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Sun 11-02 23:30 PST
  {
    name: 'Y6',
    createdAt: '2025-10-24T19:00:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Fri 10-24 12:00 PDT
  {
    name: 'Y7',
    createdAt: '2025-11-06T08:00:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Thu 11-06 00:00 PST

  // Spring: weeks of Mon 2026-03-02 and Mon 2026-03-09.
  {
    // Sun 03-08 01:30 PST, before the change. Answered 04:50 PDT: 3 h 20 min on the wall clock,
    // 2 h 20 min (2.33 h) elapsed.
    name: 'S1',
    createdAt: '2026-03-08T09:30:00Z',
    status: 'won',
    service: 'lawn-maintenance',
    referrer: 'https://www.yelp.com/biz/abc',
    history: [
      { at: '2026-03-08T11:50:00Z', from: 'new', to: 'contacted' },
      { at: '2026-03-10T18:00:00Z', from: 'contacted', to: 'won' },
    ],
  },
  { name: 'S2', createdAt: '2026-03-09T06:59:00Z', status: 'new', service: 'lawn-maintenance' }, // Sun 03-08 23:59 PDT
  { name: 'S3', createdAt: '2026-03-09T07:00:00Z', status: 'new', service: 'lawn-maintenance' }, // Mon 03-09 00:00 PDT
  {
    name: 'S4',
    createdAt: '2026-03-02T08:00:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Mon 03-02 00:00 PST
  {
    name: 'S5',
    createdAt: '2026-03-02T07:59:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Sun 03-01 23:59 PST: before
  { name: 'S6', createdAt: '2026-03-16T06:59:00Z', status: 'new', service: 'lawn-maintenance' }, // Sun 03-15 23:59 PDT
  {
    name: 'S7',
    createdAt: '2026-03-16T07:00:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Mon 03-16 00:00 PDT: after
  // A year (364 days) before the spring weeks: 2025-03-03 .. 2025-03-16 (the change on 03-09).
  {
    name: 'YS1',
    createdAt: '2025-03-10T06:59:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Sun 03-09 23:59 PDT
  {
    name: 'YS2',
    createdAt: '2025-03-10T07:00:00Z',
    status: 'archived',
    service: 'lawn-maintenance',
  }, // Mon 03-10 00:00 PDT
]

/**
 * Replaces every request with the fixture's (as the owner, committed) and writes their history
 * as it would have been recorded; returns each request's id by name.
 */
export async function storeInsightsFixture(db: DbConnection): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  await db.transaction(async (tx) => {
    // The seed's requests are dated relative to today and would fall into the fixture's weeks.
    await tx.query('truncate public.contact_submissions cascade')
    for (const request of fixtureRequests) {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.contact_submissions (first_name, last_name, email, phone, service,
           created_at, status, source_page, referrer, utm_source, utm_campaign, gclid, address)
         values ($1, 'Fixture', $2, '(916) 555-0100', $3, $4, $5, $6, $7, $8, $9, $10, $11)
         returning id`,
        [
          request.name,
          `${request.name.toLowerCase()}@example.com`,
          request.service,
          request.createdAt,
          request.status,
          request.sourcePage ?? null,
          request.referrer ?? null,
          request.utmSource ?? null,
          request.utmCampaign ?? null,
          request.gclid ?? null,
          request.address ?? null,
        ],
      )
      const id = rows[0]!.id
      ids.set(request.name, id)
      for (const event of request.history ?? []) {
        await tx.query(
          `insert into public.history_events (occurred_at, kind, request_id, from_value, to_value)
           values ($1, $2, $3, $4, $5)`,
          [event.at, event.kind ?? 'request_status_changed', id, event.from, event.to],
        )
      }
    }
  })
  return ids
}
