import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { business } from '@/content/business'
import {
  isLandingPath,
  landingCities,
  landingPath,
  landingServices,
} from '@/content/landing-catalog'
import { loadPublicPage } from '@/test/load-public-page'

describe('/service-areas', () => {
  it('lists the eleven cities in order, each with a Get Quote link to /contact and a call link', async () => {
    await loadPublicPage('/service-areas')
    await screen.findByRole('heading', { level: 1, name: 'Areas We Serve' }, { timeout: 5000 })

    const cityCards = screen.getAllByRole('article')
    expect(
      cityCards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([...business.areasServed])
    for (const card of cityCards) {
      expect(within(card).getByRole('link', { name: 'Get Quote' })).toHaveAttribute(
        'href',
        '/contact',
      )
      expect(within(card).getByRole('link', { name: /call/i })).toHaveAttribute(
        'href',
        business.phone.href,
      )
      expect(within(card).getByText('Popular services')).toBeInTheDocument()
      expect(within(card).getByText('Neighborhoods we serve')).toBeInTheDocument()
    }
  })

  it('links each city that has landing pages to all of them, and no other city', async () => {
    await loadPublicPage('/service-areas')
    await screen.findByRole('heading', { level: 1, name: 'Areas We Serve' }, { timeout: 5000 })
    for (const card of screen.getAllByRole('article')) {
      const name = within(card).getByRole('heading', { level: 3 }).textContent
      const city = landingCities.find((landingCity) => landingCity.name === name)
      const hrefs = within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
      const landingHrefs = hrefs.filter((href) => isLandingPath(href ?? ''))
      if (!city) {
        expect(landingHrefs, `${name}`).toEqual([])
        continue
      }
      expect(within(card).getByText(`Our services in ${city.name}`)).toBeInTheDocument()
      expect(landingHrefs).toEqual(
        landingServices.map((service) => landingPath(city.slug, service.slug)),
      )
      const [firstService] = landingServices
      expect(
        within(card).getByRole('link', { name: `${firstService.name} in ${city.name}` }),
      ).toBeInTheDocument()
    }
  })
})
