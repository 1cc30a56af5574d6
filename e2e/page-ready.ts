// A public page is usable once its islands have hydrated (menus, filters, sections) and the
// estimate form's listener is in place: before that, a click does what the bare HTML does. Each
// marks itself (src/islands/island.tsx); the e2e tests wait for those marks, never for the
// network to go quiet.
import type { Page } from '@playwright/test'
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
