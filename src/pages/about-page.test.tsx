import { screen, within } from '@testing-library/react'
import { business } from '@/content/business'
import { teamMembers } from '@/content/team'
import { loadPublicPage } from '../../test-support/web/load-public-page'

// Pages are lazy chunks; the first import can take a few seconds on a busy machine.

describe('/about', () => {
  it('renders the story, stats, values, team, reasons, a testimonial and calls to action', async () => {
    await loadPublicPage('/about')
    expect(
      await screen.findByRole('heading', { level: 1, name: `About ${business.name}` }),
    ).toBeInTheDocument()
    for (const name of ['Our Story', 'Our Values', 'Meet Our Team', 'Why Homeowners Choose Us']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    const stats = screen.getByRole('region', { name: 'Our company in numbers' })
    expect(within(stats).getAllByRole('definition')).toHaveLength(4)
    expect(screen.getByText(teamMembers[0]!.name)).toBeInTheDocument()
    expect(teamMembers[0]!.role).toMatch(/Owner/)
    expect(screen.getAllByRole('figure')).toHaveLength(1)
    const main = screen.getByRole('main')
    expect(within(main).getAllByRole('link', { name: /Get Free Estimate/ }).length).toBeGreaterThan(
      0,
    )
    expect(within(main).getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    )
  })
})
