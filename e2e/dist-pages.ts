// The prerendered site in dist/ as a crawler without JavaScript reads it: files, links, text.
// React writes regular HTML (double-quoted attributes, five escaped characters), so patterns
// read it reliably without an HTML parser.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { normalizePath } from '../src/lib/paths'
import { decodeHtml } from '../scripts/build/page-document'
import { pageFile } from '../scripts/build/page-files'

export { decodeHtml }

export const distDir = join(import.meta.dirname, '..', 'dist')

/** The file the static host serves for a site path: /gallery → dist/gallery.html. */
export function distFile(path: string) {
  return join(distDir, pageFile(normalizePath(path)))
}

export function hasDistPage(path: string) {
  return existsSync(distFile(path))
}

/** Whether dist/ holds a file (an image, an icon) at this site path. */
export function hasDistFile(path: string) {
  return existsSync(join(distDir, path))
}

export function readDistPage(path: string) {
  return readFileSync(distFile(path), 'utf8')
}

/** The paths the site's sitemap lists. */
export function sitemapPaths() {
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8')
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
}

/** Text content: tags and comments dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string) {
  return decodeHtml(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

/** What the page's body says, without its scripts and styles. */
export function bodyText(html: string) {
  const body = html.slice(html.indexOf('<body'))
  return textOf(body.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' '))
}

/** The href of every <a> on the page, decoded. */
export function linkHrefs(html: string) {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href]) => decodeHtml(href!))
}

/** The site path an href leads to (no hash, query or trailing slash); undefined if external. */
export function internalPath(href: string) {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined
  return normalizePath(href.replace(/[?#].*$/, ''))
}
