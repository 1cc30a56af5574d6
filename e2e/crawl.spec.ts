import { expect, test } from '@playwright/test'
import { publicRoutes } from '../src/app/routes'
import { hasDistPage, internalPath, linkHrefs, readDistPage, sitemapPaths } from './dist-pages'

// A crawler without JavaScript: from dist/index.html it follows plain <a href> links to the
// prerendered pages (issue 10: every landing page within two clicks of home).

/** Every page reached from `/` by links, with its depth in clicks, breadth first. */
function crawl() {
  const depths = new Map<string, number>([['/', 0]])
  const brokenLinks: string[] = []
  const queue = ['/']
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const depth = depths.get(path)! + 1
    for (const href of linkHrefs(readDistPage(path))) {
      const target = internalPath(href)
      if (target === undefined || depths.has(target)) continue
      if (!hasDistPage(target)) {
        brokenLinks.push(`${path} → ${href}`)
        continue
      }
      depths.set(target, depth)
      queue.push(target)
    }
  }
  return { depths, brokenLinks }
}

test('plain links from / reach every sitemap URL, and every landing page within two clicks', () => {
  const { depths, brokenLinks } = crawl()
  expect(brokenLinks, 'internal links to pages that do not exist').toEqual([])

  const sitemap = sitemapPaths()
  expect(sitemap.length).toBe(publicRoutes.length)
  expect(sitemap.filter((path) => !depths.has(path))).toEqual([])

  const landingDepths = publicRoutes
    .filter((route) => route.landingPage)
    .map((route) => ({ path: route.path, depth: depths.get(route.path) }))
  expect(landingDepths.filter(({ depth }) => depth === undefined || depth > 2)).toEqual([])

  const deepest = Math.max(...landingDepths.map(({ depth }) => depth ?? Infinity))
  test.info().annotations.push({
    type: 'crawl',
    description: `${depths.size} pages reached from /; every landing page within ${deepest} clicks`,
  })
})
