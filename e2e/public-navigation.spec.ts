import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './console-errors'
import { publicRoutes } from './public-routes'
import { followMainMenuLink, gotoReady } from './page-ready'

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')

for (const route of publicRoutes) {
  test(`${route.path} is prerendered with its H1`, async ({ request }) => {
    const response = await request.get(route.path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1')
    expect(html).toContain(escapeHtml(route.h1))
    // The content is inline, not a loading state waiting for a script to swap it in.
    expect(html).not.toContain('Loading…')
    expect(html).not.toContain('<template id="B:')
    expect(html.match(/<title>[^<]+<\/title>/g)).toHaveLength(1)
    expect(html).toMatch(/<meta name="description" content="[^"]{120,}"/)
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="https://www\\.example\\.com${route.path}"/?>`),
    )
  })
}

/** The head tags a crawler or a link preview reads, as the document has them now. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((tag) => tag.getAttribute(attribute))
    return {
      titles: [...document.head.querySelectorAll('title')].map((tag) => tag.textContent),
      descriptions: all('meta[name="description"]', 'content'),
      canonicals: all('link[rel="canonical"]', 'href'),
      ogUrls: all('meta[property="og:url"]', 'content'),
      ogTitles: all('meta[property="og:title"]', 'content'),
    }
  })
}

test('unknown paths get the 404 page with status 404', async ({ request }) => {
  for (const path of ['/no-such-page', '/fresno-lawn-care', '/sacramento-pool-cleaning']) {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Oops! Page not found')
  }
})

test('a prerendered page hydrates without errors, and its links load the next page', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await gotoReady(page, '/')
  // Hydration keeps the prerendered head tags instead of adding a second set.
  const homeHead = await headTags(page)
  expect(homeHead.titles).toEqual([await page.title()])
  expect(homeHead.canonicals).toEqual(['https://www.example.com/'])
  expect(homeHead.descriptions).toHaveLength(1)

  await followMainMenuLink(page, 'Gallery', /\/gallery$/)
  // Each public page is its own document: the new page's tags, and none of the old page's.
  await expect
    .poll(() => headTags(page))
    .toEqual({
      titles: ['Project Gallery | Greenleaf Landscaping'],
      descriptions: [expect.stringContaining('Browse artificial turf')],
      canonicals: ['https://www.example.com/gallery'],
      ogUrls: ['https://www.example.com/gallery'],
      ogTitles: ['Project Gallery | Greenleaf Landscaping'],
    })

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Services' })
    .click()
  await page.getByRole('link', { name: 'View All Services →' }).click()
  await expect(page).toHaveURL(/\/services-hub$/)
  expect(errors).toEqual([])
})

test('a private page is served as a noindex shell whose head the app then owns', async ({
  page,
  request,
}) => {
  const shell = await (await request.get('/auth')).text()
  expect(shell).toContain('<title>Admin Access | Greenleaf Landscaping</title>')
  expect(shell).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/)
  expect(shell).not.toContain('rel="canonical"')

  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  expect((await headTags(page)).titles).toEqual(['Admin Access | Greenleaf Landscaping'])
  await page
    .getByRole('link', { name: /Greenleaf Landscaping/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/$/)
  await expect
    .poll(() => headTags(page))
    .toMatchObject({
      titles: [expect.not.stringContaining('Admin Access')],
      canonicals: ['https://www.example.com/'],
    })
  expect(await page.locator('meta[name="robots"]').count()).toBe(0)
})

test('every public route loads in the browser without console errors', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = watchConsole(page)
  for (const route of publicRoutes) {
    await gotoReady(page, route.path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(route.h1)
  }
  expect(errors).toEqual([])
})

test('the mobile menu opens, keeps focus inside, closes on Escape and the call button, and navigates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoReady(page, '/about')
  const button = page.getByRole('button', { name: 'Open menu' })
  await button.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
  // Modal: the page behind is inert. Tab cycles through the menu and, past its end, the
  // browser's own controls (no element of the page has focus then), never the page behind.
  const visited = new Set<string>()
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    const focus = await menu.evaluate((dialog) => {
      const active = document.activeElement
      if (!active || active === document.body) return 'browser'
      return dialog.contains(active) ? `menu: ${active.textContent?.trim()}` : 'page behind'
    })
    expect(focus).not.toBe('page behind')
    visited.add(focus)
  }
  expect(visited).toContain('menu: Contact')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()

  await button.click()
  const call = menu.getByRole('link', { name: /Call/ })
  await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()))
  await call.click()
  await expect(menu).toBeHidden()

  await button.click()
  await menu.getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/services-hub$/)
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
})

/** A button's expanded state in Chromium's accessibility tree, what a screen reader hears. */
async function expandedState(page: Page, buttonName: string) {
  const devTools = await page.context().newCDPSession(page)
  const { nodes } = await devTools.send('Accessibility.getFullAXTree')
  const button = nodes.find(
    (node) => node.role?.value === 'button' && node.name?.value === buttonName,
  )
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value
}

test('the Services menu opens on a click, Enter or hover, takes Tab into its links, and closes on Escape, outside or leaving', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoReady(page, '/about')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const services = nav.getByRole('button', { name: 'Services' })
  const menu = page.locator('#services-menu')
  await expect(menu).toBeHidden()

  // Keyboard: Enter opens, Tab goes into the panel, Escape closes with focus back on the button.
  await services.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  // The browser states it from popovertarget (Playwright's roles read only aria-expanded).
  expect(await expandedState(page, 'Services')).toBe(true)
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'Lawn Care' }).first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(services).toBeFocused()
  // Tab past the button goes on along the header once the panel is closed.
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Gallery' })).toBeFocused()

  // A click outside closes it (the page below the panel).
  await services.click()
  await expect(menu).toBeVisible()
  await page.mouse.click(640, 700)
  await expect(menu).toBeHidden()

  // Hover opens it after a moment and leaving closes it; a click on the hovered button closes
  // it for good, however long the pointer then rests there.
  await services.hover()
  await expect(menu).toBeVisible()
  await page.mouse.move(640, 700)
  await expect(menu).toBeHidden()
  await services.hover()
  await expect(menu).toBeVisible()
  await services.click()
  await expect(menu).toBeHidden()
  await page.waitForTimeout(400)
  await expect(menu).toBeHidden()

  // Below the header, on top of the page: a chosen link is what the click hits, and loads.
  await services.click()
  await menu.getByRole('link', { name: 'Irrigation Repair' }).first().click()
  await expect(page).toHaveURL(/-irrigation-repair$/)
})
