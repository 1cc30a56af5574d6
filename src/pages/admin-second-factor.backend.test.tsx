// /admin's second step for admins: setting up an authenticator app at the first sign-in, the
// code at the next ones, and the Account tab's list of apps. Against a real local backend,
// which checks the codes (RFC 6238) and raises the session to aal2 as GoTrue does.
import { act, configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
  signIn,
} from '../../test-support/web/private-route'
import { currentTotpCode } from '../../backend/server/totp'
import { createConfirmedUser, statelessClient, uniqueEmail } from '../../test-support/users'
import { setUpSharedBackend } from '../../test-support/web/local-backend'

const backend = setUpSharedBackend()

configure({ asyncUtilTimeout: 15_000 })
afterEach(dismissToasts)

/** A new admin who has never set up an authenticator app, signed in with their password. */
async function newAdminSignedIn() {
  const account = await createConfirmedUser(backend, { email: uniqueEmail('new-admin') })
  const service = statelessClient(backend, backend.serviceRoleKey)
  const { error } = await service.from('user_roles').insert({ user_id: account.id, role: 'admin' })
  if (error) throw error
  const client = createTestClient(backend)
  await signIn(client, account.email, account.password)
  return { account, client }
}

async function setUpAuthenticator(user: ReturnType<typeof userEvent.setup>) {
  const key = (await screen.findByTestId('totp-secret')).textContent!.replace(/\s/g, '')
  await user.type(screen.getByLabelText('6-digit code'), currentTotpCode(key))
  await user.click(screen.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }))
  return key
}

describe('/admin for an admin signed in with a password alone', () => {
  it('asks a new admin to set up an authenticator app before showing anything', async () => {
    const { account, client } = await newAdminSignedIn()
    const user = userEvent.setup()
    const firstVisit = renderPrivateRoute('/admin', client)

    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument()
    const qrCode = await screen.findByRole('img', {
      name: 'QR code that adds Greenleaf Landscaping to your authenticator app',
    })
    expect(qrCode.getAttribute('src')).toMatch(/^blob:/)
    const key = screen.getByTestId('totp-secret').textContent!.replace(/\s/g, '')
    expect(key).toMatch(/^[A-Z2-7]{32}$/)
    expect(screen.queryByText(`Welcome back, ${account.email}`)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()

    // A code that is not six digits never reaches the server.
    await user.type(screen.getByLabelText('6-digit code'), '12345')
    await user.click(screen.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }))
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument()

    await user.clear(screen.getByLabelText('6-digit code'))
    await setUpAuthenticator(user)
    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument()
    expect(await screen.findByText(`Welcome back, ${account.email}`)).toBeInTheDocument()

    // The next sign-in asks for the code of the app just set up.
    firstVisit.unmount()
    const nextClient = createTestClient(backend)
    await act(() => signIn(nextClient, account.email, account.password))
    renderPrivateRoute('/admin', nextClient)
    expect(
      await screen.findByRole('heading', { name: 'Enter your sign-in code' }),
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('6-digit code'), currentTotpCode(key))
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    expect(await screen.findByText(`Welcome back, ${account.email}`)).toBeInTheDocument()
  })

  it("lists the admin's apps, adds another, and never removes the last one", async () => {
    const { client } = await newAdminSignedIn()
    const user = userEvent.setup()
    renderPrivateRoute('/admin', client)
    await setUpAuthenticator(user)
    await user.click(await screen.findByRole('tab', { name: 'Your Account' }))

    const apps = await screen.findByRole('list', { name: 'Authenticator apps' })
    expect(within(apps).getAllByRole('listitem')).toHaveLength(1)
    expect(
      within(apps).getByText('Add another authenticator app before you remove this one.'),
    ).toBeInTheDocument()
    expect(within(apps).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add Another Authenticator App' }))
    await setUpAuthenticator(user)
    await act(async () => {})
    await screen.findByText('Two-factor sign-in is on')
    await within(screen.getByRole('list', { name: 'Authenticator apps' })).findAllByRole('button', {
      name: 'Remove',
    })
    expect(
      within(screen.getByRole('list', { name: 'Authenticator apps' })).getAllByRole('listitem'),
    ).toHaveLength(2)

    await user.click(
      within(screen.getByRole('list', { name: 'Authenticator apps' })).getAllByRole('button', {
        name: 'Remove',
      })[0]!,
    )
    await user.click(await screen.findByRole('button', { name: 'Remove App' }))
    expect(await screen.findByText('Authenticator app removed')).toBeInTheDocument()
    expect(
      await within(screen.getByRole('list', { name: 'Authenticator apps' })).findByText(
        'Add another authenticator app before you remove this one.',
      ),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Authenticator apps' })).getAllByRole('listitem'),
    ).toHaveLength(1)
  })
})
