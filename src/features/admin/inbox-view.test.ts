import { addDays, officeDayStart } from '@shared/visit-windows'
import {
  activeFilterCount,
  filterArgs,
  inboxHref,
  inboxSearchParams,
  readInboxView,
  type InboxView,
} from './inbox-view'

const id = '0b6a4f0e-8f1c-4d33-9a55-0d1c2b3a4f5e'
const createdAt = '2026-11-26T15:04:05.123456+00:00'

describe('the inbox view in the URL', () => {
  it('reads every filter and the cursor, and writes them back the same', () => {
    const view: InboxView = {
      filters: {
        search: '916 555',
        status: 'contacted',
        service: 'lawn-maintenance',
        sourcePage: '/roseville-lawn-care',
        receivedFrom: '2026-11-01',
        receivedTo: '2026-11-30',
        earliestVisit: 'within_7_days',
        city: 'El Dorado Hills',
        campaign: 'google / spring sale',
        referrer: 'nextdoor.com',
        waiting: 'over_one_working_day',
      },
      cursor: { direction: 'older', createdAt, id },
    }
    const params = inboxSearchParams(view)
    expect(params.get('q')).toBe('916 555')
    expect(params.get('from_page')).toBe('/roseville-lawn-care')
    expect(params.get('earliest_visit')).toBe('within_7_days')
    expect(params.get('city')).toBe('El Dorado Hills')
    expect(params.get('campaign')).toBe('google / spring sale')
    expect(params.get('referrer')).toBe('nextdoor.com')
    expect(params.get('waiting')).toBe('over_one_working_day')
    expect(params.get('after')).toBe(`${createdAt}~${id}`)
    expect(readInboxView(new URLSearchParams(params.toString()))).toEqual(view)
  })

  it("keeps the 'no value' words of links as they are", () => {
    const params = new URLSearchParams(
      'city=none&campaign=none&referrer=direct&from_page=none&waiting=over_one_working_day',
    )
    expect(readInboxView(params)).toEqual({
      filters: {
        city: 'none',
        campaign: 'none',
        referrer: 'direct',
        sourcePage: 'none',
        waiting: 'over_one_working_day',
      },
    })
  })

  it("reads a service's name from an older link as its key, and keeps any other as it is", () => {
    const serviceOf = (service: string) =>
      readInboxView(new URLSearchParams({ service })).filters.service
    expect(serviceOf('irrigation-sprinklers')).toBe('irrigation-sprinklers')
    expect(serviceOf('Irrigation Repair')).toBe('irrigation-sprinklers')
    expect(serviceOf('Irrigation & Sprinklers')).toBe('irrigation-sprinklers')
    expect(serviceOf('Seasonal Yard Cleanup')).toBe('cleanups-hauling')
    expect(serviceOf(' Something else ')).toBe('other')
    // A service a request kept from before the catalogue: Insights links to it as it is stored.
    expect(serviceOf('Pool Cleaning')).toBe('Pool Cleaning')
    expect(serviceOf('  ')).toBeUndefined()
  })

  it('reads a page before a row as direction newer', () => {
    const view = readInboxView(new URLSearchParams({ before: `${createdAt}~${id}` }))
    expect(view).toEqual({ filters: {}, cursor: { direction: 'newer', createdAt, id } })
  })

  it('leaves out what it cannot use', () => {
    const params = new URLSearchParams({
      q: '   ',
      status: 'pending',
      from: '2026-02-30',
      to: 'yesterday',
      earliest_visit: 'someday',
      city: ' ',
      waiting: 'forever',
      after: 'nonsense~42',
    })
    expect(readInboxView(params)).toEqual({ filters: {} })
    expect(inboxSearchParams({ filters: { search: ' ' } }).toString()).toBe('')
  })

  it('counts the filters in use', () => {
    expect(activeFilterCount({})).toBe(0)
    expect(activeFilterCount({ status: 'won', search: 'oak' })).toBe(2)
    expect(activeFilterCount({ earliestVisit: 'within_7_days' })).toBe(1)
    expect(
      activeFilterCount({
        city: 'none',
        campaign: 'Google Ads',
        referrer: 'direct',
        waiting: 'over_one_working_day',
      }),
    ).toBe(4)
  })
})

