import { expect, test, type Page } from '@playwright/test'
import { business } from '../src/content/business'
import { layoutCopy } from '../src/content/navigation'
import { oneRoutePerLayout } from '../src/app/routes'
import { gotoReady } from './page-ready'

// The look holds at every width from a small phone to a wide monitor: no page wider than the
// window, no phone number broken over two lines, no placeholder text, no hero with an empty
// half, and the services dropdown's hub link in view. One landing page per layout stands for
// the fifty.
const widths = [320, 390, 1024, 1280, 1920]
const pagesToCheck = (await oneRoutePerLayout())
  .filter((route) => route.kind !== 'private')
  .map((route) => route.path)

/** What is wrong with the page as laid out now; [] when nothing is. */
function layoutProblems(page: Page, within = 'body') {
  return page.evaluate(
    ({ phone, within }) => {
      const problems: string[] = []
      const root = document.querySelector(within)
      if (!root) return [`no ${within}`]
      const pageWidth = document.documentElement.scrollWidth
      if (pageWidth > window.innerWidth) problems.push(`the page is ${pageWidth} px wide`)

      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        const at = text.indexOf(phone)
        const element = node.parentElement
        if (at < 0 || !element || element.getClientRects().length === 0) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + phone.length)
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => rect.top),
        )
        if (lines.size > 1) problems.push(`the number breaks in "${text.trim().slice(0, 50)}"`)
      }

      if (/placeholder/i.test((root as HTMLElement).innerText)) problems.push('shows "placeholder"')
      return problems
    },
    { phone: business.phone.display, within },
  )
}

/** A full-width hero (not the 404's narrow block) holds a loaded picture in its right half. */
function heroProblems(page: Page) {
  return page.evaluate(() => {
    const band = document.querySelector('main h1')?.closest('section')
    if (!band) return ['no H1 in a section']
    const bandBox = band.getBoundingClientRect()
    if (bandBox.width < window.innerWidth * 0.95) return []
    const pictures = [...band.querySelectorAll('img, svg')].filter((picture) => {
      const box = picture.getBoundingClientRect()
      const isLoaded = !(picture instanceof HTMLImageElement) || picture.naturalWidth > 0
      return isLoaded && box.width >= 240 && box.left >= bandBox.left + bandBox.width / 2 - 80
    })
    return pictures.length > 0 ? [] : ['the hero has nothing in its right half']
  })
}

for (const width of widths) {
  test(`every page type holds together at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of pagesToCheck) {
      await gotoReady(page, path)
      await expect(page.locator('main h1')).toBeVisible()
      expect(await layoutProblems(page), `${path} at ${width} px`).toEqual([])
      if (width >= 1024) expect(await heroProblems(page), `${path} at ${width} px`).toEqual([])
    }

    if (width < 1024) {
      await page.getByRole('button', { name: layoutCopy.openMenu }).click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
      expect(await layoutProblems(page, '#mobile-menu'), `mobile menu at ${width} px`).toEqual([])
    }
  })
}

for (const [width, height] of [
  [1024, 768],
  [1280, 900],
  [1920, 1080],
] as const) {
  test(`the services dropdown shows its hub link at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await gotoReady(page, '/')
    await page.getByRole('button', { name: layoutCopy.servicesLabel }).click()
    const hubLink = page.getByRole('link', { name: layoutCopy.servicesMenuAllLink })
    await expect(hubLink).toBeVisible()
    // In view and not under the scrolling list: the link itself is what a click there hits.
    const isOnTop = await hubLink.evaluate((link) => {
      const box = link.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return box.bottom <= window.innerHeight && (hit === link || link.contains(hit))
    })
    expect(isOnTop).toBe(true)
    const panelHeight = await page
      .locator('#services-menu')
      .evaluate((panel) => panel.getBoundingClientRect().height)
    expect(panelHeight).toBeLessThanOrEqual(24 * 16 + 2)
  })
}
