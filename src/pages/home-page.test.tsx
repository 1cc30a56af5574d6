import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { homePage } from '@/content/home'
import { serviceSections } from '@/content/services'
import { loadPublicPage } from '../../test-support/web/load-public-page'

// Pages are lazy chunks; the first import can take a few seconds on a busy machine.

describe('Home', () => {
  it('renders its H1, the badge and the estimate and call buttons', async () => {
    await loadPublicPage('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: homePage.hero.title }),
    ).toBeInTheDocument()
    expect(screen.getByText("Sacramento's #1 Rated Landscaping Company")).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(
      within(main).getAllByRole('link', { name: /Get FREE Estimate Today/ })[0],
    ).toHaveAttribute('href', '/contact')
    expect(within(main).getAllByRole('link', { name: /Call/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    )
  })

  it('shows four trust points and four service cards, each linking to its /services section', async () => {
    await loadPublicPage('/')
    const trust = await screen.findByRole('region', { name: 'Why homeowners trust us' })
    expect(within(trust).getAllByRole('listitem')).toHaveLength(4)
    for (const [name, section] of [
      ['Landscape Design', 'landscape-design'],
      ['Sod Installation', 'sod-installation'],
      ['Tree Trimming', 'tree-trimming'],
      ['Irrigation Systems', 'irrigation-sprinklers'],
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument()
      // The visible words stay 'Learn More'; the service's name is there for screen readers.
      const link = screen.getByRole('link', { name: `Learn More about ${name}` })
      expect(link).toHaveAttribute('href', `/services#${section}`)
      expect(link).not.toHaveAttribute('aria-label')
      expect(serviceSections.map((service) => service.id)).toContain(section)
    }
  })

  it("links each service card to that service's section of /services", async () => {
    await loadPublicPage('/')
    // The section opens itself from the address (services-page.test.tsx).
    expect(
      await screen.findByRole('link', { name: 'Learn More about Tree Trimming' }),
    ).toHaveAttribute('href', '/services#tree-trimming')
  })

  it('shows three five-star testimonials and the 4.9 rating line', async () => {
    await loadPublicPage('/')
    expect(await screen.findByText('4.9/5 Rating, based on Google reviews')).toBeInTheDocument()
    expect(screen.getAllByText('Rated 5 out of 5 stars')).toHaveLength(3)
  })

  it('shows ten service-area badges and a link to /service-areas', async () => {
    await loadPublicPage('/')
    const heading = await screen.findByRole('heading', { level: 2, name: homePage.areas.title })
    const section = heading.closest('section')!
    expect(within(section).getAllByRole('listitem')).toHaveLength(10)
    expect(new Set(homePage.areas.badges).size).toBe(10)
    expect(within(section).getByRole('link', { name: 'View All Service Areas' })).toHaveAttribute(
      'href',
      '/service-areas',
    )
  })

  it('leads its title with the city', () => {
    expect(homePage.head.title).toMatch(/^Sacramento\b/)
  })

  it('answers "Do you serve my ZIP?" in the service-area section once its island hydrates', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/')
    const check = screen.getByRole('form', { name: 'Do you serve my ZIP?' })
    await user.type(within(check).getByLabelText('ZIP code'), '95678')
    expect(screen.getByRole('status')).toHaveTextContent('Yes, Roseville is in our service area.')
  })
})
