import { addDays, formatCalendarDay } from '../functions/_shared/visit-windows'

describe('formatCalendarDay', () => {
  it('shows the day itself, with its weekday', () => {
    expect(formatCalendarDay('2026-12-07')).toBe('Mon, Dec 7, 2026')
    expect(formatCalendarDay('2027-01-01')).toBe('Fri, Jan 1, 2027')
  })

  it('shows something that is not a date as it is', () => {
    expect(formatCalendarDay('soon')).toBe('soon')
  })
})

describe('addDays', () => {
  it('counts calendar days across months, years and the clock change', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03')
    expect(addDays('2026-10-30', 7)).toBe('2026-11-06')
    expect(addDays('2026-12-07', 0)).toBe('2026-12-07')
  })
})
