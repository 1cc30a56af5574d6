// The site under its production headers (dist/_headers, applied by the static server): every
// page and the admin journey run without one Content-Security-Policy violation.
import type { Page } from '@playwright/test'
import { admin, expect, signInAsAdmin, test } from './fixtures-auth'
import { e2eBackendUrl } from './e2e-env'
import { waitForIslands } from './page-ready'
import { publicRoutes } from './public-routes'
import { contentSecurityPolicy } from '../scripts/build/hosting-headers'

interface CspWindow {
  reportCspViolation: (text: string) => void
}

/**
 * Every violation the page reports, both as the DOM event (through a binding, which outlives
 * navigations) and as Chromium's console message.
 */
async function watchCspViolations(page: Page) {
  const violations: string[] = []
  await page.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || location.pathname}:${event.lineNumber}`
      ;(window as unknown as CspWindow).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${where}`,
      )
    })
  })
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  return violations
}

/** Opens a page and hydrates every island of it (the header's, on every page). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await waitForIslands(page)
}

// Every public route already runs under this policy in public-navigation.spec.ts, whose console
// watch fails on Chromium's CSP errors. Here, the page kinds and the dialog, watched closely.
test('each kind of public page and the estimate dialog run under the CSP without a violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page)
  const kinds = ['/', '/services', '/gallery', '/contact', publicRoutes.at(-1)!.path]
  for (const path of kinds) await openHydrated(page, path)
  // The JSON-LD block is data, not script: it is there and the policy has nothing to say.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  // The estimate dialog: the Supabase chunk and Radix's scroll lock, on a public page.
  await page.getByRole('main').getByRole('link', { name: 'Get Free Estimate' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await openHydrated(page, '/no-such-page')
  expect(violations).toEqual([])
})

test('sign-in and the admin screens run under the CSP without a violation', async ({ page }) => {
  const violations = await watchCspViolations(page)
  await signInAsAdmin(page)
  const inbox = page.getByRole('region', { name: 'Contact submissions' })
  // Other journeys add requests meanwhile: hold on to one card by its name, not its place.
  const name = (await inbox.getByRole('article').first().getByRole('heading').textContent())!
  const card = inbox.getByRole('article', { name }).first()
  await card.getByRole('button', { name }).click()
  await expect(card.getByLabel('Internal note')).toBeVisible()
  await page.getByRole('tab', { name: 'User Management' }).click()
  await expect(page.getByRole('tabpanel', { name: 'User Management' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: admin.email, exact: true })).toBeVisible()
  expect(violations).toEqual([])
})

test('pages, assets and the 404 carry the production headers', async ({ request }) => {
  const home = await request.get('/')
  const homeHtml = await home.text()
  // The public pages' one inline script, the entry loader, which names the entry.
  const loader = /<script>([^<]+)<\/script>/.exec(homeHtml)?.[1] ?? ''
  const asset = /src:"(\/assets\/[^"]+\.js)"/.exec(loader)?.[1]
  const responses = {
    page: home,
    asset: await request.get(asset ?? '/assets/missing.js'),
    notFound: await request.get('/no-such-page'),
  }
  expect(responses.asset.status()).toBe(200)
  expect(responses.notFound.status()).toBe(404)
  for (const response of Object.values(responses)) {
    const headers = response.headers()
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy(e2eBackendUrl, [loader]))
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
  }
  expect(responses.page.headers()['cache-control']).toBe('no-cache')
  expect(responses.asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // What Cloudflare Pages sends with a 404 (e2e/hosting.spec.ts holds the preview to it).
  expect(responses.notFound.headers()['cache-control']).toBe('no-store')
  expect((await request.get('/_headers')).status()).toBe(404)
})
