import { appRoutes, notFoundRoute } from './routes'

describe('route copy', () => {
  it.each(appRoutes.filter((route) => route.kind === 'public').map((route) => [route.path, route]))(
    '%s has a title and a meta description of 120-160 characters',
    async (_, route) => {
      const { head } = await route.copy()
      expect(head.title.trim()).not.toBe('')
      expect(head.description.length).toBeGreaterThanOrEqual(120)
      expect(head.description.length).toBeLessThanOrEqual(160)
    },
  )

  it('gives every page a title of its own', async () => {
    const titles = await Promise.all(
      [...appRoutes, notFoundRoute].map(async (route) => (await route.copy()).head.title),
    )
    expect(new Set(titles).size).toBe(titles.length)
  })
})
