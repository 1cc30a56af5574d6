import { act, configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
} from '../../../../test-support/web/private-route'
import { statelessClient, uniqueEmail } from '../../../../test-support/users'
import { setUpSharedBackend } from '../../../../test-support/web/local-backend'
import { authMessages } from '../auth-messages'

// A real backend with e-mail confirmation on, as config.toml has it.
const backend = setUpSharedBackend()

configure({ asyncUtilTimeout: 15_000 })
afterEach(() => dismissToasts())

async function signUp(email: string) {
  const user = userEvent.setup()
  renderPrivateRoute('/auth', createTestClient(backend))
  await user.click(await screen.findByRole('tab', { name: 'Sign Up' }))
  const panel = screen.getByRole('tabpanel', { name: 'Sign Up' })
  await user.type(within(panel).getByLabelText('Email'), email)
  await user.type(within(panel).getByLabelText('Password'), 'new-account-password')
  await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))
  return panel
}

describe('Sign Up', () => {
  it('tells a new account what becoming an admin takes, and an invitee to use their link', async () => {
    const email = uniqueEmail('sign-up')
    const panel = await signUp(email)
    expect(within(panel).getByText(authMessages.signUpInvited)).toBeInTheDocument()
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      authMessages.signUpSent(email),
    )
    expect(authMessages.signUpSent(email)).toMatch(/'Forgot password'.*authenticator app/)
  })

  it("sends an address with a pending invitation to the invitation's link", async () => {
    const email = uniqueEmail('invited')
    // The operator's invitation (`npm run admin -- invite`), as the database records it.
    const service = statelessClient(backend, backend.serviceRoleKey)
    const invited = await act(() => service.rpc('create_admin_invitation', { email }))
    expect(invited.error).toBeNull()

    const panel = await signUp(email)
    expect(await within(panel).findByRole('alert')).toHaveTextContent(authMessages.signUpRefused)
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
