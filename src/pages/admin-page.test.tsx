import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { adminKeys } from '@/features/admin/api/admin-keys'
import { SignInRequired } from '@/features/admin/components/sign-in-required'
import { createQueryClient } from '@/lib/query-client'
import { createSupabaseClient } from '@/lib/supabase'
import { createTestClient, dismissToasts, renderPrivateRoute, signIn } from '@/test/private-route'
import {
  createConfirmedUser,
  createSetupClient,
  startTestBackend,
  type TestBackend,
} from '@/test/test-backend'

// A real backend as configured in supabase/config.toml (e-mail confirmation on), seeded with
// the local admin and five submissions.
let backend: TestBackend
let memberEmail: string
let memberId: string
beforeAll(async () => {
  backend = await startTestBackend()
  memberEmail = `member-${Date.now()}@example.com`
  memberId = await createConfirmedUser(backend, memberEmail, 'member-password')
}, 240_000)
afterAll(() => backend?.stop())

configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })
afterEach(dismissToasts)

async function renderAsAdmin() {
  const client = createTestClient(backend)
  await signIn(client, backend.adminEmail, backend.adminPassword)
  const user = userEvent.setup()
  const view = renderPrivateRoute('/admin', client)
  await screen.findByText(`Welcome back, ${backend.adminEmail}`)
  return { user, client, ...view }
}

async function openUsersTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'User Management' }))
  return screen.findByRole('region', { name: 'Users' })
}

const rowOf = (email: string) => screen.getByRole('listitem', { name: email })

