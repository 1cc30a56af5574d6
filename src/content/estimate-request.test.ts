// @vitest-environment node
import { serviceCatalogue } from '@shared/service-catalogue'
import {
  estimateServiceKeys,
  estimateServiceOptions,
  estimateStartingAddress,
  estimateSubject,
} from './estimate-request'
import { galleryCategoryServices } from './gallery/categories'
import { landingServices } from './landing-catalog'
import { serviceSections } from './services'

describe('estimate request content', () => {
  it('offers the nine services of /services and Something else, by key and name', () => {
    expect(estimateServiceOptions).toEqual([
      ...serviceSections.map((section) => ({ value: section.id, label: section.title })),
      { value: 'other', label: 'Something else' },
    ])
    expect(estimateServiceOptions).toHaveLength(10)
    expect(estimateServiceOptions.map((option) => option.value)).toEqual(estimateServiceKeys)
  })

  it("labels every service with the catalogue's name", () => {
    const names = new Map(serviceCatalogue.map((service) => [service.key, service.name]))
    for (const option of estimateServiceOptions) {
      expect(option.label).toBe(names.get(option.value as never))
    }
    for (const section of serviceSections) expect(section.title).toBe(names.get(section.id))
  })

  it('maps every gallery category to a service of the form', () => {
    for (const service of Object.values(galleryCategoryServices)) {
      expect(estimateServiceKeys).toContain(service)
    }
  })

  it("ties every landing page's service to its catalogue service", () => {
    expect(
      Object.fromEntries(landingServices.map((service) => [service.slug, service.key])),
    ).toEqual({
      'lawn-care': 'lawn-maintenance',
      'tree-trimming': 'tree-trimming',
      'yard-cleanup': 'cleanups-hauling',
      'irrigation-repair': 'irrigation-sprinklers',
      'landscape-design': 'landscape-design',
      'sod-installation': 'sod-installation',
      'drought-tolerant-landscaping': 'drought-tolerant-landscaping',
      'seasonal-yard-cleanup': 'cleanups-hauling',
      'garden-bed-installation': 'garden-bed-installation',
      'hedge-trimming': 'hedge-trimming',
    })
  })

  it('words the prefill', () => {
    expect(estimateStartingAddress({ city: 'El Dorado Hills' })).toBe('El Dorado Hills, CA')
    expect(estimateStartingAddress({ city: 'Folsom', zip: '95630' })).toBe('Folsom, CA 95630')
    expect(estimateStartingAddress({ zip: '95630' })).toBe('CA 95630')
    expect(estimateStartingAddress({})).toBeUndefined()
    expect(estimateSubject({ service: 'irrigation-sprinklers', city: 'Folsom' })).toBe(
      'Irrigation & Sprinklers in Folsom',
    )
    expect(estimateSubject({ service: 'hardscaping' })).toBe('Hardscaping')
    expect(estimateSubject({ city: 'Lincoln' })).toBe('Landscaping in Lincoln')
    expect(estimateSubject({})).toBeUndefined()
  })
})
