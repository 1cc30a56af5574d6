import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { launchOptions } from './e2e-env'

// Playwright starts Chromium without the back/forward cache; these tests need it.
test.use({
  launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
})

/** The URLs the page's Speculation Rules pick, as Chromium reports them, and rule-set errors. */
async function watchSpeculation(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const seen = { candidates: [] as string[], ruleSets: 0, errors: [] as string[] }
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    seen.ruleSets += 1
    if (ruleSet.errorType) seen.errors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`)
  })
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    seen.candidates = preloadingAttemptSources
      .filter((source) => source.key.action === 'Prerender')
      .map((source) => new URL(source.key.url).pathname + new URL(source.key.url).search)
  })
  await cdp.send('Preload.enable')
  return seen
}

test('public pages prerender same-site links on hover, never the private screens or the estimate buttons', async ({
  page,
}) => {
  // Playwright's own DevTools session keeps Chromium from prerendering; which links the rules
  // pick is what this checks (npm run bench measures the prerendered clicks).
  const speculation = await watchSpeculation(page)
  await page.goto('/')
  await page.evaluate(() => {
    const links: [string, Record<string, string>][] = [
      ['/auth', {}],
      ['/admin?tab=insights', {}],
      ['/gallery?from=test', {}],
      ['/about?from=estimate-button', { 'data-estimate-form': '' }],
      ['/about?from=nofollow', { rel: 'nofollow' }],
    ]
    for (const [href, attributes] of links) {
      const link = Object.assign(document.createElement('a'), { href, textContent: href })
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
      document.querySelector('main')!.append(link)
    }
  })
  await expect.poll(() => speculation.candidates).toContain('/gallery?from=test')
  expect(speculation.ruleSets).toBeGreaterThan(0)
  expect(speculation.errors).toEqual([])
  expect(speculation.candidates).toEqual(expect.arrayContaining(['/services', '/contact']))
  for (const excluded of [
    '/auth',
    '/admin?tab=insights',
    '/about?from=estimate-button',
    '/about?from=nofollow',
  ])
    expect(speculation.candidates).not.toContain(excluded)
})

test('the private screens load no speculation rules', async ({ page }) => {
  const speculation = await watchSpeculation(page)
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(speculation.ruleSets).toBe(0)
})

const backAndForth: [from: string, to: string][] = [
  ['/', '/gallery'],
  ['/contact', '/about'],
  ['/folsom-lawn-care', '/services-hub'],
]
for (const [from, to] of backAndForth) {
  test(`going back from ${to} to ${from} restores the page from the back/forward cache`, async ({
    page,
  }) => {
    await page.goto(from)
    await page.evaluate(() => {
      Object.assign(window, { keptInMemory: true })
      addEventListener('pageshow', (event) => Object.assign(window, { restored: event.persisted }))
    })
    await page.locator(`a[href="${to}"]:visible`).first().click()
    await page.waitForURL(to)
    // A page restored from the cache fires no load event.
    await page.goBack({ waitUntil: 'commit' })
    await page.waitForFunction((path) => location.pathname === path, from)
    expect(
      await page.evaluate(() => [
        (window as { keptInMemory?: boolean }).keptInMemory,
        (window as { restored?: boolean }).restored,
      ]),
    ).toEqual([true, true])
  })
}
