import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { oneRoutePerLayout } from '../src/app/routes'
import { renderEverySection, waitForIslands } from './page-ready'

// WCAG 2.2 AA checks with axe on every page type, at phone and desktop widths. One landing page
// per layout stands for the fifty (they share their components). /admin is left out: signed
// out, it shows /auth's form.
const pagesToCheck = (await oneRoutePerLayout())
  .filter((route) => route.path !== '/admin')
  .map((route) => route.path)

for (const width of [390, 1280]) {
  test(`pages pass axe WCAG 2.2 AA at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of pagesToCheck) {
      await page.goto(path)
      // The private screens render in the browser; a public page is checked once it is live.
      if (path === '/auth') await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      else await waitForIslands(page)
      await renderEverySection(page)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      const violations = results.violations.map(
        (violation) =>
          `${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
      )
      expect(violations).toEqual([])
    }
  })
}
