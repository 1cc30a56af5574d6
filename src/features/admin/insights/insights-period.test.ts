// @vitest-environment node
import { periodMessages, rangeError, readPeriod, withPeriod } from './insights-period'

// 2026-11-27 04:00 UTC is still Nov 26 in the office (America/Los_Angeles).
const now = new Date('2026-11-27T04:00:00Z')

describe('readPeriod', () => {
  it('counts the last 30 days, 90 days and 12 months up to the office’s today', () => {
    expect(readPeriod(new URLSearchParams(''), now).period).toEqual({
      choice: '30d',
      start: '2026-10-28',
      end: '2026-11-26',
    })
    expect(readPeriod(new URLSearchParams('period=90d'), now).period?.start).toBe('2026-08-29')
    expect(readPeriod(new URLSearchParams('period=12m'), now).period?.start).toBe('2025-11-27')
    expect(readPeriod(new URLSearchParams('period=nonsense'), now).period?.choice).toBe('30d')
  })

  it('reads a range, or says why it cannot be shown', () => {
    const range = 'period=range&period_from=2026-01-01&period_to=2026-03-31'
    expect(readPeriod(new URLSearchParams(range), now).period).toEqual({
      choice: 'range',
      start: '2026-01-01',
      end: '2026-03-31',
    })
    const reversed = 'period=range&period_from=2026-03-31&period_to=2026-01-01'
    expect(readPeriod(new URLSearchParams(reversed), now).error).toBe(periodMessages.startAfterEnd)
  })
})

describe('rangeError', () => {
  it('allows what the database allows: at most 800 days, both ends included', () => {
    expect(rangeError('2024-01-01', '2026-03-10')).toBeUndefined()
    expect(rangeError('2024-01-01', '2026-03-11')).toBe(periodMessages.tooLong)
    expect(rangeError('2026-02-30', '2026-03-12')).toBe(periodMessages.missingDay)
    expect(rangeError('', '2026-03-12')).toBe(periodMessages.missingDay)
  })
})

describe('withPeriod', () => {
  it('keeps the tab and drops a range that is no longer chosen', () => {
    const params = new URLSearchParams(
      'tab=insights&period=range&period_from=2026-01-01&period_to=2026-01-02',
    )
    expect(withPeriod(params, '90d').toString()).toBe('tab=insights&period=90d')
    expect(withPeriod(params, '30d').toString()).toBe('tab=insights')
  })
})
