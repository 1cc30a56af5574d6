import { visitPreference } from './visit-preference'

describe('visitPreference', () => {
  it('names the window and the earliest day', () => {
    expect(
      visitPreference({ visit_window: 'weekday_mornings', earliest_visit_date: '2026-12-07' }),
    ).toBe('Weekday mornings, from Mon, Dec 7, 2026')
  })

  it('names whichever of the two was given', () => {
    expect(visitPreference({ visit_window: 'saturday_mornings', earliest_visit_date: null })).toBe(
      'Saturday mornings',
    )
    expect(visitPreference({ visit_window: null, earliest_visit_date: '2026-12-07' })).toBe(
      'From Mon, Dec 7, 2026',
    )
  })

  it('is null when the visitor left both open', () => {
    expect(visitPreference({ visit_window: null, earliest_visit_date: null })).toBeNull()
  })
})