describe('/admin', () => {
  it('sends a visitor who is not signed in to /auth', async () => {
    renderPrivateRoute('/admin', createTestClient(backend))
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
  })

  it('tells a signed-in user without the role that they have no access', async () => {
    const client = createTestClient(backend)
    await signIn(client, memberEmail, 'member-password')
    renderPrivateRoute('/admin', client)
    expect(
      await screen.findByText("You don't have admin privileges to access this dashboard."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByText(/Maria/)).not.toBeInTheDocument()
  })

  it('shows the admin every submission, newest first, with e-mail and phone links', async () => {
    await renderAsAdmin()
    const list = await screen.findByRole('region', { name: 'Contact submissions' })
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(names).toEqual([
      'Maria Gonzalez',
      'James Whitfield',
      'Priya Raman',
      'Tom Nguyen',
      'Linda Okafor',
    ])
    const maria = screen.getByRole('article', { name: 'Maria Gonzalez' })
    expect(within(maria).getByRole('link', { name: 'maria.gonzalez@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria.gonzalez@example.com',
    )
    expect(within(maria).getByRole('link', { name: '(916) 555-0142' })).toHaveAttribute(
      'href',
      'tel:9165550142',
    )
    expect(within(maria).getByText('Lawn Care')).toBeInTheDocument()
    expect(within(maria).getByText('2148 Oak Ridge Dr, Roseville, CA 95661')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
  })

  it('shows markup typed by a visitor as plain text', async () => {
    const script = '<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>'
    const { error } = await createSetupClient(backend).rpc('submit_estimate_request', {
      first_name: '<b>Eve</b>',
      last_name: 'Tester',
      email: 'eve@example.com',
      phone: '916 555 0100',
      service: 'Lawn Care',
      message: script,
    })
    expect(error).toBeNull()
    await renderAsAdmin()
    const card = await screen.findByRole('article', { name: '<b>Eve</b> Tester' })
    expect(within(card).getByText(script)).toBeInTheDocument()
    expect(card.querySelector('img, script, b')).toBeNull()
  })

  it('lists every registered user with their dates', async () => {
    const { user } = await renderAsAdmin()
    await openUsersTab(user)
    const member = rowOf(memberEmail)
    expect(within(member).getByRole('button', { name: 'Make Admin' })).toBeEnabled()
    expect(within(rowOf(backend.adminEmail)).getByText('You')).toBeInTheDocument()
    expect(
      within(rowOf(backend.adminEmail)).getByRole('button', { name: 'Remove Admin' }),
    ).toBeInTheDocument()
    expect(
      within(member).getAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/).length,
    ).toBeGreaterThan(0)
  })

  it('makes a user admin and removes it again, one busy row at a time', async () => {
    const { user } = await renderAsAdmin()
    await openUsersTab(user)
    await user.click(within(rowOf(memberEmail)).getByRole('button', { name: 'Make Admin' }))
    const busy = within(rowOf(memberEmail)).getByRole('button', { name: 'Make Admin' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(
      within(rowOf(backend.adminEmail)).getByRole('button', { name: 'Remove Admin' }),
    ).toBeEnabled()
    expect(await screen.findByText('Admin role assigned successfully')).toBeInTheDocument()
    const remove = await within(rowOf(memberEmail)).findByRole('button', { name: 'Remove Admin' })
    await waitFor(() => expect(remove).toBeEnabled())

    await user.click(remove)
    expect(await screen.findByText('Admin role removed successfully')).toBeInTheDocument()
    expect(
      await within(rowOf(memberEmail)).findByRole('button', { name: 'Make Admin' }),
    ).toBeInTheDocument()
  })

  it("refuses to remove the last admin with the database's message", async () => {
    const { user } = await renderAsAdmin()
    await openUsersTab(user)
    await user.click(
      within(rowOf(backend.adminEmail)).getByRole('button', { name: 'Remove Admin' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your own admin role?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove My Admin Role' }))
    expect(
      await screen.findByText('Cannot remove the last admin. Make another user an admin first.'),
    ).toBeInTheDocument()
    expect(screen.getByText(`Welcome back, ${backend.adminEmail}`)).toBeInTheDocument()
  })

  it('asks before an admin removes their own role, then shows the no-access screen', async () => {
    const helperAdmin = createTestClient(backend)
    await signIn(helperAdmin, backend.adminEmail, backend.adminPassword)
    await helperAdmin.from('user_roles').insert({ user_id: memberId, role: 'admin' })
    const memberClient = createTestClient(backend)
    await signIn(memberClient, memberEmail, 'member-password')
    const user = userEvent.setup()
    renderPrivateRoute('/admin', memberClient)
    await openUsersTab(user)
    await user.click(within(rowOf(memberEmail)).getByRole('button', { name: 'Remove Admin' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await user.click(within(rowOf(memberEmail)).getByRole('button', { name: 'Remove Admin' }))
    await user.click(await screen.findByRole('button', { name: 'Remove My Admin Role' }))
    expect(await screen.findByText('Admin role removed successfully')).toBeInTheDocument()
    expect(
      await screen.findByText("You don't have admin privileges to access this dashboard."),
    ).toBeInTheDocument()
  })

  it('signs out to /auth with a toast', async () => {
    const { user } = await renderAsAdmin()
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText('You have been signed out successfully')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
  })

  it('follows a sign-out in another tab', async () => {
    const storageKey = `sb-shared-${Date.now()}`
    const firstTab = createSupabaseClient(backend.url, backend.anonKey, storageKey)
    await signIn(firstTab, backend.adminEmail, backend.adminPassword)
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

  it('says so when there are no submissions', async () => {
    const client = createTestClient(backend)
    await signIn(client, backend.adminEmail, backend.adminPassword)
    const { error } = await client.from('contact_submissions').delete().not('id', 'is', null)
    expect(error).toBeNull()
    renderPrivateRoute('/admin', client)
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument()
  })

  it('says so when no users are listed', async () => {
    const client = createTestClient(backend)
    await signIn(client, backend.adminEmail, backend.adminPassword)
    const queryClient = createQueryClient({ retry: false })
    queryClient.setQueryData(adminKeys.users(), [])
    const user = userEvent.setup()
    renderPrivateRoute('/admin', client, queryClient)
    await screen.findByText(`Welcome back, ${backend.adminEmail}`)
    await user.click(screen.getByRole('tab', { name: 'User Management' }))
    expect(await screen.findByText('No users found')).toBeInTheDocument()
  })
})

describe('sign-up with e-mail confirmation on', () => {
  it('asks the new user to confirm, creates no session, and reveals no existing account', async () => {
    const client = createTestClient(backend)
    const user = userEvent.setup()
    renderPrivateRoute('/auth', client)
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }))
    const panel = screen.getByRole('tabpanel')
    await user.type(within(panel).getByLabelText('Email'), backend.adminEmail)
    await user.type(within(panel).getByLabelText('Password'), 'whatever-password')
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Please check your email for confirmation')).toBeInTheDocument()
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument()
    const { data } = await act(() => client.auth.getSession())
    expect(data.session).toBeNull()
  })
})

describe('SignInRequired', () => {
  it('shows the Access Denied text with a way to /auth', () => {
    render(
      <MemoryRouter>
        <SignInRequired />
      </MemoryRouter>,
    )
    expect(
      screen.getByText('Access Denied: You must be logged in to access the admin dashboard.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth')
  })
})
