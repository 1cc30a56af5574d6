// A public page starts in two steps: at load its start script arms the islands and serves the
// estimate buttons (#root gets `data-started`); each island then hydrates on its trigger (a
// pointer, a touch, focus, scrolling into view; src/islands/island.tsx) and marks itself
// `data-hydrated`. e2e/island-hydration.spec.ts tests those triggers; the other specs wake every
// island first, then test what the live page does. They wait for marks, never for the network
// to go quiet.
import { expect, type Page } from '@playwright/test'
import { hydratedAttribute, startedAttribute } from '../src/lib/hydration-mark'

/** Waits until the page's start script has armed the islands and serves the estimate buttons. */
export async function waitForStart(page: Page) {
  await page.locator(`#root[${startedAttribute}]`).waitFor({ state: 'attached' })
}

/**
 * Starts every island of the page and waits until each has hydrated: a pointer passes over
 * each, as a mouse crossing the page would (no hover is left behind: the event names no mouse).
 */
export async function waitForIslands(page: Page) {
  await waitForStart(page)
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]'))
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
  })
  await page.waitForFunction(
    (hydrated) =>
      [...document.querySelectorAll('[data-island]')].every((island) =>
        island.hasAttribute(hydrated),
      ),
    hydratedAttribute,
  )
}

/**
 * Lays out every section of the page at once. Below the first screen a page lays out its sections
 * only near the view (content-visibility in src/index.css), so what measures the whole page
 * without scrolling to it (axe's colours and target sizes, a whole-page screenshot) would meet
 * them with no layout: blank, or measured against the wrong background.
 */
export async function renderEverySection(page: Page) {
  await page.addStyleTag({
    content: 'main > section, #root footer { content-visibility: visible !important }',
  })
}

/** Opens a public page and waits until it is live, every island hydrated. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path)
  await waitForIslands(page)
}

/** Follows a link of the main menu (not a dropdown's) and waits for the next page's H1. */
export async function followMainMenuLink(page: Page, name: string, url: RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click()
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}
