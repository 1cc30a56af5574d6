import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadPublicPage } from '@/test/load-public-page'
import { renderPage } from './entry-server'
import { hydrateIslands } from './hydrate-islands'

/** An element React has attached to: it belongs to a hydrated island. */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__react'))

describe('islands of a prerendered page', () => {
  it('hydrate the header alone on a page without others, and its menus work', async () => {
    const user = userEvent.setup()
    const { container: page } = await loadPublicPage('/about')
    expect(
      [...page.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island')),
    ).toEqual(['site-header'])
    const nav = within(page).getByRole('navigation', { name: 'Main' })
    const services = within(nav).getByRole('button', { name: 'Services' })
    expect(isHydrated(services)).toBe(true)
    await user.click(services)
    expect(services).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    // The rest of the page is the build's HTML, never hydrated.
    expect(isHydrated(page.querySelector('main')!)).toBe(false)
    expect(page.querySelector('[data-island="site-header"]')).toHaveAttribute('data-hydrated')
  })

  it("hydrate /gallery's filter", async () => {
    const user = userEvent.setup()
    const { container: page } = await loadPublicPage('/gallery')
    const irrigation = within(page).getByRole('button', { name: 'Irrigation' })
    const allProjects = within(page).getAllByRole('article').length
    expect(isHydrated(irrigation)).toBe(true)
    await user.click(irrigation)
    expect(irrigation).toHaveAttribute('aria-pressed', 'true')
    expect(within(page).getAllByRole('article').length).toBeLessThan(allProjects)
  })

  it('hydrate the sections of /services, opening the one the address names', async () => {
    const user = userEvent.setup()
    Element.prototype.scrollIntoView = () => {}
    const { container: page } = await loadPublicPage('/services#tree-trimming')
    const trees = within(page).getByRole('button', { name: 'Tree Trimming' })
    // The HTML has every section closed; the address opens one once hydrated.
    await waitFor(() => expect(trees).toHaveAttribute('aria-expanded', 'true'))
    const turf = within(page).getByRole('button', { name: 'Artificial Turf' })
    await user.click(turf)
    expect(turf).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Pet-friendly turf with antimicrobial infill')).toBeVisible()
  })

  it('hydrate the others when the page names an island that does not exist', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = document.body.appendChild(document.createElement('div'))
    onTestFinished(() => page.remove())
    const stale = '<div data-island="no-such-island" data-props="{}"><p>Stale markup</p></div>'
    page.innerHTML = stale + (await renderPage('/about')).html
    const islands = hydrateIslands(page)
    onTestFinished(() => act(() => islands.unmount()))
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('src/islands/no-such-island.tsx'))
    await waitFor(() =>
      expect(page.querySelector('[data-island="site-header"]')).toHaveAttribute('data-hydrated'),
    )
    expect(within(page).getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })
})
