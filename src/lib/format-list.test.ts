// @vitest-environment node
import { formatList } from './format-list'

describe('formatList', () => {
  it.each([
    [[], ''],
    [['Folsom'], 'Folsom'],
    [['Rocklin', 'Folsom'], 'Rocklin and Folsom'],
    [
      ['Roseville', 'Rocklin', 'Folsom', 'El Dorado Hills'],
      'Roseville, Rocklin, Folsom and El Dorado Hills',
    ],
  ])('joins %j as %j', (items, expected) => {
    expect(formatList(items)).toBe(expected)
  })

  it('joins the last name with & when asked', () => {
    expect(formatList(['Sacramento', 'Folsom', 'El Dorado Hills'], '&')).toBe(
      'Sacramento, Folsom & El Dorado Hills',
    )
  })
})
