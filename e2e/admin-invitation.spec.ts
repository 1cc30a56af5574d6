// Adding an admin by invitation: the invitee's own link is the only way to the account's
// password, and the role follows once they have chosen it; then the second factor, as for any
// admin (issue 22).
import { mailLink } from '../test-support/outbox'
import { uniqueEmail } from '../test-support/users'
import { e2eBackend, expect, passSecondFactor, signInAsAdmin, test } from './fixtures-auth'

test('an admin invites a colleague, who chooses a password and sets up two-factor sign-in', async ({
  page,
  browser,
}) => {
  const colleague = uniqueEmail('invited')
  await signInAsAdmin(page)
  await page.getByRole('tab', { name: 'User Management' }).click()
  const invite = page.getByRole('region', { name: 'Invite by e-mail' })
  await invite.getByLabel('E-mail address').fill(colleague)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${colleague}`)).toBeVisible()
  await expect(invite.getByLabel('E-mail address')).toHaveValue('')
  await expect(
    invite.getByRole('list', { name: 'Pending invitations' }).getByText(colleague),
  ).toBeVisible()

  // The colleague, in a browser of their own.
  const context = await browser.newContext()
  const invitee = await context.newPage()
  await invitee.goto(await mailLink(e2eBackend, colleague))
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await invitee.getByLabel('New password', { exact: true }).fill('colleague-password')
  await invitee.getByLabel('Confirm new password').fill('colleague-password')
  await invitee.getByRole('button', { name: 'Save New Password' }).click()
  await expect(invitee).toHaveURL(/\/admin$/)
  await expect(invitee.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
  await passSecondFactor(invitee, colleague)
  await expect(invitee.getByRole('tab', { name: /Contact Submissions/ })).toBeVisible()
  await context.close()

  // The invitation is used: no longer pending, and the colleague is listed as an admin.
  await page.reload()
  await page.getByRole('tab', { name: 'User Management' }).click()
  const row = page.getByRole('listitem', { name: colleague, exact: true })
  await expect(row.getByText('Admin', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Pending invitations' }).getByText(colleague),
  ).toHaveCount(0)
})
