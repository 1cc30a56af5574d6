// @vitest-environment node
import { filterChips } from './inbox-filter-chips'

describe('filterChips', () => {
  it('shows a service only when the Service select cannot: one kept from before the catalogue', () => {
    expect(filterChips({ service: 'hedge-trimming' })).toEqual([])
    expect(filterChips({ service: 'Pool Cleaning', city: 'none' })).toEqual([
      { filter: 'service', label: 'Service: Pool Cleaning' },
      { filter: 'city', label: 'City: (none)' },
    ])
  })
})
