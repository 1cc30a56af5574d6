import { aboutPage } from './about'
import { homePage } from './home'
import { serviceSections, servicesPage } from './services'
import { servicesHubPage } from './services-hub'

describe('page copy', () => {
  it.each([
    ['home', homePage.head],
    ['services', servicesPage.head],
    ['services-hub', servicesHubPage.head],
    ['about', aboutPage.head],
  ])('%s has a meta description of 120-160 characters', (_, head) => {
    expect(head.description.length).toBeGreaterThanOrEqual(120)
    expect(head.description.length).toBeLessThanOrEqual(160)
  })

  it('has nine service sections with unique ids', () => {
    expect(new Set(serviceSections.map((section) => section.id)).size).toBe(9)
  })
})
