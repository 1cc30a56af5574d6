import { uniqueEmail } from '../test-support/users'
import { addDays, officeDay } from '../supabase/functions/_shared/visit-windows'
import { expect, signInAsAdmin, test } from './fixtures-auth'
import { gotoReady } from './page-ready'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a visitor checks a served ZIP, asks for a visit at a preferred time and follows the city link; the admin filters on it', async ({
    page,
  }) => {
    const visitor = {
      firstName: 'Noor',
      lastName: `Haddad-${Date.now()}`,
      email: uniqueEmail('zip'),
    }
    await gotoReady(page, '/')
    const check = page.getByRole('form', { name: 'Do you serve my ZIP?' })
    await check.getByLabel('ZIP code').fill('95630')
    const answer = page.getByRole('status').filter({ hasText: 'Yes, Folsom' })
    await expect(answer).toHaveText(/Yes, Folsom is in our service area\./)

    await answer.getByRole('link', { name: 'Get a free estimate in Folsom' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Estimate' })
    await expect(dialog.getByLabel('Address (optional)')).toHaveValue('Folsom, CA 95630')
    await dialog.getByLabel('First name').fill(visitor.firstName)
    await dialog.getByLabel('Last name').fill(visitor.lastName)
    await dialog.getByLabel('Email').fill(visitor.email)
    await dialog.getByLabel('Phone').fill('(916) 555-0163')
    await dialog.getByLabel('Service').selectOption({ index: 1 })
    await dialog.getByRole('radio', { name: 'Weekday mornings' }).check()
    await dialog.getByLabel('Earliest date (optional)').fill(addDays(officeDay(new Date()), 3))
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(
      dialog.getByRole('heading', { name: `Thank you, ${visitor.firstName}!` }),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Done' }).click()

    await answer.getByRole('link', { name: 'Lawn care in Folsom' }).click()
    await expect(page).toHaveURL(/\/folsom-lawn-care$/)

    await signInAsAdmin(page)
    await page.goto('/admin?earliest_visit=within_7_days')
    const submissions = page.getByRole('region', { name: 'Contact submissions' })
    const card = submissions.getByRole('article').filter({ hasText: visitor.lastName })
    await expect(card).toBeVisible()
    // The seeded requests have no preferred visit: the filter leaves them out.
    await expect(submissions.getByText('Maria Gonzalez')).toHaveCount(0)
    await card.getByRole('button', { name: `${visitor.firstName} ${visitor.lastName}` }).click()
    await expect(card).toContainText(/Weekday mornings, from \w{3}, \w{3} \d{1,2}, \d{4}/)
    await expect(card).toContainText('Folsom, CA 95630')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the ZIP form leads to the list of ZIP codes', async ({ page }) => {
    await page.goto('/contact')
    const check = page.getByRole('form', { name: 'Do you serve my ZIP?' })
    await check.getByLabel('ZIP code').fill('95630')
    await check.getByRole('button', { name: 'Check' }).click()
    await expect(page).toHaveURL(/\/service-areas\?zip=95630#zip-codes$/)
    await expect(page.locator('#zip-codes')).toContainText('95630')
  })
})
