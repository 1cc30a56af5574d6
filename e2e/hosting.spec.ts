import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { headersForPath, parseHeadersFile } from '../scripts/build/headers-file'
import { pageFile } from '../scripts/build/page-files'
import { distDir, sitemapPaths } from './dist-pages'
import { e2eCloudflareUrl, e2eSiteUrl } from './e2e-env'

// dist/ as Cloudflare Pages serves it (its runtime, workerd, through `wrangler pages dev`) and
// as our own static server serves it to the rest of the suite: every answer below must be the
// same on both, and right.
const hosts = { cloudflare: e2eCloudflareUrl, preview: e2eSiteUrl }
const privatePaths = ['/auth', '/admin']
const headerRules = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'))

async function answers(request: APIRequestContext, path: string) {
  return Promise.all(
    Object.entries(hosts).map(async ([host, base]) => {
      const response = await request.get(base + path, { maxRedirects: 0 })
      return { host, response, label: `${host} ${path}` }
    }),
  )
}

/** The other forms of a page's address, each to be redirected to it. */
function otherForms(path: string) {
  return path === '/' ? ['/index.html'] : [`${path}/`, `/${pageFile(path)}`]
}

test('every sitemap URL and the private screens answer 200, without a redirect', async ({
  request,
}) => {
  const paths = [...sitemapPaths(), ...privatePaths]
  expect(paths.length).toBeGreaterThan(50)
  for (const path of paths) {
    for (const { response, label } of await answers(request, path)) {
      expect(response.status(), label).toBe(200)
      expect(response.headers()['content-type'], label).toMatch(/^text\/html/)
      expect(await response.text(), label).toBe(readFileSync(join(distDir, pageFile(path)), 'utf8'))
    }
  }
})

test('the other form of each address redirects to it once, permanently, keeping the query', async ({
  request,
}) => {
  for (const path of [...sitemapPaths(), ...privatePaths]) {
    for (const form of otherForms(path)) {
      for (const { response, label } of await answers(request, form)) {
        expect(response.status(), label).toBe(308)
        expect(response.headers().location, label).toBe(path)
      }
    }
  }
  for (const { response, label } of await answers(request, '/folsom-lawn-care.html?utm_source=x'))
    expect(response.headers().location, label).toBe('/folsom-lawn-care?utm_source=x')
})

test('an unknown path answers 404 with the 404 page', async ({ request }) => {
  const notFoundPage = readFileSync(join(distDir, '404.html'), 'utf8')
  for (const path of ['/no-such-page', '/no-such-page/', '/gallery/index.html', '/Gallery']) {
    for (const { response, label } of await answers(request, path)) {
      expect(response.status(), label).toBe(404)
      expect(await response.text(), label).toBe(notFoundPage)
    }
  }
})

test('pages, assets and the speculation rules carry the headers of _headers', async ({
  request,
}) => {
  const asset = `/assets/${readdirSync(join(distDir, 'assets')).find((file) => file.endsWith('.js'))}`
  const paths = ['/', '/gallery', '/folsom-lawn-care', ...privatePaths, asset]
  for (const path of [...paths, '/speculation-rules.json', '/no-such-page']) {
    const expected = headersForPath(headerRules, path)
    expect(Object.keys(expected).length, path).toBeGreaterThan(5)
    for (const { response, label } of await answers(request, path)) {
      const headers = response.headers()
      for (const [name, value] of Object.entries(expected))
        expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value)
    }
  }
  // Public pages only name the rules, which are served with the type browsers require.
  for (const { response, label } of await answers(request, '/gallery'))
    expect(response.headers()['speculation-rules'], label).toBe('"/speculation-rules.json"')
  for (const { response, label } of await answers(request, '/auth'))
    expect(response.headers()['speculation-rules'], label).toBeUndefined()
  for (const { response, label } of await answers(request, '/speculation-rules.json'))
    expect(response.headers()['content-type'], label).toBe('application/speculationrules+json')
})
