// Who reaches /admin's dashboard, and leaving it.
import { act, screen } from '@testing-library/react'
import { createSupabaseClient } from '@/lib/supabase'
import { renderAsAdmin, setUpMembers } from '../../test-support/web/admin-dashboard'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
  signIn,
  signInAsAdmin,
} from '../../test-support/web/private-route'

const backend = setUpSharedBackend()
const createMember = setUpMembers(backend)
afterEach(dismissToasts)

describe('/admin', () => {
  it('sends a visitor who is not signed in to /auth', async () => {
    renderPrivateRoute('/admin', createTestClient(backend))
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
  })

  it('tells a signed-in user without the role that they have no access', async () => {
    const member = await createMember()
    const client = createTestClient(backend)
    await signIn(client, member.email, member.password)
    renderPrivateRoute('/admin', client)
    expect(
      await screen.findByText("You don't have admin privileges to access this dashboard."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByText(/Maria/)).not.toBeInTheDocument()
  })

  it('signs out to /auth with a toast', async () => {
    const { user } = await renderAsAdmin(backend)
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText('You have been signed out successfully')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
  })

  it('follows a sign-out in another tab', async () => {
    const storageKey = `sb-shared-${Date.now()}`
    const firstTab = createSupabaseClient(backend.url, backend.anonKey, storageKey)
    await signInAsAdmin(firstTab, backend)
    renderPrivateRoute('/admin', firstTab)
    await screen.findByText(`Welcome back, ${backend.adminEmail}`)
    // A second client on the same storage key talks to the first over BroadcastChannel, as tabs do.
    const secondTab = createSupabaseClient(backend.url, backend.anonKey, storageKey)
    await act(async () => {
      await secondTab.auth.getSession()
      await secondTab.auth.signOut()
    })
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
  })
})
