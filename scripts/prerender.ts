// Writes a complete static HTML file for every public route, plus 404.html, sitemap.xml,
// robots.txt and the host's _headers, from the client build in dist/ and the server build in
// .local/ssr/.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { business } from '../src/content/business'
import { localBusinessJsonLd } from '../src/content/structured-data'
import { fullTitle, type PageHead } from '../src/components/seo/page-meta'
import { formatHeadersFile } from './headers-file'
import { hostingHeaderRules } from './hosting-headers'
import { readManifest, routeAssets } from './route-assets'

const root = resolve(import.meta.dirname, '..')
const distDir = join(root, 'dist')
const serverEntry = join(root, '.local/ssr/entry-server.js')

type ServerEntry = typeof import('../src/app/entry-server')

function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

function headTags(path: string, head: PageHead, preloads: string[]) {
  const url = new URL(path, business.siteUrl).href
  const tags = [
    `<title>${escapeHtml(fullTitle(head.title))}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    // The page's own chunks load in parallel with the entry, so hydration starts sooner.
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ]
  if (head.noindex) tags.push('<meta name="robots" content="noindex, nofollow" />')
  else
    tags.push(
      // '<' escaped so no text in the data can close the script element.
      `<script type="application/ld+json">${JSON.stringify(localBusinessJsonLd()).replaceAll('<', '\\u003c')}</script>`,
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:title" content="${escapeHtml(fullTitle(head.title))}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:url" content="${url}" />`,
      '<meta property="og:type" content="website" />',
    )
  return tags.join('\n    ')
}

const privateShells: { path: string; head: PageHead }[] = [
  {
    path: '/auth',
    head: { title: 'Admin Access', description: 'Administrator sign-in.', noindex: true },
  },
  {
    path: '/admin',
    head: { title: 'Admin Dashboard', description: 'Administration.', noindex: true },
  },
]

function outputFile(path: string) {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, path, 'index.html')
}

/**
 * dist/_headers, whose CSP names the Supabase URL the client was built with: read as
 * `vite build` read it (its default mode, .env files, the environment winning).
 */
async function writeHostingHeaders(htmlFiles: string[]) {
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
}

async function main() {
  const { render, publicPaths } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const template = await readFile(join(distDir, 'index.html'), 'utf8')
  const manifest = readManifest(distDir)

  const pages = [...publicPaths.map((path) => ({ path, file: outputFile(path) }))]
  pages.push({ path: '/404', file: join(distDir, '404.html') })

  for (const { path, file } of pages) {
    const { html, head } = await render(path)
    if (!head) throw new Error(`${path} rendered no <PageMeta>`)
    const page = template
      .replace('<!--app-head-->', headTags(path, head, routeAssets(manifest, path).routeOnly))
      .replace('<!--app-html-->', html)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, page)
  }

  // /auth and /admin are rendered in the browser only (they depend on the visitor's session):
  // an empty shell that search engines are told not to index.
  for (const shell of privateShells) {
    const page = template
      .replace('<!--app-head-->', headTags(shell.path, shell.head, []))
      .replace('<!--app-html-->', '')
    await mkdir(dirname(outputFile(shell.path)), { recursive: true })
    await writeFile(outputFile(shell.path), page)
  }

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((path) => `  <url><loc>${new URL(path, business.siteUrl).href}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  await writeFile(join(distDir, 'sitemap.xml'), sitemap)
  await writeFile(
    join(distDir, 'robots.txt'),
    `User-agent: *\nDisallow: /auth\nDisallow: /admin\n\nSitemap: ${new URL('/sitemap.xml', business.siteUrl).href}\n`,
  )
  await writeHostingHeaders([
    ...pages.map(({ file }) => file),
    ...privateShells.map(({ path }) => outputFile(path)),
  ])
  await rm(join(root, '.local/ssr'), { recursive: true, force: true })
  console.log(
    `prerendered ${pages.length} pages and ${privateShells.length} private shells into dist/`,
  )
}

await main()
