// @vitest-environment node
import { landingCities, landingServices } from './landing-catalog'
import { layoutCopy } from './navigation'
import { serviceSectionIds } from './service-section-ids'
import { sectionCityLinks, serviceSections, servicesPage } from './services'

describe('services content', () => {
  it('has the spec’s nine sections, in its order, and the hero and the 404 page count them', () => {
    const ids = serviceSections.map((section) => section.id)
    expect(ids).toEqual([
      'lawn-maintenance',
      'sod-installation',
      'artificial-turf',
      'irrigation-sprinklers',
      'landscape-design',
      'tree-trimming',
      'cleanups-hauling',
      'hardscaping',
      'commercial-landscaping',
    ])
    // The light list the header and the 404 page count by is the same.
    expect(serviceSectionIds).toEqual(ids)
    expect(servicesPage.hero.intro).toMatch(/^Nine services from /)
    const allServices = layoutCopy.notFound.waysOn.find((link) => link.to === '/services')
    expect(allServices?.text).toBe('What each of our nine services includes.')
  })

  it('lists a section’s areas as one list: the main cities, then its own', () => {
    const areasOf = (id: string) => serviceSections.find((section) => section.id === id)?.areas
    expect(areasOf('landscape-design')).toBe(
      'Sacramento, Roseville, Rocklin, Folsom and El Dorado Hills',
    )
    expect(areasOf('hardscaping')).toBe(
      'Sacramento, Roseville, Rocklin, Folsom, El Dorado Hills and Lincoln',
    )
  })

  it('links every landing page from exactly one section', () => {
    const linked = serviceSections.flatMap((section) =>
      sectionCityLinks(section.id).flatMap((row) => row.links.map((link) => link.to)),
    )
    expect(linked).toHaveLength(landingCities.length * landingServices.length)
    expect(new Set(linked).size).toBe(linked.length)
  })
})
