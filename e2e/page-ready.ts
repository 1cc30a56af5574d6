// A public page is usable once its islands have hydrated (menus, filters, sections) and the
// estimate form's listener is in place: before that, a click does what the bare HTML does. Each
// marks itself (src/islands/island.tsx); the e2e tests wait for those marks, never for the
// network to go quiet.
import { expect, type Page } from '@playwright/test'
import { hydratedAttribute } from '../src/lib/hydration-mark'

/** Waits until every island of the page and the estimate form's host are live. */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(
    (hydrated) =>
      document.querySelector('[data-estimate-host]') !== null &&
      [...document.querySelectorAll('[data-island], [data-estimate-host]')].every((element) =>
        element.hasAttribute(hydrated),
      ),
    hydratedAttribute,
  )
}

/** Opens a public page and waits until it is live. */
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
