import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { landingPages } from '@/content/landing-pages'
import { requestedPageLoads } from '../../../test-support/web/page-loads'
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

  it('opens the services dropdown with every city and service and the hub link', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/')
    const trigger = within(mainNav()).getByRole('button', { name: 'Services' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Choose Your City & Service')).toBeInTheDocument()
    const hrefs = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    const landingHrefs = hrefs.filter((href) => landingPages.some((page) => page.path === href))
    expect(landingHrefs.sort()).toEqual(landingPages.map((page) => page.path).sort())
    expect(screen.getByRole('link', { name: 'View All Services →' })).toHaveAttribute(
      'href',
      '/services-hub',
    )

    await user.keyboard('{Escape}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('has every landing link in the markup while closed, hidden until opened', async () => {
    await loadPublicPage('/')
    const hiddenHrefs = within(mainNav())
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.closest('[hidden]'))
      .map((link) => link.getAttribute('href'))
    expect(hiddenHrefs).toEqual(expect.arrayContaining(landingPages.map((page) => page.path)))
    expect(hiddenHrefs).toContain('/services-hub')
  })

  it('closes on Escape with focus back on the button, and when a link is chosen', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/')
    const trigger = within(mainNav()).getByRole('button', { name: 'Services' })
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(within(mainNav()).getAllByRole('link', { name: 'Lawn Care' })[0]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()

    await user.click(trigger)
    await user.click(within(mainNav()).getByRole('link', { name: 'View All Services →' }))
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(requestedPageLoads()).toEqual(['/services-hub'])
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
