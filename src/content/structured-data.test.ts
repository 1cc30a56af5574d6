// @vitest-environment node
import { formatOpeningHours } from '@shared/office'
import { business, servedCities } from './business'
import { landingCities, landingServices } from './landing-catalog'
import { servedAreaZipLists } from './service-area-zips'
import { businessId, pageStructuredData, websiteId } from './structured-data'

const [city] = landingCities
const [service] = landingServices

function nodes(graph: ReturnType<typeof pageStructuredData>) {
  return graph['@graph'] as unknown as Record<string, unknown>[]
}

describe('structured data', () => {
  it('serves every city: each landing city, no neighborhood', () => {
    for (const landingCity of landingCities) expect(servedCities).toContain(landingCity.name)
    expect(servedCities).toContain('El Dorado Hills')
    for (const neighborhood of business.neighborhoodsServed) {
      expect(business.areasServed).toContain(neighborhood)
      expect(servedCities).not.toContain(neighborhood)
    }
  })

  it('shows the opening hours in the words of the spec', () => {
    expect(business.hours).toBe('Mon–Sat, 7am–6pm')
    expect(formatOpeningHours({ days: ['Saturday'], opens: '09:30', closes: '12:00' })).toBe(
      'Sat, 9:30am–12pm',
    )
  })

  it('gives the home page the business, the website and the page', () => {
    const graph = nodes(
      pageStructuredData({ path: '/', head: { title: 'Home', description: 'About us' }, h1: 'Hi' }),
    )
    expect(graph.map((node) => node['@type'])).toEqual([
      'HomeAndConstructionBusiness',
      'WebSite',
      'WebPage',
    ])
    expect(graph[0]).toMatchObject({ '@id': businessId, telephone: business.phone.e164 })
    expect(graph[2]).toMatchObject({ name: 'Hi', isPartOf: { '@id': websiteId } })
    expect(JSON.stringify(graph)).not.toMatch(/aggregateRating|review/i)
  })

  it('describes the business in full on the home page and /contact, by reference elsewhere', () => {
    const head = { title: 'Page', description: 'A page' }
    const companyOn = (path: string) => nodes(pageStructuredData({ path, head }))[0]!
    for (const path of ['/', '/contact']) {
      expect(companyOn(path), path).toHaveProperty('openingHoursSpecification')
      expect(companyOn(path), path).toHaveProperty('areaServed')
    }
    const reference = companyOn('/gallery')
    expect(Object.keys(reference)).toEqual(['@type', '@id', 'name', 'url', 'telephone', 'address'])
    expect(reference).toMatchObject({ '@id': businessId, telephone: business.phone.e164 })
  })

  it('names the ZIP codes of each served city as places it contains, every ZIP once', () => {
    const [company] = nodes(
      pageStructuredData({ path: '/', head: { title: 'Home', description: 'About us' } }),
    )
    const areas = company!.areaServed as {
      '@type': string
      name: string
      containsPlace: { '@type': string; address: { '@type': string; postalCode: string } }[]
    }[]
    expect(areas.map((area) => area.name)).toEqual(
      servedCities.map((name) => `${name}, ${business.address.region}`),
    )
    for (const area of areas) {
      expect(area['@type']).toBe('City')
      expect(area.containsPlace.length, area.name).toBeGreaterThan(0)
      for (const place of area.containsPlace) {
        expect(place).toMatchObject({
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressCountry: business.address.country },
        })
      }
    }
    const zipsInData = areas.flatMap((area) =>
      area.containsPlace.map((place) => place.address.postalCode),
    )
    const zipsServed = servedAreaZipLists.flatMap(({ zips }) => zips)
    expect(zipsInData.toSorted()).toEqual(zipsServed.toSorted())
    // Natomas is a neighborhood, not a City: its ZIP codes are Sacramento's.
    const sacramento = areas.find((area) => area.name.startsWith('Sacramento'))!
    expect(sacramento.containsPlace.map((place) => place.address.postalCode)).toContain('95835')
  })

  it('gives a landing page its service, provided by the business, and its breadcrumbs', () => {
    const path = `/${city.slug}-${service.slug}`
    const graph = nodes(
      pageStructuredData({
        path,
        head: { title: 'Title', description: 'Description' },
        h1: `${service.name} in ${city.name}`,
        landingPage: { city, service },
      }),
    )
    expect(graph.map((node) => node['@type'])).toEqual([
      'HomeAndConstructionBusiness',
      'WebPage',
      'Service',
      'BreadcrumbList',
    ])
    expect(graph[2]).toMatchObject({
      provider: { '@id': businessId },
      serviceType: service.name,
      areaServed: { '@type': 'City', name: `${city.name}, ${business.address.region}` },
      url: `${business.siteUrl}${path}`,
    })
    expect(graph[3]!.itemListElement).toHaveLength(3)
  })
})
