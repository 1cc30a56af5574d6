// @vitest-environment node
import { spellNumber } from './spell-number'

describe('spellNumber', () => {
  it.each([
    [0, 'zero'],
    [9, 'nine'],
    [11, 'eleven'],
    [20, 'twenty'],
  ])('writes %i as %j', (count, expected) => {
    expect(spellNumber(count)).toBe(expected)
  })

  it('writes counts past twenty, and anything not a whole count, in digits', () => {
    expect(spellNumber(21)).toBe('21')
    expect(spellNumber(2.5)).toBe('2.5')
    expect(spellNumber(-1)).toBe('-1')
  })

  it('capitalizes a count that starts a sentence', () => {
    expect(spellNumber(10, { atSentenceStart: true })).toBe('Ten')
    expect(spellNumber(50, { atSentenceStart: true })).toBe('50')
  })
})
