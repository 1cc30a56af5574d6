import { expect, test } from '@playwright/test'
import { watchConsole } from './console-errors'

// /services#{id} opens that section and scrolls to it: on a first load of the prerendered page
// (after hydration, which must still match the HTML's closed sections) and on a link in the app.

test('a first load of /services#tree-trimming opens and shows that section', async ({ page }) => {
  const errors = watchConsole(page)
  await page.goto('/services#tree-trimming')
  const trees = page.getByRole('button', { name: 'Tree Trimming' })
  await expect(trees).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Work led by certified arborists')).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Hardscaping' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  expect(errors).toEqual([])
})

test("a home card's Learn More link opens its section of /services", async ({ page }) => {
  const errors = watchConsole(page)
  await page.goto('/')
  await page.getByRole('link', { name: 'Learn More about Irrigation Systems' }).click()
  await expect(page).toHaveURL(/\/services#irrigation-sprinklers$/)
  await expect(page.getByRole('button', { name: 'Irrigation & Sprinklers' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.getByText('Smart, weather-based controller installation')).toBeInViewport()
  expect(errors).toEqual([])
})
