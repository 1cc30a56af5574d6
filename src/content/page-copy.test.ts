import { serviceSections } from './services'

describe('page copy', () => {
  it('has nine service sections with unique ids', () => {
    expect(new Set(serviceSections.map((section) => section.id)).size).toBe(9)
  })
})
