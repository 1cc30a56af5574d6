import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { landingPages } from '@/content/landing-pages'
import { requestedPageLoads } from '@/test/page-loads'
import { loadPublicPage } from '@/test/load-public-page'

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
  it('opens, lists one Services link to the hub, and closes on a link click', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/about')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog')
    const services = within(menu).getAllByRole('link', { name: 'Services' })
    expect(services).toHaveLength(1)
    expect(services[0]).toHaveAttribute('href', '/services-hub')
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(within(menu).getByRole('link', { name: 'Gallery' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requestedPageLoads()).toEqual(['/gallery'])
  })

  it('closes on Escape and on the call button', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const call = within(await screen.findByRole('dialog')).getByRole('link', { name: /Call/ })
    call.addEventListener('click', (event) => event.preventDefault())
    await user.click(call)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup()
    await loadPublicPage('/')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog')
    for (let i = 0; i < 15; i++) {
      await user.tab()
      expect(menu).toContainElement(document.activeElement as HTMLElement)
    }
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
