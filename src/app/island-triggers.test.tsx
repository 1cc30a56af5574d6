import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadPublicPage } from '../../test-support/web/load-public-page'
import { renderPage } from './entry-server'
import { armIslands } from './island-triggers'

/** An element React has attached to: it belongs to a hydrated island. */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__react'))

describe('islands of a prerendered page', () => {
  it('hydrate the header alone on a page without others', async () => {
    const { container: page } = await loadPublicPage('/about')
    expect(
      [...page.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island')),
    ).toEqual(['site-header'])
    const nav = within(page).getByRole('navigation', { name: 'Main' })
    expect(isHydrated(within(nav).getByRole('button', { name: 'Services' }))).toBe(true)
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
    const islands = armIslands(page, { atOnce: true })
    onTestFinished(() => act(() => islands.unmount()))
    await waitFor(() =>
      expect(page.querySelector('[data-island="site-header"]')).toHaveAttribute('data-hydrated'),
    )
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('src/islands/no-such-island.tsx'))
    expect(within(page).getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })
})

/** A page's HTML with its islands armed but none started, as a visitor's browser has it. */
async function armedPage(address: string) {
  window.history.replaceState(null, '', address)
  const page = document.body.appendChild(document.createElement('div'))
  page.innerHTML = (await renderPage(window.location.pathname)).html
  const islands = armIslands(page)
  onTestFinished(() => {
    act(() => islands.unmount())
    page.remove()
  })
  return page
}

/** Waits for an island's mark (waitFor lets React work outside act meanwhile). */
const hydrationOf = (island: Element) =>
  waitFor(() => expect(island).toHaveAttribute('data-hydrated'))

/** Whether an island has been marked hydrated, for a while: React alone may take a moment. */
async function staysCold(island: Element) {
  await new Promise((resolve) => setTimeout(resolve, 50))
  return !island.hasAttribute('data-hydrated')
}

describe('islands waiting for their trigger', () => {
  it('leave the header as HTML until focus moves into it, then hydrate it', async () => {
    const page = await armedPage('/about')
    const header = page.querySelector('[data-island="site-header"]')!
    expect(await staysCold(header)).toBe(true)
    expect(isHydrated(within(page).getAllByRole('button', { name: 'Services' })[0]!)).toBe(false)

    const nav = within(page).getByRole('navigation', { name: 'Main' })
    fireEvent.focusIn(within(nav).getByRole('link', { name: 'About' }))
    await hydrationOf(header)
  })

  it('start the header pressed by a tap only once the tap has clicked', async () => {
    const page = await armedPage('/about')
    const header = page.querySelector('[data-island="site-header"]')!
    // A tap on the bar itself: no control, so no click to hold (jsdom has no dialog to open).
    const bar = within(page).getByRole('banner')
    fireEvent.pointerOver(bar, { pointerType: 'touch' })
    fireEvent.pointerDown(bar, { pointerType: 'touch' })
    fireEvent.touchStart(bar)
    fireEvent.pointerUp(bar, { pointerType: 'touch' })
    // The finger is up but the browser has not clicked yet: the mobile menu opens on that click,
    // and React's code must not run in its way.
    expect(await staysCold(header)).toBe(true)
    fireEvent.click(bar)
    await hydrationOf(header)
  })

  it('start an island pressed but never clicked once the press is given up', async () => {
    const page = await armedPage('/about')
    const header = page.querySelector('[data-island="site-header"]')!
    const bar = within(page).getByRole('banner')
    fireEvent.pointerDown(bar, { pointerType: 'touch' })
    expect(await staysCold(header)).toBe(true)
    // The finger went on to scroll the page.
    fireEvent.pointerCancel(bar, { pointerType: 'touch' })
    await hydrationOf(header)
  })

  it('hold a click that lands before hydration and replay it after', async () => {
    const page = await armedPage('/services')
    const trees = within(page).getByRole('button', { name: 'Tree Trimming' })
    // A tap: the click is the first thing the island hears (no pointer moved over it before).
    fireEvent.click(trees)
    expect(trees).toHaveAttribute('aria-expanded', 'false')
    await hydrationOf(page.querySelector('[data-island="service-sections"]')!)
    await waitFor(() => expect(trees).toHaveAttribute('aria-expanded', 'true'))
  })

  it('give a ZIP typed before hydration its answer', async () => {
    // Scrolled out of view: focus is what starts it.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const page = await armedPage('/contact')
    const island = page.querySelector('[data-island="zip-check"]')!
    expect(await staysCold(island)).toBe(true)
    const zip = within(page).getByRole('textbox', { name: 'ZIP code' })
    // What the browser does with keys while no script listens: the text is in the field only.
    ;(zip as HTMLInputElement).value = '95630'
    fireEvent.focusIn(zip)
    await hydrationOf(island)
    await waitFor(() =>
      expect(within(page).getByRole('status')).toHaveTextContent(
        /Yes, Folsom is in our service area/,
      ),
    )
    expect(zip).toHaveValue('95630')
  })

  it("start the island that the address's #fragment points into, at once", async () => {
    Element.prototype.scrollIntoView = () => {}
    const page = await armedPage('/services#tree-trimming')
    await hydrationOf(page.querySelector('[data-island="service-sections"]')!)
    const trees = within(page).getByRole('button', { name: 'Tree Trimming' })
    await waitFor(() => expect(trees).toHaveAttribute('aria-expanded', 'true'))
  })

  it('start nothing and break nothing for a malformed #fragment', async () => {
    const page = await armedPage('/about#%')
    const header = page.querySelector('[data-island="site-header"]')!
    expect(await staysCold(header)).toBe(true)
    fireEvent.focusIn(within(page).getByRole('navigation', { name: 'Main' }))
    await hydrationOf(header)
  })
})
