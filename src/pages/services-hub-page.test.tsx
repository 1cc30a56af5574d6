import { screen, within } from '@testing-library/react'
import { landingCities, landingPath, landingServices } from '@/content/landing-catalog'
import { loadPublicPage } from '../../test-support/web/load-public-page'

// Pages are lazy chunks; the first import can take a few seconds on a busy machine.

describe('/services-hub', () => {
  it('has the hub title from decisions.md', async () => {
    await loadPublicPage('/services-hub')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Landscaping Services in Sacramento, Roseville, Rocklin, Folsom & El Dorado Hills',
      }),
    ).toBeInTheDocument()
  })

  it('links to all ten Sacramento pages, the four other lawn-care pages and home', async () => {
    await loadPublicPage('/services-hub')
    await screen.findByRole('heading', { level: 1 })
    const hrefs = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    for (const service of landingServices)
      expect(hrefs).toContain(landingPath('sacramento', service.slug))
    expect(hrefs.filter((href) => href?.startsWith('/sacramento-'))).toHaveLength(
      landingServices.length,
    )
    for (const city of landingCities.filter((city) => city.slug !== 'sacramento')) {
      expect(hrefs).toContain(landingPath(city.slug, 'lawn-care'))
    }
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })
})
