// Writes a complete static HTML file for every public route, plus 404.html, sitemap.xml,
// robots.txt, each page's social card (social/) and the host's _headers and _redirects, from the
// client build in dist/ and the server build in .local/ssr/.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { business } from '../src/content/business'
import { pageStructuredData } from '../src/content/structured-data'
import { appRoutes, notFoundRoute, publicRoutes, type AppRoute } from '../src/app/routes'
import { formatHeadersFile } from './headers-file'
import { duplicatePathRedirects, formatRedirectsFile } from './hosting-redirects'
import { hostingHeaderRules } from './hosting-headers'
import { createCssInliner } from './inline-css'
import { islandsIn, pageAssets, readManifest } from './route-assets'
import { sitemap } from './sitemap'
import { writeSocialImages } from './social-images'

const root = resolve(import.meta.dirname, '..')
const distDir = join(root, 'dist')
const serverEntry = join(root, '.local/ssr/entry-server.js')

type ServerEntry = typeof import('../src/app/entry-server')

/** The route's own tags (from its <PageMeta>), its chunks, and the business data if indexed. */
async function headTags(route: AppRoute, pageTags: string, preloads: string[]) {
  if (!pageTags.includes('<title>')) throw new Error(`${route.path} rendered no <title>`)
  const tags = [
    pageTags,
    // The page's islands load in parallel with the entry, so hydration starts sooner.
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ]
  if (route.kind === 'public') {
    const { head, h1 } = await route.copy()
    const jsonLd = pageStructuredData({
      path: route.path,
      head,
      h1,
      landingPage: route.landingPage,
    })
    // '<' escaped so no text in the data can close the script element.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(jsonLd).replaceAll('<', '\\u003c')}</script>`,
    )
  }
  return tags.join('\n    ')
}

function outputFile(route: AppRoute) {
  if (route.kind === 'not-found') return join(distDir, '404.html')
  return route.path === '/' ? join(distDir, 'index.html') : join(distDir, route.path, 'index.html')
}

/**
 * dist/_redirects (each page's file path to its address) and dist/_headers, whose CSP names the
 * Supabase URL the client was built with: read as `vite build` read it (its default mode, .env
 * files, the environment winning).
 */
async function writeHostingFiles(htmlFiles: string[]) {
  const supabaseUrl = loadEnv('production', root, 'VITE_').VITE_SUPABASE_URL || undefined
  if (!supabaseUrl)
    console.warn('VITE_SUPABASE_URL is not set: the CSP lets the site connect to itself only')
  // The address the host serves each file at: dist/gallery/index.html is /gallery.
  const htmlPaths = htmlFiles.map(
    (file) => '/' + relative(distDir, file).replace(/(^|\/)index\.html$/, ''),
  )
  const rules = hostingHeaderRules({ supabaseUrl, htmlPaths })
  const comment = 'Written by scripts/prerender.ts from scripts/hosting-headers.ts: edit it there.'
  await writeFile(join(distDir, '_headers'), formatHeadersFile(rules, comment))
  const redirects = duplicatePathRedirects(htmlPaths)
  const redirectsComment = 'Written by scripts/prerender.ts from scripts/hosting-redirects.ts.'
  await writeFile(join(distDir, '_redirects'), formatRedirectsFile(redirects, redirectsComment))
}

async function main() {
  const { render, renderHead } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const template = await readFile(join(distDir, 'index.html'), 'utf8')
  const manifest = readManifest(distDir)
  const inlineCss = createCssInliner(distDir)
  const writePage = async (route: AppRoute, head: string, html: string) => {
    const page = await inlineCss(
      template.replace('<!--app-head-->', head).replace('<!--app-html-->', html),
    )
    await mkdir(dirname(outputFile(route)), { recursive: true })
    await writeFile(outputFile(route), page)
  }

  const rendered = [...publicRoutes, notFoundRoute]
  for (const route of rendered) {
    const { head, html } = await render(route.path)
    const islandChunks = pageAssets(manifest, islandsIn(html)).beyondEntry
    await writePage(route, await headTags(route, head, islandChunks), html)
  }

  // /auth and /admin are rendered in the browser only (they depend on the visitor's session):
  // an empty shell with the page's head, which tells search engines not to index it.
  const privateRoutes = appRoutes.filter((route) => route.kind === 'private')
  for (const route of privateRoutes) {
    const head = await renderHead(route.path, await route.copy(), route.kind)
    await writePage(route, await headTags(route, head, []), '')
  }

  await writeFile(join(distDir, 'sitemap.xml'), sitemap(root, publicRoutes))
  await writeSocialImages(distDir, publicRoutes)
  await writeFile(
    join(distDir, 'robots.txt'),
    `User-agent: *\nDisallow: /auth\nDisallow: /admin\n\nSitemap: ${new URL('/sitemap.xml', business.siteUrl).href}\n`,
  )
  await writeHostingFiles([...rendered, ...privateRoutes].map(outputFile))
  await rm(join(root, '.local/ssr'), { recursive: true, force: true })
  console.log(
    `prerendered ${rendered.length} pages and ${privateRoutes.length} private shells into dist/`,
  )
}

await main()
