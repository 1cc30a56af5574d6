import { landingPageCount } from '../../src/content/landing-catalog'
import { jaccard, loadLandingTexts, rankPairs, shingles } from './landing-similarity'

describe('landing-page similarity', () => {
  it('measures Jaccard similarity over word 5-grams', () => {
    const a = shingles('one two three four five six')
    const b = shingles('one two three four five seven')
    expect(a.size).toBe(2)
    expect(jaccard(a, b)).toBeCloseTo(1 / 3)
    expect(jaccard(a, a)).toBe(1)
  })

  it('keeps every pair of landing pages far apart', async () => {
    const pages = await loadLandingTexts()
    expect(pages).toHaveLength(landingPageCount)
    const [mostSimilar] = rankPairs(pages)
    // Near-identical city pages read as doorway pages; today's maximum is about 0.01.
    expect(mostSimilar!.similarity).toBeLessThan(0.05)
    for (const page of pages) expect(page.words, page.name).toBeGreaterThanOrEqual(300)
  })
})
