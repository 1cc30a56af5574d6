import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { socialImagePath } from '../../src/components/seo/social-image'
import { pngSize } from '../../test-support/png.ts'
import { writeSocialCards } from './social-images'

describe('social cards', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'social-cards-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('are 1200 × 630 PNGs at the path the page tags name, drawn once per design', async () => {
    const dist = join(dir, 'dist')
    const cache = join(dir, 'cache')
    const cards = [
      { path: '/', title: 'Sacramento Landscaping & Lawn Care' },
      { path: '/eldoradohills-drought-tolerant-landscaping', title: 'A title long enough to wrap' },
    ]
    expect(await writeSocialCards(dist, cards, cache)).toEqual({ drawn: 2, cached: 0 })
    for (const card of cards) {
      const png = await readFile(join(dist, socialImagePath(card.path)))
      expect(pngSize(png)).toEqual([1200, 630])
    }

    // A retitled page is drawn again; the other comes from the cache, and the old card goes.
    const retitled = [cards[0]!, { ...cards[1]!, title: 'Another title' }]
    expect(await writeSocialCards(dist, retitled, cache)).toEqual({ drawn: 1, cached: 1 })
    expect(await readdir(cache)).toHaveLength(2)
  })
})

describe('socialImagePath', () => {
  it('names the card after the route', () => {
    expect(socialImagePath('/')).toBe('/social/home.png')
    expect(socialImagePath('/folsom-lawn-care')).toBe('/social/folsom-lawn-care.png')
  })
})