describe('inboxHref', () => {
  it('links to the filtered inbox, parameters in one order, whatever order they came in', () => {
    expect(
      inboxHref({
        waiting: 'over_one_working_day',
        status: 'new',
        campaign: 'Google Ads',
        sourcePage: '/elkgrove-sod-installation',
        receivedTo: '2026-11-30',
        receivedFrom: '2026-11-01',
      }),
    ).toBe(
      '/admin?status=new&from_page=%2Felkgrove-sod-installation&from=2026-11-01&to=2026-11-30' +
        '&campaign=Google+Ads&waiting=over_one_working_day',
    )
    expect(inboxHref({ city: 'none', referrer: 'direct', service: 'tree-trimming' })).toBe(
      '/admin?service=tree-trimming&city=none&referrer=direct',
    )
  })

  it('is the inbox itself without filters, and reads back as the filters it was made of', () => {
    expect(inboxHref({})).toBe('/admin')
    const filters = { city: 'El Dorado Hills', campaign: 'google / fall & spring' }
    const href = new URL(inboxHref(filters), 'https://greenleaf.example')
    expect(href.pathname).toBe('/admin')
    expect(readInboxView(href.searchParams)).toEqual({ filters })
  })
})

describe('officeDayStart', () => {
  it('is midnight in Sacramento: 08:00Z in winter, 07:00Z in summer', () => {
    expect(officeDayStart('2026-01-15')).toBe('2026-01-15T08:00:00.000Z')
    expect(officeDayStart('2026-07-04')).toBe('2026-07-04T07:00:00.000Z')
    expect(officeDayStart('2026-12-31')).toBe('2026-12-31T08:00:00.000Z')
  })

  it('makes the day the clocks spring forward 23 hours long, and the day they fall back 25', () => {
    const hoursOf = (day: string) =>
      (Date.parse(officeDayStart(addDays(day, 1))) - Date.parse(officeDayStart(day))) / 3_600_000
    // 2026-03-08: 2 AM PST becomes 3 AM PDT, after midnight.
    expect(officeDayStart('2026-03-08')).toBe('2026-03-08T08:00:00.000Z')
    expect(officeDayStart('2026-03-09')).toBe('2026-03-09T07:00:00.000Z')
    expect(hoursOf('2026-03-08')).toBe(23)
    // 2026-11-01: 2 AM PDT becomes 1 AM PST.
    expect(officeDayStart('2026-11-01')).toBe('2026-11-01T07:00:00.000Z')
    expect(officeDayStart('2026-11-02')).toBe('2026-11-02T08:00:00.000Z')
    expect(hoursOf('2026-11-01')).toBe(25)
    expect(hoursOf('2026-11-02')).toBe(24)
  })
})

describe('filterArgs', () => {
  it("turns the office's days into instants, the last day included, whatever the browser's zone", () => {
    // From the day the clocks fall back to the day before they spring forward.
    const args = filterArgs({ receivedFrom: '2026-11-01', receivedTo: '2027-03-13' })
    expect(args.received_from).toBe('2026-11-01T07:00:00.000Z')
    expect(args.received_before).toBe('2027-03-14T08:00:00.000Z')
    expect(filterArgs({ receivedFrom: '2026-03-08', receivedTo: '2026-03-08' })).toEqual({
      received_from: '2026-03-08T08:00:00.000Z',
      received_before: '2026-03-09T07:00:00.000Z',
    })
  })

  it("asks for earliest visit days from the office's today to 7 days later, both included", () => {
    // 23:30 on Dec 28 in Sacramento is already Dec 29 in UTC.
    const now = new Date('2026-12-29T07:30:00Z')
    expect(filterArgs({ earliestVisit: 'within_7_days' }, now)).toEqual({
      earliest_visit_from: '2026-12-28',
      earliest_visit_to: '2027-01-04',
    })
  })

  it('asks for city, campaign, referrer host and waiting requests, sentinels as they are', () => {
    expect(
      filterArgs({
        city: 'none',
        campaign: 'Google Ads',
        referrer: 'direct',
        sourcePage: 'none',
        waiting: 'over_one_working_day',
      }),
    ).toEqual({
      city: 'none',
      campaign: 'Google Ads',
      referrer_host: 'direct',
      source_page: 'none',
      over_one_working_day: true,
    })
    expect(filterArgs({ referrer: 'nextdoor.com', city: 'Elk Grove' })).toEqual({
      referrer_host: 'nextdoor.com',
      city: 'Elk Grove',
    })
  })

  it('passes the search as typed and leaves unused filters out', () => {
    expect(filterArgs({ search: '(916) 555-0142', sourcePage: '/contact' })).toEqual({
      search: '(916) 555-0142',
      source_page: '/contact',
    })
  })
})
