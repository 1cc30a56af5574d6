import { screen, waitFor } from '@testing-library/react'
import {
  landingCities,
  landingPageCount,
  landingPath,
  landingServices,
} from '@/content/landing-catalog'
import { renderRoute } from '@/test/render-route'
import { appRoutes, publicPaths } from './routes'

describe('route table', () => {
  it('has each path once, and one landing route per city and service', () => {
    const paths = appRoutes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    const landingPaths = appRoutes.flatMap((route) => (route.landingPage ? [route.path] : []))
    expect(landingPaths).toHaveLength(landingPageCount)
    for (const city of landingCities)
      for (const service of landingServices)
        expect(publicPaths).toContain(landingPath(city.slug, service.slug))
  })

  it('renders every public route with its H1 and its own title', async () => {
    const titles = new Map<string, string>()
    for (const route of appRoutes.filter((candidate) => candidate.kind === 'public')) {
      const { h1, head } = await route.copy()
      const view = renderRoute(route.path)
      // Role queries are slow on 57 whole pages; a page's H1 is plain markup to look up.
      await waitFor(() => expect(view.container.querySelectorAll('h1'), route.path).toHaveLength(1))
      expect(view.container.querySelector('h1')?.textContent?.trim(), route.path).toBe(h1)
      await waitFor(() => expect(document.title).toContain(head.title))
      titles.set(route.path, document.title)
      view.unmount()
    }
    expect(new Set(titles.values()).size).toBe(titles.size)
  }, 120_000)

  it('swaps the head tags when the route changes, leaving none of the old page', async () => {
    const view = renderRoute('/gallery')
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.example.com/gallery',
      ),
    )
    view.unmount()
    renderRoute('/no-such-page')
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      ),
    )
    expect(document.head.querySelectorAll('link[rel="canonical"], title')).toHaveLength(1)
  })

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
