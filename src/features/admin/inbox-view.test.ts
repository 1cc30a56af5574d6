import {
  activeFilterCount,
  filterArgs,
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
        service: 'Lawn Care & Maintenance',
        sourcePage: '/roseville-lawn-care',
        receivedFrom: '2026-11-01',
        receivedTo: '2026-11-30',
        earliestVisit: 'within_7_days',
      },
      cursor: { direction: 'older', createdAt, id },
    }
    const params = inboxSearchParams(view)
    expect(params.get('q')).toBe('916 555')
    expect(params.get('from_page')).toBe('/roseville-lawn-care')
    expect(params.get('earliest_visit')).toBe('within_7_days')
    expect(params.get('after')).toBe(`${createdAt}~${id}`)
    expect(readInboxView(new URLSearchParams(params.toString()))).toEqual(view)
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
      after: 'nonsense~42',
    })
    expect(readInboxView(params)).toEqual({ filters: {} })
    expect(inboxSearchParams({ filters: { search: ' ' } }).toString()).toBe('')
  })

  it('counts the filters in use', () => {
    expect(activeFilterCount({})).toBe(0)
    expect(activeFilterCount({ status: 'won', search: 'oak' })).toBe(2)
    expect(activeFilterCount({ earliestVisit: 'within_7_days' })).toBe(1)
  })
})

describe('filterArgs', () => {
  it('turns the local days into timestamps, the last day included', () => {
    const args = filterArgs({ receivedFrom: '2026-11-01', receivedTo: '2026-11-30' })
    expect(args.received_from).toBe(new Date(2026, 10, 1).toISOString())
    expect(args.received_before).toBe(new Date(2026, 11, 1).toISOString())
  })

  it("asks for earliest visit days from the office's today to 7 days later, both included", () => {
    // 23:30 on Dec 28 in Sacramento is already Dec 29 in UTC.
    const now = new Date('2026-12-29T07:30:00Z')
    expect(filterArgs({ earliestVisit: 'within_7_days' }, now)).toEqual({
      earliest_visit_from: '2026-12-28',
      earliest_visit_to: '2027-01-04',
    })
  })

  it('passes the search as typed and leaves unused filters out', () => {
    expect(filterArgs({ search: '(916) 555-0142', sourcePage: '/contact' })).toEqual({
      search: '(916) 555-0142',
      source_page: '/contact',
    })
  })
})
