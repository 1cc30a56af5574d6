import { endOfWeek, groupVisitsByDay } from './visit-days'

describe('endOfWeek', () => {
  it('is the Sunday that ends the week, Sunday itself included', () => {
    expect(endOfWeek('2026-12-07')).toBe('2026-12-13') // Monday
    expect(endOfWeek('2026-12-10')).toBe('2026-12-13') // Thursday
    expect(endOfWeek('2026-12-13')).toBe('2026-12-13') // Sunday
    expect(endOfWeek('2026-12-28')).toBe('2027-01-03') // across the year
  })
})

describe('groupVisitsByDay', () => {
  const visit = (visit_date: string, id: string) => ({ visit_date, id })

  it('splits the visits into today, the rest of this week and later, each by day', () => {
    const visits = [
      visit('2026-12-10', 'a'),
      visit('2026-12-10', 'b'),
      visit('2026-12-11', 'c'),
      visit('2026-12-13', 'd'),
      visit('2026-12-14', 'e'),
      visit('2027-01-05', 'f'),
    ]
    expect(groupVisitsByDay(visits, '2026-12-10')).toEqual([
      { period: 'today', days: [{ day: '2026-12-10', visits: [visits[0], visits[1]] }] },
      {
        period: 'thisWeek',
        days: [
          { day: '2026-12-11', visits: [visits[2]] },
          { day: '2026-12-13', visits: [visits[3]] },
        ],
      },
      {
        period: 'later',
        days: [
          { day: '2026-12-14', visits: [visits[4]] },
          { day: '2027-01-05', visits: [visits[5]] },
        ],
      },
    ])
  })

  it('leaves out empty sections; on a Sunday the next day is already later', () => {
    expect(groupVisitsByDay([visit('2026-12-14', 'a')], '2026-12-13')).toEqual([
      { period: 'later', days: [{ day: '2026-12-14', visits: [visit('2026-12-14', 'a')] }] },
    ])
    expect(groupVisitsByDay([], '2026-12-13')).toEqual([])
  })

  it("counts a visit left from yesterday as today's", () => {
    expect(groupVisitsByDay([visit('2026-12-09', 'a')], '2026-12-10')).toEqual([
      { period: 'today', days: [{ day: '2026-12-10', visits: [visit('2026-12-09', 'a')] }] },
    ])
  })
})
