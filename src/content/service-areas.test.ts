// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { business } from './business'
import { serviceAreaCities } from './service-areas'

describe('service-area content', () => {
  it('has one entry per served city, named and ordered as in business.areasServed', () => {
    expect(serviceAreaCities.map((city) => city.name)).toEqual([...business.areasServed])
  })

  it('gives every city a description, popular services and neighborhoods', () => {
    for (const city of serviceAreaCities) {
      expect(city.description.length).toBeGreaterThan(80)
      expect(city.services.length).toBeGreaterThanOrEqual(3)
      expect(city.neighborhoods.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('does not repeat a description', () => {
    const descriptions = new Set(serviceAreaCities.map((city) => city.description))
    expect(descriptions.size).toBe(serviceAreaCities.length)
  })
})
