import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { landingPages } from '@/content/landing-pages'
import { serviceSections } from '@/content/services'
import { loadPublicPage } from '../../test-support/web/load-public-page'

// jsdom has no scrolling: record which elements were scrolled into view.
const scrollIntoView = vi.fn()
beforeEach(() => {
  scrollIntoView.mockClear()
  Element.prototype.scrollIntoView = scrollIntoView
})

function scrolledIds() {
  return scrollIntoView.mock.contexts.map((element) => (element as Element).id)
}

// Pages are lazy chunks; the first import can take a few seconds on a busy machine.

describe('/services', () => {
  it('lists the nine sections, all closed at first', async () => {
    await loadPublicPage('/services')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Landscaping Services' }),
    ).toBeInTheDocument()
    for (const section of serviceSections) {
      expect(screen.getByRole('button', { name: section.title })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    }
    expect(
      screen.queryByRole('link', { name: /Get Quote for This Service/ }),
    ).not.toBeInTheDocument()
  })

  it('toggles sections independently: open two, close one, the other stays open', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/services')
    const lawn = await screen.findByRole('button', { name: 'Lawn Care & Maintenance' })
    const trees = screen.getByRole('button', { name: 'Tree Trimming' })

    await user.click(lawn)
    await user.click(trees)
    expect(lawn).toHaveAttribute('aria-expanded', 'true')
    expect(trees).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Core aeration and overseeding in fall')).toBeVisible()
    expect(screen.getByText('Work led by certified arborists')).toBeVisible()
    expect(screen.getAllByRole('link', { name: /Get Quote for This Service/ })).toHaveLength(2)

    await user.click(lawn)
    expect(lawn).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Core aeration and overseeding in fall')).not.toBeVisible()
    expect(trees).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Work led by certified arborists')).toBeVisible()
  })

  it('shows features, areas and a quote link to /contact in an open section', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/services')
    await user.click(await screen.findByRole('button', { name: 'Hardscaping' }))
    const section = document.getElementById('hardscaping')!
    expect(within(section).getByText('Paver and flagstone patios')).toBeVisible()
    expect(within(section).getByText(/Lincoln/)).toBeVisible()
    expect(
      within(section).getByRole('link', { name: /Get Quote for This Service/ }),
    ).toHaveAttribute('href', '/contact')
  })

  it('has a why-choose-us block and links to /contact and /gallery', async () => {
    await loadPublicPage('/services')
    expect(await screen.findByRole('heading', { level: 2, name: /Why Choose/ })).toBeInTheDocument()
    const main = screen.getByRole('main')
    const hrefs = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toContain('/contact')
    expect(hrefs).toContain('/gallery')
  })

  it('links each section to its landing pages, and every landing page from some section', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/services')
    await user.click(await screen.findByRole('button', { name: 'Tree Trimming' }))
    const section = document.getElementById('tree-trimming')!
    expect(within(section).getByRole('link', { name: 'Hedge Trimming in Folsom' })).toHaveAttribute(
      'href',
      '/folsom-hedge-trimming',
    )
    expect(
      within(section).getByRole('link', { name: 'Tree Trimming in El Dorado Hills' }),
    ).toBeVisible()

    const hrefs = within(screen.getByRole('main'))
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'))
    for (const page of landingPages) expect(hrefs, page.path).toContain(page.path)
  })

  it('opens and scrolls to the section a deep link names, and only that one', async () => {
    await loadPublicPage('/services#tree-trimming')
    const trees = await screen.findByRole('button', { name: 'Tree Trimming' })
    expect(trees).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Work led by certified arborists')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Hardscaping' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(scrolledIds()).toContain('tree-trimming')
  })

  it('opens the section when a link changes the hash on the page', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/services')
    const turf = await screen.findByRole('button', { name: 'Artificial Turf' })
    expect(turf).toHaveAttribute('aria-expanded', 'false')

    // The footer's service links point to the sections of /services.
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Artificial Turf' }),
    )
    expect(turf).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Pet-friendly turf with antimicrobial infill')).toBeVisible()
    expect(scrolledIds()).toContain('artificial-turf')

    // The visitor can close it again.
    await user.click(turf)
    expect(turf).toHaveAttribute('aria-expanded', 'false')
  })
})
