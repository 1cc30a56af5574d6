import { screen, waitFor } from '@testing-library/react'
import { landingCities, landingServices } from '@/content/landing-catalog'
import { landingPages } from '@/content/landing-pages'
import { renderRoute } from '@/test/render-route'
import { publicPaths } from './router'

describe('route table', () => {
  it('has one landing route per city and service, each exactly once', () => {
    const expected = landingCities.flatMap((city) =>
      landingServices.map((service) => `/${city.slug}-${service.slug}`),
    )
    const landingPaths = landingPages.map((page) => page.path)
    expect(new Set(landingPaths).size).toBe(landingPaths.length)
    expect([...landingPaths].sort()).toEqual([...expected].sort())
    expect(publicPaths.filter((path) => landingPaths.includes(path as never))).toHaveLength(50)
  })

  it('renders every public route with one H1 and a title of its own', async () => {
    const titles = new Map<string, string>()
    for (const path of publicPaths) {
      const view = renderRoute(path)
      // Role queries are slow on 57 whole pages; a page's H1 is plain markup to look up.
      await waitFor(() => expect(view.container.querySelectorAll('h1'), path).toHaveLength(1))
      expect(view.container.querySelector('h1')?.textContent?.trim(), path).not.toBe('')
      await waitFor(() => expect(document.title).not.toBe(''))
      titles.set(path, document.title)
      view.unmount()
      document.title = ''
    }
    const duplicates = [...titles].filter(([path, title]) =>
      [...titles].some(([other, otherTitle]) => other !== path && otherTitle === title),
    )
    expect(duplicates).toEqual([])
  }, 120_000)

  it.each(['/no-such-page', '/fresno-lawn-care', '/sacramento-pool-cleaning', '/sacramento-'])(
    'shows the not-found page for %s',
    async (path) => {
      renderRoute(path)
      expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument()
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    },
  )
})
