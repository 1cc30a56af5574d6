import { act, configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { SignedInNotice } from '@/features/auth/components/signed-in-notice'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
  signIn,
  signInAsAdmin,
} from '../../test-support/web/private-route'
import { followLink, mailLink } from '../../test-support/outbox'
import { currentCodesOf } from '../../test-support/second-factor'
import { createConfirmedUser, statelessClient, uniqueEmail } from '../../test-support/users'
import { setUpOwnBackend } from '../../test-support/web/local-backend'

// A backend of this file's own, with e-mail confirmation off: sign-up signs in at once and
// refuses duplicates.
const backend = setUpOwnBackend({ enableConfirmations: false })

configure({ asyncUtilTimeout: 15_000 })
afterEach(() => {
  dismissToasts()
  window.history.replaceState(null, '', '/')
})

async function openAuthPage() {
  const user = userEvent.setup()
  renderPrivateRoute('/auth', createTestClient(backend))
  await screen.findByRole('heading', { name: 'Admin Access' })
  return user
}

async function fillCredentials(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  const panel = screen.getByRole('tabpanel')
  await user.type(within(panel).getByLabelText('Email'), email)
  await user.type(within(panel).getByLabelText('Password'), password)
  return panel
}

describe('/auth', () => {
  it('shows Sign In and Sign Up tabs under Admin Access', async () => {
    await openAuthPage()
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument()
  })

  it.each(['Sign In', 'Sign Up'])('validates the %s form with the spec messages', async (tab) => {
    const user = await openAuthPage()
    await user.click(screen.getByRole('tab', { name: tab }))
    const panel = await fillCredentials(user, 'not-an-email', '12345')
    await user.click(within(panel).getByRole('button', { name: tab }))
    expect(await within(panel).findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(within(panel).getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(within(panel).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows the busy label, then the invalid-credentials text, and keeps what was typed', async () => {
    const user = await openAuthPage()
    const panel = await fillCredentials(user, backend.adminEmail, 'wrong-password')
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }))
    expect(within(panel).getByRole('button', { name: 'Signing In...' })).toBeDisabled()
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    )
    expect(within(panel).getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(within(panel).getByLabelText('Email')).toHaveValue(backend.adminEmail)
  })

  it('refuses to sign up an existing e-mail when confirmation is off', async () => {
    const user = await openAuthPage()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    const panel = await fillCredentials(user, backend.adminEmail, 'another-password')
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))
    expect(within(panel).getByRole('button', { name: 'Creating Account...' })).toBeDisabled()
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please sign in instead.',
    )
  })

  it('signs up a new user, who lands on /admin without privileges', async () => {
    const user = await openAuthPage()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    const panel = await fillCredentials(user, uniqueEmail('sign-up'), 'new-user-password')
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))
    expect(
      await screen.findByText("You don't have admin privileges to access this dashboard."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  it('signs the admin in with a toast, then asks for the code of their authenticator app', async () => {
    // An admin who set up their app before (whatever test ran first).
    const { id: adminId } = await signInAsAdmin(createTestClient(backend), backend)
    const user = await openAuthPage()
    const panel = await fillCredentials(user, backend.adminEmail, backend.adminPassword)
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Enter your sign-in code' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(`Welcome back, ${backend.adminEmail}`)).not.toBeInTheDocument()

    const [code] = [...(await act(() => currentCodesOf(backend, adminId))).values()]
    // Every digit changed: never the code of this period, nor (but by a 1 in 500 000 chance)
    // of the one before or after, which the server also takes.
    const wrongCode = code!.replace(/\d/g, (digit) => String((Number(digit) + 5) % 10))
    await user.type(screen.getByLabelText('6-digit code'), wrongCode)
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right, or it has expired. Enter the code the app shows now.',
    )
    expect(screen.getByLabelText('6-digit code')).toHaveValue(wrongCode)

    const [rightCode] = [...(await act(() => currentCodesOf(backend, adminId))).values()]
    await user.clear(screen.getByLabelText('6-digit code'))
    await user.type(screen.getByLabelText('6-digit code'), rightCode!)
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))
    expect(await screen.findByText(`Welcome back, ${backend.adminEmail}`)).toBeInTheDocument()
  })

  it('sends a signed-in visitor on to /admin', async () => {
    const client = createTestClient(backend)
    await signInAsAdmin(client, backend)
    renderPrivateRoute('/auth', client)
    expect(await screen.findByText(`Welcome back, ${backend.adminEmail}`)).toBeInTheDocument()
  })

  it('lets a user set a new password through the recovery e-mail', async () => {
    const { email } = await createConfirmedUser(backend, { password: 'old-password' })
    const user = await openAuthPage()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    await user.type(screen.getByLabelText('Email'), email)
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await within(screen.getByRole('tabpanel')).findByRole('status')).toHaveTextContent(
      'If an account exists for this address, we sent a link to set a new password.',
    )

    // Follow the mail's link as the browser would: the session arrives in the URL fragment.
    const link = await act(() => mailLink(backend, email))
    const { location, fragment } = await act(() => followLink(link))
    expect(fragment.get('type')).toBe('recovery')
    window.history.replaceState(null, '', `/auth#${location.split('#')[1]}`)

    const recoveringClient = createTestClient(backend)
    renderPrivateRoute('/auth', recoveringClient)
    await user.type(await screen.findByLabelText('New password'), 'brand-new-password')
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-password')
    await user.click(screen.getByRole('button', { name: 'Save New Password' }))
    expect(await screen.findByText('Your new password is saved.')).toBeInTheDocument()
    expect(
      await screen.findByText("You don't have admin privileges to access this dashboard."),
    ).toBeInTheDocument()
    const signedIn = await act(() => signIn(createTestClient(backend), email, 'brand-new-password'))
    expect(signedIn.email).toBe(email)
  })

  it('asks an admin with two-factor sign-in for their code before the new password', async () => {
    const account = await createConfirmedUser(backend, { email: uniqueEmail('recovering-admin') })
    const service = statelessClient(backend, backend.serviceRoleKey)
    const granted = await service.from('user_roles').insert({ user_id: account.id, role: 'admin' })
    expect(granted.error).toBeNull()
    await signInAsAdmin(createTestClient(backend), backend, account.email, account.password)

    const reset = await statelessClient(backend).auth.resetPasswordForEmail(account.email)
    expect(reset.error).toBeNull()
    const { location } = await act(async () => followLink(await mailLink(backend, account.email)))
    window.history.replaceState(null, '', `/auth#${location.split('#')[1]}`)
    const user = userEvent.setup()
    renderPrivateRoute('/auth', createTestClient(backend))

    expect(
      await screen.findByRole('heading', { name: 'Enter your sign-in code' }),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
    const [code] = [...(await act(() => currentCodesOf(backend, account.id))).values()]
    await user.type(screen.getByLabelText('6-digit code'), code!)
    await user.click(screen.getByRole('button', { name: 'Verify Code' }))

    await user.type(await screen.findByLabelText('New password'), 'admin-new-password')
    await user.type(screen.getByLabelText('Confirm new password'), 'admin-new-password')
    await user.click(screen.getByRole('button', { name: 'Save New Password' }))
    expect(await screen.findByText('Your new password is saved.')).toBeInTheDocument()
    expect(await screen.findByText(`Welcome back, ${account.email}`)).toBeInTheDocument()
  })
})

describe('SignedInNotice', () => {
  it("says 'Welcome Back' with a link to the dashboard", () => {
    render(
      <MemoryRouter>
        <SignedInNotice />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument()
    expect(screen.getByText('You are already signed in')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    )
  })
})
