import { act, configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { SignedInNotice } from '@/features/auth/components/signed-in-notice'
import { createTestClient, dismissToasts, renderPrivateRoute, signIn } from '@/test/private-route'
import { startBackendProcess, type BackendProcess } from '../../test-support/backend-process'
import { followLink, mailLink } from '../../test-support/outbox'
import { createConfirmedUser, uniqueEmail } from '../../test-support/users'

// A real backend with e-mail confirmation off: sign-up signs in at once and refuses duplicates.
let backend: BackendProcess
beforeAll(async () => {
  backend = await startBackendProcess({ enableConfirmations: false })
}, 240_000)
afterAll(() => backend?.stop())

configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })
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

  it('signs the admin in with a toast and goes to the dashboard', async () => {
    const user = await openAuthPage()
    const panel = await fillCredentials(user, backend.adminEmail, backend.adminPassword)
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument()
    expect(await screen.findByText(`Welcome back, ${backend.adminEmail}`)).toBeInTheDocument()
  })

  it('sends a signed-in visitor on to /admin', async () => {
    const client = createTestClient(backend)
    await signIn(client, backend.adminEmail, backend.adminPassword)
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
