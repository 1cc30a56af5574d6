import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render as prerender } from './entry-server'
import { hydrateIslands } from './hydrate-islands'

// The browser's side of a built public page: the prerendered HTML, then its islands hydrated
// on their own. A mismatch between the two is a console.error, which fails the test (setup.ts).
async function loadPrerenderedPage(path: string, hash = '') {
  window.history.replaceState(null, '', path + hash)
  const { html } = await prerender(path)
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = html
  onTestFinished(() => container.remove())
  hydrateIslands(container)
  return container
}

/** An island is live once React has attached to its markup. */
async function hydrated(element: Element) {
  await waitFor(() =>
    expect(Object.keys(element).some((key) => key.startsWith('__react'))).toBe(true),
  )
}

describe('islands of a prerendered page', () => {
  it('hydrate the header alone on a page without others, and its menus work', async () => {
    const user = userEvent.setup()
    const page = await loadPrerenderedPage('/about')
    expect(
      [...page.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island')),
    ).toEqual(['site-header'])
    const nav = within(page).getByRole('navigation', { name: 'Main' })
    const services = within(nav).getByRole('button', { name: 'Services' })
    await hydrated(services)
    await user.click(services)
    expect(services).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    // The rest of the page is the build's HTML, never hydrated.
    expect(Object.keys(page.querySelector('main')!).some((key) => key.startsWith('__react'))).toBe(
      false,
    )
  })

  it("hydrate /gallery's filter", async () => {
    const user = userEvent.setup()
    const page = await loadPrerenderedPage('/gallery')
    const irrigation = within(page).getByRole('button', { name: 'Irrigation' })
    const allProjects = within(page).getAllByRole('article').length
    await hydrated(irrigation)
    await user.click(irrigation)
    expect(irrigation).toHaveAttribute('aria-pressed', 'true')
    expect(within(page).getAllByRole('article').length).toBeLessThan(allProjects)
  })

  it('hydrate the sections of /services, opening the one the address names', async () => {
    const user = userEvent.setup()
    Element.prototype.scrollIntoView = () => {}
    const page = await loadPrerenderedPage('/services', '#tree-trimming')
    const trees = within(page).getByRole('button', { name: 'Tree Trimming' })
    // The HTML has every section closed; the address opens one once hydrated.
    await waitFor(() => expect(trees).toHaveAttribute('aria-expanded', 'true'))
    const turf = within(page).getByRole('button', { name: 'Artificial Turf' })
    await user.click(turf)
    expect(turf).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Pet-friendly turf with antimicrobial infill')).toBeVisible()
  })
})
