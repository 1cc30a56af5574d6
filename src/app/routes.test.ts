// @vitest-environment node
import { fullTitle, maxTitleLength } from '@/components/seo/page-meta'
import { appRoutes, notFoundRoute, oneRoutePerLayout, publicRoutes } from './routes'

const headOf = async (route: (typeof appRoutes)[number]) => (await route.copy()).head

describe('route copy', () => {
  it.each(publicRoutes.map((route) => [route.path, route]))(
    '%s has a title and a meta description of 120-160 characters',
    async (_, route) => {
      const head = await headOf(route)
      expect(head.title.trim()).not.toBe('')
      expect(head.description.length).toBeGreaterThanOrEqual(120)
      expect(head.description.length).toBeLessThanOrEqual(160)
    },
  )

  it('gives every page a title of its own', async () => {
    const titles = await Promise.all([...appRoutes, notFoundRoute].map(headOf))
    const shown = titles.map(({ title }) => fullTitle(title))
    expect(new Set(shown).size).toBe(shown.length)
  })

  it('keeps every public and 404 title within what search results show', async () => {
    const heads = await Promise.all([...publicRoutes, notFoundRoute].map(headOf))
    const tooLong = heads
      .map(({ title }) => fullTitle(title))
      .filter((title) => title.length > maxTitleLength)
    expect(tooLong).toEqual([])
  })

  it('gives every public page a description of its own', async () => {
    const descriptions = (await Promise.all(publicRoutes.map(headOf))).map(
      ({ description }) => description,
    )
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })
})

describe('fullTitle', () => {
  it('adds the company name when the whole fits in 60 characters', () => {
    expect(fullTitle('Lawn Care in Folsom, CA')).toBe(
      'Lawn Care in Folsom, CA | Greenleaf Landscaping',
    )
  })

  it('leaves a longer page title on its own', () => {
    const title = 'Drought-Tolerant Landscaping in El Dorado Hills, CA'
    expect(fullTitle(title)).toBe(title)
  })
})

describe('route table', () => {
  it('has each path once', () => {
    const paths = [...appRoutes, notFoundRoute].map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('oneRoutePerLayout', () => {
  it('visits every page component, both landing layouts and the not-found page once', async () => {
    const picked = await oneRoutePerLayout()
    const pages = new Set([...appRoutes, notFoundRoute].map((route) => route.page))
    expect(new Set(picked.map((route) => route.page))).toEqual(pages)
    const landingLayouts = await Promise.all(
      picked.flatMap((route) => (route.landingPage ? [route.landingPage.load()] : [])),
    )
    expect(landingLayouts.map((content) => content.layout).sort()).toEqual(['benefits', 'process'])
    expect(picked).toContain(notFoundRoute)
  })
})
