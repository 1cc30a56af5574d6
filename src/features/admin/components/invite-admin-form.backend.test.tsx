import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
  signInAsAdmin,
} from '../../../../test-support/web/private-route'
import { followLink, mailLink } from '../../../../test-support/outbox'
import {
  choosePasswordThroughLink,
  createConfirmedUser,
  statelessClient,
  uniqueEmail,
} from '../../../../test-support/users'
import { setUpSharedBackend } from '../../../../test-support/web/local-backend'
import { adminMessages } from '../admin-messages'
import { inviteMessages } from '../invite-messages'

// A real backend with e-mail confirmation on, as config.toml has it.
const backend = setUpSharedBackend()

configure({ asyncUtilTimeout: 15_000 })
afterEach(() => dismissToasts())

async function openUserManagement() {
  const user = userEvent.setup()
  const client = createTestClient(backend)
  await act(() => signInAsAdmin(client, backend))
  renderPrivateRoute('/admin', client)
  await user.click(await screen.findByRole('tab', { name: adminMessages.usersTab }))
  return user
}

describe('Invite by e-mail', () => {
  it('sends an invitation and lists it; a refused one keeps the address and says why', async () => {
    const user = await openUserManagement()
    const form = await screen.findByRole('region', { name: inviteMessages.heading })
    const field = within(form).getByLabelText(inviteMessages.emailLabel)
    const send = within(form).getByRole('button', { name: inviteMessages.send })

    await user.type(field, 'not-an-address')
    await user.click(send)
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument()

    const invitee = uniqueEmail('invitee')
    await user.clear(field)
    await user.type(field, invitee)
    await user.click(send)
    expect(await screen.findByText(inviteMessages.sent(invitee))).toBeInTheDocument()
    await waitFor(() => expect(field).toHaveValue(''))
    const pending = await within(form).findByRole('list', { name: inviteMessages.pendingHeading })
    expect(await within(pending).findByText(invitee)).toBeInTheDocument()
    expect(pending).toHaveTextContent(`Invited by ${backend.adminEmail}`)

    const member = await act(() => createConfirmedUser(backend, { email: uniqueEmail('member') }))
    await user.type(field, member.email)
    await user.click(send)
    expect(
      await screen.findByText(/^An account with this e-mail address already exists\./),
    ).toBeInTheDocument()
    expect(field).toHaveValue(member.email)
  })

  it('inviting the address of an unconfirmed sign-up removes that account, and says so', async () => {
    // Someone signed up first with the future admin's address; they never confirmed it.
    const email = uniqueEmail('pre-registered')
    const strangers = { email, password: 'a-strangers-password' }
    await act(() => statelessClient(backend).auth.signUp(strangers))
    const user = await openUserManagement()
    const row = await screen.findByRole('listitem', { name: email })
    expect(within(row).getByRole('button', { name: adminMessages.makeAdmin })).toBeDisabled()
    expect(
      within(row).getByRole('button', { name: adminMessages.makeAdmin }),
    ).toHaveAccessibleDescription(adminMessages.unconfirmedEmail)

    const form = screen.getByRole('region', { name: inviteMessages.heading })
    await user.type(within(form).getByLabelText(inviteMessages.emailLabel), email)
    await user.click(within(form).getByRole('button', { name: inviteMessages.send }))
    expect(await screen.findByText(inviteMessages.sentReplacingSignUp(email))).toBeInTheDocument()
    const signIn = await act(() => statelessClient(backend).auth.signInWithPassword(strangers))
    expect(signIn.error).not.toBeNull()
  })

  it('says who cannot be made an admin yet, and sends them a password link instead', async () => {
    // Signed up and confirmed, but the password is the one typed at sign-up: it could be
    // whoever registered the address first.
    const email = uniqueEmail('self-registered')
    await act(async () => {
      await statelessClient(backend).auth.signUp({ email, password: 'set-at-sign-up' })
      await followLink(await mailLink(backend, email))
    })
    let user = await openUserManagement()
    let row = await screen.findByRole('listitem', { name: email })
    const makeAdmin = within(row).getByRole('button', { name: adminMessages.makeAdmin })
    expect(makeAdmin).toBeDisabled()
    expect(makeAdmin).toHaveAccessibleDescription(adminMessages.passwordNotChosen)

    await user.click(within(row).getByRole('button', { name: adminMessages.sendPasswordLink }))
    expect(await screen.findByText(adminMessages.passwordLinkSent(email))).toBeInTheDocument()
    // The mail is the 'Forgot password' one; its owner chooses a password through it.
    const link = await act(() => mailLink(backend, email))
    expect(new URL(link).searchParams.get('type')).toBe('recovery')
    await act(() => choosePasswordThroughLink(backend, email, 'the-owners-password'))

    cleanup()
    user = await openUserManagement()
    row = await screen.findByRole('listitem', { name: email })
    expect(row).toHaveTextContent(adminMessages.readyForAdmin)
    expect(
      within(row).queryByRole('button', { name: adminMessages.sendPasswordLink }),
    ).not.toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: adminMessages.makeAdmin }))
    expect(await screen.findByText(adminMessages.roleAssigned)).toBeInTheDocument()
  })
})
