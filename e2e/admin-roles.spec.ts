import {
  admin,
  createConfirmedUser,
  expect,
  insertSubmission,
  signInThroughForm,
  test,
  uniqueEmail,
} from './fixtures-auth'

test('the admin reads submissions, grants and removes a role, and signs out', async ({ page }) => {
  const member = await createConfirmedUser(uniqueEmail('member'))
  await signInThroughForm(page, admin.email, admin.password)
  await expect(page.getByText(`Welcome back, ${admin.email}`)).toBeVisible()

  // Seeded submissions, newest first.
  const submissions = page.getByRole('region', { name: 'Contact submissions' })
  const names = await submissions.getByRole('heading', { level: 3 }).allTextContents()
  const seeded = ['Maria Gonzalez', 'James Whitfield', 'Priya Raman', 'Tom Nguyen', 'Linda Okafor']
  expect(names.filter((name) => seeded.includes(name))).toEqual(seeded)
  const times = await submissions
    .locator('time')
    .evaluateAll((elements) =>
      elements.map((element) => Date.parse(element.getAttribute('datetime') ?? '')),
    )
  expect(times).toEqual([...times].sort((a, b) => b - a))
  await expect(
    submissions.getByRole('link', { name: 'maria.gonzalez@example.com' }),
  ).toHaveAttribute('href', 'mailto:maria.gonzalez@example.com')

  // Hold the role change for a moment, so the busy row can be seen.
  await page.route('**/rest/v1/user_roles**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.fallback()
  })
  await page.getByRole('tab', { name: 'User Management' }).click()
  const row = page.getByRole('listitem', { name: member.email, exact: true })
  await row.getByRole('button', { name: 'Make Admin' }).click()
  const busyButton = row.getByRole('button', { name: 'Make Admin' })
  await expect(busyButton).toBeDisabled()
  await expect(busyButton.locator('.animate-spin')).toBeVisible()
  await expect(page.getByText('Admin role assigned successfully')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeEnabled()
  await expect(row.getByText('Admin', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: 'Remove Admin' }).click()
  await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeDisabled()
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
  await insertSubmission({
    first_name: firstName,
    last_name: 'Script',
    email: uniqueEmail('xss'),
    phone: '916 555 0100',
    service: '<i>Lawn Care</i>',
    message,
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await signInThroughForm(page, admin.email, admin.password)
  const card = page.getByRole('article', { name: `${firstName} Script` }).first()
  await expect(card.getByText(message)).toBeVisible()
  await expect(card.getByText('<i>Lawn Care</i>')).toBeVisible()
  await expect(card.locator('img, script, b, i')).toHaveCount(0)
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
  ).toBeUndefined()
  expect(dialogs).toEqual([])
})

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage()
  await signInThroughForm(first, admin.email, admin.password)
  const second = await context.newPage()
  await second.goto('/admin')
  await expect(second.getByText(`Welcome back, ${admin.email}`)).toBeVisible()

  await first.getByRole('button', { name: 'Sign Out' }).click()
  await expect(first).toHaveURL(/\/auth$/)
  await expect(second).toHaveURL(/\/auth$/)
  await expect(second.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
})
