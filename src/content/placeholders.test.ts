// @vitest-environment node
import { business } from './business'
import { unsetPlaceholders } from './placeholders'

const ready: Parameters<typeof unsetPlaceholders>[0] = {
  legalName: 'Greenleaf Landscaping LLC',
  phone: { display: '(916) 482-7710' },
  email: { display: 'office@greenleaf-landscaping.com' },
  siteUrl: 'https://www.greenleaf-landscaping.com',
  googleReviewUrl: 'https://g.page/r/CdX3kQ9Lm2AbEBM/review',
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
      [
        { googleReviewUrl: 'https://g.page/r/REPLACE-WITH-YOUR-PLACE-ID/review' },
        /Google review page/,
      ],
      [{ license: {} }, /CSLB license number/],
      [{ testimonialsAreSamples: true }, /testimonials/],
    ] as const
    for (const [change, pattern] of cases) {
      const unset = unsetPlaceholders({ ...ready, ...change })
      expect(unset).toHaveLength(1)
      expect(unset[0]).toMatch(pattern)
      expect(unset[0]).toMatch(/src\/content|supabase\/functions\/_shared/)
    }
  })

  it('leaves alone real facts that only look like placeholders', () => {
    expect(
      unsetPlaceholders({
        ...ready,
        // 555 numbers outside 0100-0199 are real; example.com only as the whole domain counts.
        phone: { display: '(916) 555-0200' },
        email: { display: 'office@example-landscaping.com' },
        siteUrl: 'https://www.counterexample.com',
      }),
    ).toEqual([])
  })

  it('checks the facts of business.ts unless given others', () => {
    expect(unsetPlaceholders()).toEqual(unsetPlaceholders(business))
  })
})
