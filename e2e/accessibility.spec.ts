import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { publicRoutes } from './public-routes'

// WCAG 2.2 AA checks with axe on every page type, at phone and desktop widths. One landing page
// per layout stands for the fifty (they share their components).
const pagesToCheck = [
  ...publicRoutes.slice(0, 7).map((route) => route.path),
  '/sacramento-lawn-care',
  '/sacramento-tree-trimming',
  '/no-such-page',
  '/auth',
]

for (const width of [390, 1280]) {
  test(`pages pass axe WCAG 2.2 AA at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of pagesToCheck) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
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
