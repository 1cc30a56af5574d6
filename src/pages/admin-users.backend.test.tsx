// /admin's User Management tab: the users, the admin role and its history.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { adminKeys } from '@/features/admin/api/admin-keys'
import { createQueryClient } from '@/lib/query-client'
import { statelessClient, uniqueEmail } from '../../test-support/users'
import {
  adminClient,
  leaveOnlyAdmin,
  openUsersTab,
  renderAsAdmin,
  rowOf,
  setUpMembers,
} from '../../test-support/web/admin-dashboard'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
  signInAsAdmin,
} from '../../test-support/web/private-route'

const backend = setUpSharedBackend()
const createMember = setUpMembers(backend)
afterEach(dismissToasts)

describe("/admin's users", () => {
  it('lists every registered user with their dates', async () => {
    const member = await createMember()
    const { user } = await renderAsAdmin(backend)
    await openUsersTab(user)
    const memberRow = rowOf(member.email)
    expect(within(memberRow).getByRole('button', { name: 'Make Admin' })).toBeEnabled()
    expect(within(rowOf(backend.adminEmail)).getByText('You')).toBeInTheDocument()
    expect(
      within(rowOf(backend.adminEmail)).getByRole('button', { name: 'Remove Admin' }),
    ).toBeInTheDocument()
    expect(
      within(memberRow).getAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/).length,
    ).toBeGreaterThan(0)
  })

  it('makes a user admin and removes it again, one busy row at a time', async () => {
    const { email: memberEmail } = await createMember()
    const { user } = await renderAsAdmin(backend)
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

    // Newest first: the removal, then the grant, each with who did it and when.
    const history = screen.getByRole('region', { name: 'History' })
    const when = String.raw` — [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$`
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const admin = escape(backend.adminEmail)
    const member = escape(memberEmail)
    await waitFor(() => {
      const [removal, grant] = within(history).getAllByRole('listitem')
      expect(removal).toHaveTextContent(
        new RegExp(`^${admin} removed the admin role from ${member}${when}`),
      )
      expect(grant).toHaveTextContent(new RegExp(`^${admin} made ${member} an admin${when}`))
    })
  })

  it("keeps 'Make Admin' off for an account whose e-mail is not confirmed, and says why", async () => {
    const member = await createMember()
    const pendingEmail = uniqueEmail('pending')
    const { error } = await statelessClient(backend).auth.signUp({
      email: pendingEmail,
      password: 'pending-password',
    })
    expect(error).toBeNull()
    const { user } = await renderAsAdmin(backend)
    await openUsersTab(user)
    const makeAdmin = within(rowOf(pendingEmail)).getByRole('button', { name: 'Make Admin' })
    expect(makeAdmin).toBeDisabled()
    expect(makeAdmin).toHaveAccessibleDescription(
      'Email not confirmed yet and no password chosen: a password link lets them do both, then they can be made an admin.',
    )
    expect(
      within(rowOf(member.email)).getByRole('button', { name: 'Make Admin' }),
    ).not.toHaveAccessibleDescription()
  })

  it('says so when the history is empty', async () => {
    const client = createTestClient(backend)
    await signInAsAdmin(client, backend)
    const queryClient = createQueryClient({ retry: false })
    queryClient.setQueryData(adminKeys.adminActivity(), [])
    const user = userEvent.setup()
    renderPrivateRoute('/admin', client, queryClient)
    await openUsersTab(user)
    const history = screen.getByRole('region', { name: 'History' })
    expect(within(history).getByRole('heading', { level: 3, name: 'History' })).toBeVisible()
    expect(within(history).getByText('No history yet.')).toBeInTheDocument()
  })

  it("refuses to remove the last admin with the database's message", async () => {
    const client = createTestClient(backend)
    const seededAdmin = await signInAsAdmin(client, backend)
    await leaveOnlyAdmin(backend, seededAdmin.id)
    const user = userEvent.setup()
    renderPrivateRoute('/admin', client)
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
    const member = await createMember()
    const helperAdmin = await adminClient(backend)
    const { error } = await helperAdmin
      .from('user_roles')
      .insert({ user_id: member.id, role: 'admin' })
    expect(error).toBeNull()
    const memberClient = createTestClient(backend)
    await signInAsAdmin(memberClient, backend, member.email, member.password)
    const user = userEvent.setup()
    renderPrivateRoute('/admin', memberClient)
    await openUsersTab(user)
    await user.click(within(rowOf(member.email)).getByRole('button', { name: 'Remove Admin' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await user.click(within(rowOf(member.email)).getByRole('button', { name: 'Remove Admin' }))
    await user.click(await screen.findByRole('button', { name: 'Remove My Admin Role' }))
    expect(await screen.findByText('Admin role removed successfully')).toBeInTheDocument()
    expect(
      await screen.findByText("You don't have admin privileges to access this dashboard."),
    ).toBeInTheDocument()
  })

  it('says so when no users are listed', async () => {
    const client = createTestClient(backend)
    await signInAsAdmin(client, backend)
    const queryClient = createQueryClient({ retry: false })
    queryClient.setQueryData(adminKeys.users(), [])
    const user = userEvent.setup()
    renderPrivateRoute('/admin', client, queryClient)
    await screen.findByText(`Welcome back, ${backend.adminEmail}`)
    await user.click(screen.getByRole('tab', { name: 'User Management' }))
    expect(await screen.findByText('No users found')).toBeInTheDocument()
  })
})
