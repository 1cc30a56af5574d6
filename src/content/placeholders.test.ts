import { unsetPlaceholders } from './placeholders'

const ready: Parameters<typeof unsetPlaceholders>[0] = {
  legalName: 'Greenleaf Landscaping LLC',
  phone: { display: '(916) 482-7710' },
  email: { display: 'office@greenleaf-landscaping.com' },
  siteUrl: 'https://www.greenleaf-landscaping.com',
  license: { number: '1034567' },
  testimonialsAreSamples: false,
}

describe('unsetPlaceholders', () => {
  it('lists nothing once the owner has set every fact', () => {
    expect(unsetPlaceholders(ready)).toEqual([])
  })

  it('names each fact still unset, and where to set it', () => {
    const cases = [
      [{ legalName: 'Greenleaf Landscaping (placeholder name)' }, /legal name/],
      [{ phone: { display: '(916) 555-0142' } }, /phone \(916\) 555-0142/],
      [{ email: { display: 'hello@example.com' } }, /e-mail hello@example\.com/],
      [{ siteUrl: 'https://www.example.com' }, /site address/],
      [{ license: {} }, /CSLB license number/],
      [{ testimonialsAreSamples: true }, /testimonials/],
    ] as const
    for (const [change, pattern] of cases) {
      const unset = unsetPlaceholders({ ...ready, ...change })
      expect(unset).toHaveLength(1)
      expect(unset[0]).toMatch(pattern)
      expect(unset[0]).toMatch(/src\/content/)
    }
  })

  it('lists what the template still ships with', () => {
    expect(unsetPlaceholders()).toHaveLength(6)
  })
})
