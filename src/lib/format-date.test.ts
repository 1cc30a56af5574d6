// @vitest-environment node
import { formatDate } from './format-date'

describe('formatDate', () => {
  it('shows en-US with a short month, hour and minute', () => {
    expect(formatDate('2025-03-07T15:04:00Z', 'UTC')).toBe('Mar 7, 2025, 03:04 PM')
  })

  it('uses the local time zone by default', () => {
    const value = '2025-11-30T08:15:00Z'
    const expected = new Date(value).toLocaleString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    expect(formatDate(value)).toBe(expected)
  })

  it.each([null, undefined, '', 'not a date'])("shows 'Never' for %s", (value) => {
    expect(formatDate(value)).toBe('Never')
  })
})
