// Writes a complete static HTML file for every public route, plus 404.html, sitemap.xml,
// robots.txt, each page's social card (social/), the host's _headers and the Speculation Rules,
// from the client build in dist/ and the server build in .local/ssr/.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { business } from '../../src/content/business'
import { appRoutes, notFoundRoute, publicRoutes, type AppRoute } from '../../src/app/routes'
import { formatHeadersFile } from './headers-file'
import { hostingHeaderRules } from './hosting-headers'
import { fillPageTemplate } from './page-document'
import { withEntryLoader } from './entry-loader'
import { createPageCss } from './page-css'
import { pageFile } from './page-files'
import { sitemap } from './sitemap'
import { speculationRules, speculationRulesPath } from './speculation-rules'
import { writeSocialImages } from './social-images'

const root = resolve(import.meta.dirname, '../..')
const distDir = join(root, 'dist')
const serverEntry = join(root, '.local/ssr/entry-server.js')

type ServerEntry = typeof import('../../src/app/entry-server')

/** Every crawler may read the site but the private screens, and finds the sitemap here. */
function robotsTxt(privateRoutes: AppRoute[]) {
  const disallowed = privateRoutes.map((route) => `Disallow: ${route.path}\n`).join('')
  return `User-agent: *\n${disallowed}\nSitemap: ${new URL('/sitemap.xml', business.siteUrl).href}\n`
}

function outputFile(route: AppRoute) {
  return join(distDir, route.kind === 'not-found' ? '404.html' : pageFile(route.path))
}

/**
 * dist/_headers, whose CSP names the Supabase URL the client was built with: read as
 * `vite build` read it (its default mode, .env files, the environment winning). And the
 * Speculation Rules the public pages' headers point at.
 */
async function writeHostingFiles(
  publicPaths: string[],
  privatePaths: string[],
  inlineScripts: Set<string>,
) {
  const supabaseUrl = loadEnv('production', root, 'VITE_').VITE_SUPABASE_URL || undefined
  if (!supabaseUrl)
    console.warn('VITE_SUPABASE_URL is not set: the CSP lets the site connect to itself only')
  const rules = hostingHeaderRules({
    supabaseUrl,
    publicPaths,
    privatePaths,
    inlineScripts: [...inlineScripts],
  })
  const comment =
    'Written by scripts/build/prerender.ts from scripts/build/hosting-headers.ts: edit it there.'
  await writeFile(join(distDir, '_headers'), formatHeadersFile(rules, comment))
  await writeFile(
    join(distDir, speculationRulesPath),
    JSON.stringify(speculationRules(privatePaths), null, 2) + '\n',
  )
}

async function main() {
  const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const template = await readFile(join(distDir, 'index.html'), 'utf8')
  const pageCss = createPageCss(distDir)

  // Public pages whole; /auth and /admin as an empty shell with the page's head, which tells
  // search engines not to index it (src/app/entry-server.tsx).
  const rendered = [...publicRoutes, notFoundRoute]
  const privateRoutes = appRoutes.filter((route) => route.kind === 'private')
  // The one inline script of the public pages (the same on each), which the CSP names.
  const inlineScripts = new Set<string>()
  for (const route of [...rendered, ...privateRoutes]) {
    const { head, html } = await renderPage(route.path)
    const document = fillPageTemplate(template, head, html)
    let page: string
    if (route.kind === 'private') page = pageCss.privateShell(document)
    else {
      // Neither the entry nor the islands are fetched before the first paint, so the paint
      // does not share the line with them.
      const loaded = withEntryLoader(pageCss.publicPage(document))
      inlineScripts.add(loaded.script)
      page = loaded.page
    }
    await mkdir(dirname(outputFile(route)), { recursive: true })
    await writeFile(outputFile(route), page)
  }

  await writeFile(join(distDir, 'sitemap.xml'), sitemap(root, publicRoutes))
  await writeSocialImages(distDir, publicRoutes)
  await writeFile(join(distDir, 'robots.txt'), robotsTxt(privateRoutes))
  await writeHostingFiles(
    publicRoutes.map((route) => route.path),
    privateRoutes.map((route) => route.path),
    inlineScripts,
  )
  await rm(join(root, '.local/ssr'), { recursive: true, force: true })
  console.log(
    `prerendered ${rendered.length} pages and ${privateRoutes.length} private shells into dist/`,
  )
}

await main()
