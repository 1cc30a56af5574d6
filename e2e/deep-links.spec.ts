import { expect, test } from '@playwright/test'
import { watchConsole } from './console-errors'
import { gotoReady } from './page-ready'

// /services#{id} opens that section and scrolls to it: on a load of the prerendered page (after
// hydration, which must still match the HTML's closed sections), from a link on another page
// and from a link on /services itself.

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
  await gotoReady(page, '/')
  await page.getByRole('link', { name: 'Learn More about Irrigation Systems' }).click()
  await expect(page).toHaveURL(/\/services#irrigation-sprinklers$/)
  await expect(page.getByRole('button', { name: 'Irrigation & Sprinklers' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.getByText('Smart, weather-based controller installation')).toBeInViewport()
  expect(errors).toEqual([])
})

test('a link on /services to one of its sections opens it without a page load', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await gotoReady(page, '/services')
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Artificial Turf' }).click()
  await expect(page.getByRole('button', { name: 'Artificial Turf' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.getByText('Pet-friendly turf with antimicrobial infill')).toBeVisible()
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  expect(errors).toEqual([])
})
