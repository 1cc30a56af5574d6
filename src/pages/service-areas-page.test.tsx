import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { business } from '@/content/business'
import {
  isLandingPath,
  landingCities,
  landingPath,
  landingServices,
} from '@/content/landing-catalog'
import { serviceAreaAnchor } from '@/lib/paths'
import { servedAreaZipLists } from '@/content/service-area-zips'
import { checkZip } from '@/content/zip-check'
import { loadPublicPage } from '../../test-support/web/load-public-page'

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

  it('lists the ZIP codes of every served area in the #zip-codes section, each area with its page', async () => {
    const { container } = await loadPublicPage('/service-areas')
    const section = container.querySelector<HTMLElement>('section#zip-codes')!
    expect(section).not.toBeNull()
    expect(
      within(section).getByRole('heading', { level: 2, name: 'ZIP Codes We Serve' }),
    ).toBeInTheDocument()
    for (const { area, zips } of servedAreaZipLists) {
      const list = within(section).getByRole('list', { name: area })
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(zips)
      const result = checkZip(zips[0]!)
      if (result.kind !== 'served') throw new Error(`${zips[0]} is not served`)
      expect(within(section).getByRole('link', { name: result.page.label })).toHaveAttribute(
        'href',
        result.page.to,
      )
    }
  })

  it('gives every city card the anchor the ZIP check links to', async () => {
    const { container } = await loadPublicPage('/service-areas')
    for (const card of screen.getAllByRole('article')) {
      const name = within(card).getByRole('heading', { level: 3 }).textContent ?? ''
      expect(card.id).toBe(serviceAreaAnchor(name))
    }
    // Every "Our work in …" answer of the ZIP check leads to a card of this page.
    for (const { zips } of servedAreaZipLists) {
      const result = checkZip(zips[0]!)
      if (result.kind !== 'served' || !result.page.to.startsWith('/service-areas#')) continue
      const anchor = result.page.to.split('#')[1]!
      expect(container.querySelector(`article[id="${anchor}"]`), anchor).not.toBeNull()
    }
  })
})
