import { mailLink } from '../test-support/outbox'
import { createConfirmedUser, uniqueEmail } from '../test-support/users'
import {
  admin,
  e2eBackend,
  expect,
  routeBackendTo,
  signInAsAdmin,
  signInThroughForm,
  test,
} from './fixtures-auth'

const noPrivileges = "You don't have admin privileges to access this dashboard."

test('a new account is confirmed from the outbox, signs in and has no privileges', async ({
  page,
}) => {
  const email = uniqueEmail('sign-up')
  const password = 'new-account-password'
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Sign Up' }).click()
  await expect(
    page.getByText('Please check your email for confirmation', { exact: true }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)

  // The confirmation link signs the new user in and brings them back to /auth, then /admin.
  await page.goto(await mailLink(e2eBackend, email))
  await expect(page.getByText(noPrivileges)).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth$/)

  await signInThroughForm(page, email, password)
  await expect(page.getByText(noPrivileges)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
})

test('a wrong password shows the invalid-credentials text', async ({ page }) => {
  await page.goto('/auth')
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(admin.email)
  await panel.getByLabel('Password').fill('not-the-password')
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(panel.getByRole('alert')).toHaveText('Invalid email or password. Please try again.')
  await expect(page).toHaveURL(/\/auth$/)
})

test('the forms show the validation texts', async ({ page }) => {
  await page.goto('/auth')
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill('not-an-email')
  await panel.getByLabel('Password').fill('123')
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(panel.getByText('Please enter a valid email address')).toBeVisible()
  await expect(panel.getByText('Password must be at least 6 characters')).toBeVisible()
})

test('with confirmation on, signing up an existing e-mail reveals nothing and creates nothing', async ({
  page,
}) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' })
  await panel.getByLabel('Email').fill(admin.email)
  await panel.getByLabel('Password').fill('some-other-password')
  await panel.getByRole('button', { name: 'Sign Up' }).click()
  await expect(
    page.getByText('Please check your email for confirmation', { exact: true }),
  ).toBeVisible()
  await expect(panel.getByRole('alert')).toHaveCount(0)

  // The admin's password still works and the user list still has one such account.
  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'User Management' }).click()
  await expect(page.getByRole('listitem', { name: admin.email, exact: true })).toHaveCount(1)
})

test('with confirmation off, signing up an existing e-mail says it already exists', async ({
  page,
  confirmationOffBackend,
}) => {
  await routeBackendTo(page, confirmationOffBackend.url)
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' })
  await panel.getByLabel('Email').fill(confirmationOffBackend.adminEmail)
  await panel.getByLabel('Password').fill('some-other-password')
  await panel.getByRole('button', { name: 'Sign Up' }).click()
  await expect(panel.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please sign in instead.',
  )
})

test('an unauthenticated visit to /admin ends on /auth', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('a signed-in visit to /auth ends on /admin', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText(`Welcome back, ${admin.email}`)).toBeVisible()
})

test('a forgotten password is replaced through the recovery e-mail', async ({ page }) => {
  const { email } = await createConfirmedUser(e2eBackend, { email: uniqueEmail('recovery') })
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'we sent a link' })).toBeVisible()

  await page.goto(await mailLink(e2eBackend, email))
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('replaced-password')
  await page.getByLabel('Confirm new password').fill('replaced-password')
  await page.getByRole('button', { name: 'Save New Password' }).click()
  await expect(page.getByText(noPrivileges)).toBeVisible()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await signInThroughForm(page, email, 'replaced-password')
})
