// The frame of /auth and /admin: a tool's top bar with the business name, the signed-in admin and
// Sign Out, and nothing of the public site's header and footer.
import { screen, within } from '@testing-library/react'
import { business } from '@/content/business'
import { footerQuickLinks, footerServices, layoutCopy } from '@/content/navigation'
import { renderAsAdmin } from '../../test-support/web/admin-dashboard'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
} from '../../test-support/web/private-route'

const backend = setUpSharedBackend()
afterEach(dismissToasts)

/** What only the public site's header and footer have: its call button, menus and footer. */
function expectNothingForVisitors() {
  expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument()
  expect(document.querySelector(`a[href^="${business.phone.href}"]`)).toBeNull()
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: layoutCopy.openMenu })).not.toBeInTheDocument()
  for (const { label } of [...footerServices, ...footerQuickLinks.slice(1)])
    expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument()
}

describe('the private frame', () => {
  it('shows the business name, the signed-in admin, Sign Out and the tabs on /admin', async () => {
    await renderAsAdmin(backend)
    const topBar = screen.getByRole('banner')
    expect(within(topBar).getByRole('link', { name: business.name })).toHaveAttribute('href', '/')
    expect(topBar).toHaveTextContent(`Signed in as ${backend.adminEmail}`)
    expect(within(topBar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Sign Out' })).toHaveLength(1)
    expect(
      within(screen.getByRole('tablist', { name: 'Admin sections' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent?.replace(/\d+ new requests?$/, '').trim()),
    ).toEqual(['Contact Submissions', 'Visits', 'Insights', 'User Management', 'Your Account'])
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
    expectNothingForVisitors()
  })

  it('shows the business name without an account or Sign Out on /auth, signed out', async () => {
    renderPrivateRoute('/auth', createTestClient(backend))
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
    const topBar = screen.getByRole('banner')
    expect(within(topBar).getByRole('link', { name: business.name })).toHaveAttribute('href', '/')
    expect(topBar).not.toHaveTextContent('Signed in as')
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument()
    expect(screen.queryByRole('tablist', { name: 'Admin sections' })).not.toBeInTheDocument()
    expectNothingForVisitors()
  })
})
