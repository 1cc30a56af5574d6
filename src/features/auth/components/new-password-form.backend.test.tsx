import { act, configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
  signInAsAdmin,
} from '../../../../test-support/web/private-route'
import { followLink, mailLink } from '../../../../test-support/outbox'
import { statelessClient, uniqueEmail } from '../../../../test-support/users'
import { setUpSharedBackend } from '../../../../test-support/web/local-backend'
import { authMessages } from '../auth-messages'

const backend = setUpSharedBackend()

configure({ asyncUtilTimeout: 15_000 })
afterEach(() => {
  dismissToasts()
  window.history.replaceState(null, '', '/')
})

/** An admin's invitation to `email`, sent as User Management sends it. */
async function inviteByAdmin(email: string) {
  const admin = createTestClient(backend)
  await signInAsAdmin(admin, backend)
  const { error } = await admin.functions.invoke('invite-admin', { body: { email } })
  if (error) throw error
}

describe('Choose your password', () => {
  it('opens from an invitation, keeps mismatched values, then makes the invitee an admin', async () => {
    const email = uniqueEmail('invitee')
    await act(() => inviteByAdmin(email))
    const { location, fragment } = await act(async () => followLink(await mailLink(backend, email)))
    expect(fragment.get('type')).toBe('invite')
    window.history.replaceState(null, '', `/auth#${location.split('#')[1]}`)

    const user = userEvent.setup()
    renderPrivateRoute('/auth', createTestClient(backend))
    expect(
      await screen.findByRole('heading', { name: authMessages.invitedTitle }),
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'invitees-own-password')
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else')
    await user.click(screen.getByRole('button', { name: 'Save New Password' }))
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveValue('invitees-own-password')

    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'invitees-own-password')
    await user.click(screen.getByRole('button', { name: 'Save New Password' }))
    expect(await screen.findByText(authMessages.passwordUpdated)).toBeInTheDocument()
    // On to the dashboard, where a new admin sets up the second factor first.
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument()
    const service = statelessClient(backend, backend.serviceRoleKey)
    const { data: users } = await act(() => service.rpc('list_users'))
    const invitee = (users as { email: string; is_admin: boolean }[]).find((u) => u.email === email)
    expect(invitee?.is_admin).toBe(true)
  })
})
