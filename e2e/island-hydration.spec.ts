// Islands hydrate when they are needed (src/islands/island.tsx): a public page runs no React at
// load, each island starts on its trigger, and a tap, a submit or typing that lands before its
// island has hydrated is held and replayed, never lost. To make "before" certain, these tests
// hold back React's chunk until the tap is done.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { hydratedAttribute } from '../src/lib/hydration-mark'
import { waitForStart } from './page-ready'

const reactChunk = /\/assets\/vendor-[^/]+\.js$/

/** Holds a chunk back until `release()`; `requested` says whether the page asked for it yet. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const state = { requested: false }
  await page.route(chunk, async (route) => {
    state.requested = true
    await released
    await route.continue()
  })
  return { release, state }
}

const holdReact = (page: Page) => holdChunk(page, reactChunk)

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)

async function expectCold(page: Page, name: string) {
  await expect(island(page, name)).not.toHaveAttribute(hydratedAttribute)
}

async function expectHydrated(page: Page, name: string) {
  await expect(island(page, name)).toHaveAttribute(hydratedAttribute, '')
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the home page loads no React until a visitor points at the header, whose menu then opens on hover', async ({
    page,
  }) => {
    const reactRequests: string[] = []
    page.on('request', (request) => {
      if (reactChunk.test(request.url())) reactRequests.push(request.url())
    })
    await page.goto('/')
    await waitForStart(page)
    // Idle for a while: nothing on screen asks for React.
    await page.waitForTimeout(500)
    expect(reactRequests).toEqual([])
    await expectCold(page, 'site-header')
    await expectCold(page, 'zip-check')

    const services = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Services' })
    await services.hover()
    await expectHydrated(page, 'site-header')
    // The pointer came to rest before React arrived: the menu still opens on that hover.
    await expect(page.locator('#services-menu')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Lawn Care & Maintenance' }).first()).toBeVisible()
    expect(reactRequests).toHaveLength(1)

    // The ZIP check starts when it scrolls into view, with no click or focus.
    await expectCold(page, 'zip-check')
    await page.mouse.move(640, 700)
    await page
      .getByRole('form', { name: 'Do you serve my ZIP?' })
      .evaluate((form) => form.scrollIntoView())
    await expectHydrated(page, 'zip-check')
  })

  test('a click on Services opens its menu at once, from the HTML, before React has arrived', async ({
    page,
  }) => {
    const react = await holdReact(page)
    await page.goto('/about')
    await waitForStart(page)
    const services = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Services' })
    const menu = page.locator('#services-menu')
    await services.click()
    await expect(menu).toBeVisible()
    await expectCold(page, 'site-header')
    // The browser closes it too, and hydration keeps whichever state the visitor left it in.
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await services.click()
    await expect(menu).toBeVisible()
    await expect.poll(() => react.state.requested).toBe(true)
    react.release()
    await expectHydrated(page, 'site-header')
    await expect(menu).toBeVisible()
    await services.click()
    await expect(menu).toBeHidden()
  })

  test('a section of /services opened before React has arrived opens once it has', async ({
    page,
  }) => {
    const react = await holdReact(page)
    await page.goto('/services')
    await waitForStart(page)
    const trees = page.getByRole('button', { name: 'Tree Trimming' })
    await trees.click()
    await expectCold(page, 'service-sections')
    react.release()
    await expectHydrated(page, 'service-sections')
    await expect(trees).toHaveAttribute('aria-expanded', 'true')
  })

  test("an estimate button clicked before React has arrived opens the form's frame at once, then the form", async ({
    page,
  }) => {
    const react = await holdReact(page)
    await page.goto('/folsom-irrigation-repair')
    await waitForStart(page)
    const estimate = page.getByRole('main').getByRole('link', { name: 'Get Free Estimate' }).first()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Estimate' })

    // Closed while loading, the form does not open later over the page.
    await estimate.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('status')).toHaveText('Loading the form…')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(estimate).toBeFocused()

    await estimate.click()
    await expect(dialog.getByRole('status')).toHaveText('Loading the form…')
    await expect.poll(() => react.state.requested).toBe(true)
    react.release()
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    // Focus moved on into the form's dialog; the shell it had been in is gone.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true)
    await expect(page).toHaveURL(/\/folsom-irrigation-repair$/)
    // The closed first one never comes back: one close and the page is the page again.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(estimate).toBeFocused()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a page asks for no script, its entry included, until its content has painted', async ({
    page,
  }) => {
    await page.goto('/sacramento-lawn-care')
    await waitForStart(page)
    const { paintedAt, scripts } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, requestedAt: entry.startTime }))
      return { paintedAt: paint?.startTime ?? NaN, scripts }
    })
    expect(paintedAt).toBeGreaterThan(0)
    const names = scripts.map((script) => script.name.replace(/^.*\/assets\//, ''))
    expect(names).toEqual(
      expect.arrayContaining([expect.stringMatching(/^index-/), expect.stringMatching(/^start-/)]),
    )
    for (const script of scripts) expect(script.requestedAt, script.name).toBeGreaterThan(paintedAt)
  })

  test('a tap on the menu button opens the menu at once, from the HTML, before React has arrived', async ({
    page,
  }) => {
    const react = await holdReact(page)
    await page.goto('/')
    await waitForStart(page)
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expectCold(page, 'site-header')
    // Its links and its close button work from the HTML too.
    await menu.getByRole('button', { name: 'Close menu' }).tap()
    await expect(menu).toBeHidden()
    react.release()
    await expectHydrated(page, 'site-header')
    await page.getByRole('button', { name: 'Open menu' }).tap()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Contact' }).tap()
    await expect(page).toHaveURL(/\/contact$/)
  })

  /**
   * Touches the middle of `target` and keeps the finger there, longer than a tap rests: React's
   * code, had the touch started it, would be asked for meanwhile. Returns what lifts it.
   */
  async function restFingerOn(page: Page, target: Locator) {
    await target.scrollIntoViewIfNeeded()
    const box = (await target.boundingBox())!
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const devTools = await page.context().newCDPSession(page)
    await devTools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    await page.waitForTimeout(400)
    return () => devTools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }

  /** The page's requests for React's chunk, from now on. */
  function reactRequestsOf(page: Page) {
    const requests: string[] = []
    page.on('request', (request) => {
      if (reactChunk.test(request.url())) requests.push(request.url())
    })
    return requests
  }

  test('a finger resting on the menu button loads no React until its tap has opened the menu', async ({
    page,
  }) => {
    const reactRequests = reactRequestsOf(page)
    await page.goto('/')
    await waitForStart(page)
    const lift = await restFingerOn(page, page.getByRole('button', { name: 'Open menu' }))
    expect(reactRequests).toEqual([])
    await lift()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    // Then, the menu on screen, the header comes to life.
    await expectHydrated(page, 'site-header')
    expect(reactRequests).toHaveLength(1)
  })

  test("a finger resting on an estimate button loads no React until its tap has opened the form's frame", async ({
    page,
  }) => {
    const reactRequests = reactRequestsOf(page)
    await page.goto('/folsom-lawn-care')
    await waitForStart(page)
    const button = page.locator('main a[data-estimate-form]').first()
    const lift = await restFingerOn(page, button)
    expect(reactRequests).toEqual([])
    await lift()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Estimate' })
    await expect(dialog).toBeVisible()
    // Then the form itself, React's first use.
    await expect(dialog.getByRole('textbox', { name: 'Address (optional)' })).toBeVisible()
    expect(reactRequests).toHaveLength(1)
  })

  test('a ZIP typed before its script has arrived gets its answer, and no React is loaded', async ({
    page,
  }) => {
    const reactRequests: string[] = []
    page.on('request', (request) => {
      if (reactChunk.test(request.url())) reactRequests.push(request.url())
    })
    const script = await holdChunk(page, /\/assets\/zip-check\.script-[^/]+\.js$/)
    await page.goto('/contact')
    await waitForStart(page)
    const zip = page.getByRole('form', { name: 'Do you serve my ZIP?' }).getByLabel('ZIP code')
    await zip.tap()
    await page.keyboard.type('95630')
    await expect.poll(() => script.state.requested).toBe(true)
    await expectCold(page, 'zip-check')
    script.release()
    await expectHydrated(page, 'zip-check')
    await expect(page.getByRole('status').filter({ hasText: 'Yes, Folsom' })).toHaveText(
      /Yes, Folsom is in our service area\./,
    )
    await expect(zip).toHaveValue('95630')
    expect(reactRequests).toEqual([])
    // The answer's estimate button opens the form (React's first use) with the city and ZIP.
    await page.getByRole('link', { name: 'Get a free estimate in Folsom' }).tap()
    const form = page.getByRole('dialog', { name: 'Request a Free Estimate' })
    await expect(form.getByRole('textbox', { name: 'Address (optional)' })).toHaveValue(
      'Folsom, CA 95630',
    )
  })
})
