import {
  estimateServiceOptions,
  estimateStartingAddress,
  estimateSubject,
} from './estimate-request'
import { galleryCategoryServices } from './gallery/categories'
import { serviceSections } from './services'

describe('estimate request content', () => {
  it('offers the nine services of /services and Something else', () => {
    expect(estimateServiceOptions).toEqual([
      ...serviceSections.map((section) => section.title),
      'Something else',
    ])
    expect(estimateServiceOptions).toHaveLength(10)
  })

  it('maps every gallery category to a service of the form', () => {
    for (const service of Object.values(galleryCategoryServices)) {
      expect(estimateServiceOptions).toContain(service)
    }
  })

  it('words the prefill', () => {
    expect(estimateStartingAddress({ city: 'El Dorado Hills' })).toBe('El Dorado Hills, CA')
    expect(estimateStartingAddress({ city: 'Folsom', zip: '95630' })).toBe('Folsom, CA 95630')
    expect(estimateStartingAddress({ zip: '95630' })).toBe('CA 95630')
    expect(estimateStartingAddress({})).toBeUndefined()
    expect(estimateSubject({ service: 'Irrigation Repair', city: 'Folsom' })).toBe(
      'Irrigation Repair in Folsom',
    )
    expect(estimateSubject({ service: 'Hardscaping' })).toBe('Hardscaping')
    expect(estimateSubject({ city: 'Lincoln' })).toBe('Landscaping in Lincoln')
    expect(estimateSubject({})).toBeUndefined()
  })
})
