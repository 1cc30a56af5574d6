import { screen, within } from '@testing-library/react'
import { landingPages } from '@/content/landing-pages'
import { loadPublicPage } from '../../../test-support/web/load-public-page'

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' })
}

describe('site header', () => {
  it('highlights the current page in the navigation', async () => {
    await loadPublicPage('/gallery')
    const gallery = within(mainNav()).getByRole('link', { name: 'Gallery' })
    expect(gallery).toHaveAttribute('aria-current', 'page')
    expect(within(mainNav()).getByRole('link', { name: 'About' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  // Opening, hover, Escape, Tab into the panel and closing on a link are the browser's popover
  // (jsdom has none): e2e/public-navigation.spec.ts tests them in Chromium.
  it('has a Services button that opens, from the HTML, a popover linking every city and service and the hub', async () => {
    await loadPublicPage('/')
    const trigger = within(mainNav()).getByRole('button', { name: 'Services' })
    const panel = document.getElementById(trigger.getAttribute('popovertarget')!)
    expect(panel).toHaveAttribute('popover', 'auto')
    expect(within(panel!).getByText('Choose Your City & Service')).toBeInTheDocument()
    // Closed, the panel's links are hidden; they are in the markup all the same.
    const hrefs = within(panel!)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'))
    expect(hrefs.filter((href) => href !== '/services-hub').sort()).toEqual(
      landingPages.map((page) => page.path).sort(),
    )
    expect(
      within(panel!).getByRole('link', { name: 'View All Services →', hidden: true }),
    ).toHaveAttribute('href', '/services-hub')
  })

  it('marks Services as current on a landing page', async () => {
    await loadPublicPage(landingPages[0]!.path)
    expect(within(mainNav()).getByRole('button', { name: 'Services' }).className).toContain(
      'bg-leaf-100',
    )
  })

  it('offers a call link with the one company number', async () => {
    await loadPublicPage('/')
    const calls = screen.getAllByRole('link', { name: /Call \(916\) 555-0142/ })
    expect(calls.length).toBeGreaterThan(0)
    calls.forEach((link) => expect(link).toHaveAttribute('href', 'tel:+19165550142'))
  })
})

describe('mobile menu', () => {
  // Opening, Escape, focus kept inside and closing on a link or the call button are the
  // browser's <dialog> (jsdom has none): e2e/public-navigation.spec.ts tests them in Chromium.
  it('is a dialog in the HTML that its button opens without script, with one Services link to the hub', async () => {
    const { container } = await loadPublicPage('/about')
    const button = screen.getByRole('button', { name: 'Open menu' })
    const menu = container.querySelector(`dialog#${button.getAttribute('commandfor')}`)!
    expect(button).toHaveAttribute('command', 'show-modal')
    // Closed, it is hidden, and so out of the queries' reach unless asked for.
    const hidden = { hidden: true }
    expect(menu).toHaveAttribute('aria-label', 'Menu')
    expect(document.getElementById(menu.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Site navigation',
    )
    const nav = within(menu as HTMLElement).getByRole('navigation', { name: 'Mobile', ...hidden })
    const services = within(nav).getAllByRole('link', { name: 'Services', ...hidden })
    expect(services).toHaveLength(1)
    expect(services[0]).toHaveAttribute('href', '/services-hub')
    expect(within(nav).getByRole('link', { name: 'About', ...hidden })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const close = within(menu as HTMLElement).getByRole('button', { name: 'Close menu', ...hidden })
    expect(close).toHaveAttribute('commandfor', menu.id)
    expect(close).toHaveAttribute('command', 'close')
  })
})

describe('current page with a trailing slash', () => {
  it('highlights only the page itself', async () => {
    await loadPublicPage('/gallery/')
    const links = within(mainNav()).getAllByRole('link')
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1)
    expect(within(mainNav()).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})
