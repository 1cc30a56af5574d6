import type { Page } from '@playwright/test'
import { sendEstimateRequest } from '../test-support/estimate-requests'
import { createConfirmedUser, uniqueEmail } from '../test-support/users'
import { admin, e2eBackend, expect, signInAsAdmin, test } from './fixtures-auth'

/**
 * Holds the page's role changes (`method` on user_roles) until the returned function is called,
 * so the test sees the busy row for certain rather than hoping the request is slow enough.
 */
async function holdRoleChanges(page: Page, method: 'POST' | 'DELETE') {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/rest/v1/user_roles**', async (route) => {
    if (route.request().method() === method) await released
    await route.fallback()
  })
  return release
}

test('the admin reads submissions, grants and removes a role, and signs out', async ({ page }) => {
  const member = await createConfirmedUser(e2eBackend, { email: uniqueEmail('member') })
  await signInAsAdmin(page)
  await expect(page.getByText(`Welcome back, ${admin.email}`)).toBeVisible()

  // Seeded submissions, newest first.
  const submissions = page.getByRole('region', { name: 'Contact submissions' })
  const seeded = ['Maria Gonzalez', 'James Whitfield', 'Priya Raman', 'Tom Nguyen', 'Linda Okafor']
  // The welcome can show before the list has arrived: wait for the list, not just read it.
  await expect
    .poll(async () => {
      const names = await submissions.getByRole('heading', { level: 3 }).allTextContents()
      return names.filter((name) => seeded.includes(name))
    })
    .toEqual(seeded)
  const times = await submissions
    .locator('time')
    .evaluateAll((elements) =>
      elements.map((element) => Date.parse(element.getAttribute('datetime') ?? '')),
    )
  expect(times).toEqual([...times].sort((a, b) => b - a))
  await expect(
    submissions.getByRole('link', { name: 'maria.gonzalez@example.com' }),
  ).toHaveAttribute('href', 'mailto:maria.gonzalez@example.com')

  const releaseGrant = await holdRoleChanges(page, 'POST')
  await page.getByRole('tab', { name: 'User Management' }).click()
  const row = page.getByRole('listitem', { name: member.email, exact: true })
  await row.getByRole('button', { name: 'Make Admin' }).click()
  const busyButton = row.getByRole('button', { name: 'Make Admin' })
  await expect(busyButton).toBeDisabled()
  await expect(busyButton.locator('.animate-spin')).toBeVisible()
  releaseGrant()
  await expect(page.getByText('Admin role assigned successfully')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeEnabled()
  await expect(row.getByText('Admin', { exact: true })).toBeVisible()

  const releaseRemoval = await holdRoleChanges(page, 'DELETE')
  await row.getByRole('button', { name: 'Remove Admin' }).click()
  await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeDisabled()
  releaseRemoval()
  await expect(page.getByText('Admin role removed successfully')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Make Admin' })).toBeEnabled()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('You have been signed out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})

test('a submission with markup or script is shown as plain text and runs nothing', async ({
  page,
}) => {
  const message = '<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>'
  const firstName = '<b>Mallory</b>'
  await sendEstimateRequest(e2eBackend, {
    first_name: firstName,
    last_name: 'Script',
    email: uniqueEmail('xss'),
    address: '<i>12 Elm St</i>, Sacramento',
    message,
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await signInAsAdmin(page)
  const card = page.getByRole('article', { name: `${firstName} Script` }).first()
  await expect(card.getByText(message)).toBeVisible()
  await card.getByRole('button', { name: `${firstName} Script` }).click()
  await expect(card.getByText('<i>12 Elm St</i>, Sacramento')).toBeVisible()
  await expect(card.locator('img, script, b, i')).toHaveCount(0)
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
  ).toBeUndefined()
  expect(dialogs).toEqual([])
})

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage()
  await signInAsAdmin(first)
  const second = await context.newPage()
  await second.goto('/admin')
  await expect(second.getByText(`Welcome back, ${admin.email}`)).toBeVisible()

  await first.getByRole('button', { name: 'Sign Out' }).click()
  await expect(first).toHaveURL(/\/auth$/)
  await expect(second).toHaveURL(/\/auth$/)
  await expect(second.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
})
