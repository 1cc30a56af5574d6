// Inter on every page but a newcomer's first (src/lib/brand-font.ts): the first page is set in
// the fallback and asks for no font before it has painted; it then caches Inter, and the next
// page is set in it from its first paint.
import { expect, test, type Page } from '@playwright/test'
import { brandFontCachedKey, brandFontClass } from '../src/lib/brand-font'
import { waitForStart } from './page-ready'

async function pageFont(page: Page) {
  return page.evaluate((fontClass) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
    return {
      hasClass: document.documentElement.classList.contains(fontClass),
      family: getComputedStyle(document.querySelector('h1')!).fontFamily,
      paintedAt: paint?.startTime ?? NaN,
      fonts: fonts.map((font) => ({ requestedAt: font.startTime })),
    }
  }, brandFontClass)
}

test("a newcomer's first page is set in the fallback, and the next one in Inter", async ({
  page,
}) => {
  await page.goto('/contact')
  await waitForStart(page)
  const first = await pageFont(page)
  expect(first.hasClass).toBe(false)
  expect(first.family).toMatch(/^"Inter Fallback"/)
  expect(first.paintedAt).toBeGreaterThan(0)
  // Inter is fetched after the paint, for the next pages, and no text changes font here.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), brandFontCachedKey))
    .toBe('1')
  const fetched = await pageFont(page)
  expect(fetched.fonts.length).toBeGreaterThan(0)
  for (const font of fetched.fonts) expect(font.requestedAt).toBeGreaterThan(first.paintedAt)
  expect(fetched.family).toBe(first.family)

  await page.goto('/about')
  const next = await pageFont(page)
  expect(next.hasClass).toBe(true)
  expect(next.family).toMatch(/^Inter, "Inter Fallback"/)
  expect(await page.evaluate(() => document.fonts.check('1em Inter'))).toBe(true)
})

test('the sign-in screen is set in Inter from the start', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect((await pageFont(page)).hasClass).toBe(true)
})
