// Each public page inlines only the stylesheet rules its HTML and its islands' code can use
// (scripts/build/page-css.ts). Proof that nothing it draws lost a rule: with every island live and
// showing what it draws after load (a ZIP check's answer, the open menus, an open section, the
// estimate form's frame), every element's computed style, in every property the stylesheet sets,
// is the same as with the whole stylesheet's rules added. The estimate form itself waits for
// those.
import { expect, test, type Page } from '@playwright/test'
import { wholeStylesheetAttribute } from '../src/lib/whole-stylesheet'
import { gotoReady, renderEverySection } from './page-ready'

/** All of the stylesheet's rules, which the estimate form loads (src/lib/whole-stylesheet.ts). */
const wholeStylesheet = /\/assets\/index-[\w-]+-rules-[\w-]+\.css$/

/**
 * Every element's computed style, before and after the whole stylesheet's rules join the page's
 * own (as the estimate form adds them): what differs is a rule the page lacks. Read for every
 * property a rule of either sets (a missing rule that draws anything changes one of those on the
 * element it matches), which is a fifth of all properties and of the time. Compared in the page,
 * at rest (no colour halfway through a transition).
 */
async function expectNoRuleMissing(page: Page, state: string) {
  await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important }' })
  const differences = await page.evaluate(async (attribute) => {
    const href = document.querySelector(`style[${attribute}]`)?.getAttribute(attribute)
    if (!href) throw new Error(`the page's <style> has no ${attribute}`)
    // Its own requests, apart from the estimate form's (which a test may hold back).
    const wholeUrl = `${href}?compare`
    const wholeRules = new CSSStyleSheet()
    wholeRules.replaceSync(await (await fetch(wholeUrl)).text())
    const properties = new Set<string>()
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const name of rule.style) properties.add(name)
        if ('cssRules' in rule) collect(rule.cssRules as CSSRuleList)
      }
    }
    collect(wholeRules.cssRules)
    for (const sheet of document.styleSheets) collect(sheet.cssRules)
    // A custom property draws only through a var() that reads it: the page's sheet keeps just
    // the --tw-* defaults its own rules read (a missing rule that reads another shows itself).
    const ownCss = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('')
    const read = new Set([...ownCss.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]))
    const names = [...properties].filter((name) => !name.startsWith('--') || read.has(name))
    const elements = [...document.querySelectorAll('body *')]
    const snapshot = () =>
      elements.map((element) => {
        const style = getComputedStyle(element)
        return names.map((name) => style.getPropertyValue(name))
      })
    const own = snapshot()
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: wholeUrl,
    })
    const loaded = new Promise((resolve, reject) => {
      link.onload = resolve
      link.onerror = reject
    })
    document.head.append(link)
    await loaded
    return snapshot().flatMap((values, index) =>
      values.flatMap((value, n) => {
        const before = own[index]![n]
        if (before === value) return []
        const element = elements[index]!
        const label = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`
        return [`${label}: ${names[n]} is ${before}, not ${value}`]
      }),
    )
  }, wholeStylesheetAttribute)
  expect(differences, state).toEqual([])
}

const pages = [
  '/',
  '/services',
  '/services-hub',
  '/gallery',
  '/about',
  '/service-areas',
  '/contact',
  '/sacramento-lawn-care',
  // Served by 404.html.
  '/no-such-page',
]

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    for (const path of pages) {
      test(`${path} draws everything with its own rules`, async ({ page }) => {
        await gotoReady(page, path)
        await renderEverySection(page)
        const zipCheck = page.getByRole('form', { name: 'Do you serve my ZIP?' })
        if (await zipCheck.count()) {
          await zipCheck.getByLabel('ZIP code').fill('95630')
          await zipCheck.getByLabel('ZIP code').press('Enter')
          await expect(page.getByRole('status').filter({ hasText: 'Yes, Folsom' })).toBeVisible()
        }
        // What the islands of /services and /gallery draw on a tap: an open section, a filter.
        for (const state of ['aria-expanded', 'aria-pressed']) {
          const unset = page.getByRole('main').locator(`button[${state}="false"]`)
          const count = await unset.count()
          if (count > 0) {
            await unset.first().click()
            await expect(unset).toHaveCount(state === 'aria-pressed' ? count : count - 1)
          }
        }
        if (width < 1024) {
          await page.getByRole('button', { name: 'Open menu' }).click()
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        } else {
          await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('button', { name: 'Services' })
            .click()
          await expect(page.locator('#services-menu')).toBeVisible()
        }
        await expectNoRuleMissing(page, 'menu open')
      })
    }

    test('the estimate form draws only once the whole stylesheet applies', async ({ page }) => {
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route(wholeStylesheet, async (route) => {
        await released
        await route.continue()
      })
      await gotoReady(page, '/sacramento-lawn-care')
      // Every section laid out, as in the page tests: one that lays out between the two readings
      // (content-visibility) would differ in size, not in rules.
      await renderEverySection(page)
      await page.getByRole('main').getByRole('link', { name: 'Get Free Estimate' }).first().click()
      // The frame answers the tap at once, drawn with the page's own rules (the start's code
      // draws it); the form waits for the whole sheet's.
      const dialog = page.getByRole('dialog', { name: 'Request a Free Estimate' })
      await expect(dialog).toBeVisible()
      await expectNoRuleMissing(page, 'estimate frame')
      await expect(dialog.getByLabel('First name')).toHaveCount(0)
      release()
      await dialog.getByRole('button', { name: 'Send Request' }).click()
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible()
    })
  })
}
