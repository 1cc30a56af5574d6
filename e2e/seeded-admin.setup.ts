// Runs before every other e2e test (playwright.config.ts, project 'seeded-admin'): the seeded
// local admin's first sign-in, as a newcomer makes it. /admin asks them to set up an
// authenticator app before anything else; the key is kept for the other tests' sign-ins.
import {
  admin,
  expect,
  passSecondFactor,
  saveSeededAdminKey,
  signInThroughForm,
  test,
} from './fixtures-auth'

test('the seeded admin sets up two-factor sign-in at their first sign-in', async ({ page }) => {
  await signInThroughForm(page, admin.email, admin.password)
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
  await expect(
    page.getByRole('img', {
      name: 'QR code that adds Greenleaf Landscaping to your authenticator app',
    }),
  ).toBeVisible()
  // Nothing of the dashboard before the second factor.
  await expect(page.getByRole('region', { name: 'Contact submissions' })).toHaveCount(0)

  saveSeededAdminKey(await passSecondFactor(page, admin.email))
  await expect(page.getByRole('tab', { name: /Contact Submissions/ })).toBeVisible()
})
