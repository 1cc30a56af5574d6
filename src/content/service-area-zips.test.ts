// @vitest-environment node
import { business } from './business'
import { landingCities } from './landing-catalog'
import { cityZipCodes, serviceAreaZips, servedAreaZipLists } from './service-area-zips'

describe('service-area ZIP codes', () => {
  it('lists every served area, in the order of business.areasServed, then the landing cities', () => {
    const landingOnly = landingCities
      .map((city) => city.name)
      .filter((name) => !(business.areasServed as readonly string[]).includes(name))
    expect(servedAreaZipLists.map(({ area }) => area)).toEqual([
      ...business.areasServed,
      ...landingOnly,
    ])
  })

  it('gives every served area at least one 5-digit ZIP code', () => {
    for (const { area, zips } of servedAreaZipLists) {
      expect(zips.length, area).toBeGreaterThan(0)
      for (const zip of zips) expect(zip, area).toMatch(/^\d{5}$/)
    }
  })

  it('puts no ZIP code in two areas', () => {
    const allZips = servedAreaZipLists.flatMap(({ zips }) => zips)
    expect(new Set(allZips).size).toBe(allZips.length)
  })

  it('counts a neighborhood’s ZIP codes as its city’s, and no other city’s', () => {
    expect(cityZipCodes('Sacramento')).toEqual(
      expect.arrayContaining([...serviceAreaZips.Sacramento, ...serviceAreaZips.Natomas]),
    )
    expect(cityZipCodes('Folsom')).toEqual(serviceAreaZips.Folsom)
    expect(cityZipCodes('Natomas')).toEqual(serviceAreaZips.Natomas)
  })
})
