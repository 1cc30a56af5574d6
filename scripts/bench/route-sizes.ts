// Bytes each public route downloads (JS and CSS, raw and gzip), read from its page in dist/.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { appRoutes, notFoundRoute, type AppRoute } from '../../src/app/routes'
import { pageFile } from '../build/page-files'
import {
  islandsIn,
  pageAssets,
  pageLoadAssets,
  privateScreenAssets,
  readManifest,
} from '../build/route-assets'

export interface RouteSize {
  path: string
  jsFiles: string[]
  js: number
  jsGzip: number
  /**
   * What runs at load, before any interaction: a public page's entry and start (its islands
   * come on their triggers); a private screen's whole first load.
   */
  jsAtLoadGzip: number
  /** The page's document: on a public page it holds the page's own CSS (scripts/build/page-css.ts). */
  htmlGzip: number
  /** The CSS inline in the document. */
  css: number
  cssGzip: number
}

export function routeSizes(distDir: string, paths: string[]): RouteSize[] {
  const manifest = readManifest(distDir)
  const sizeCache = new Map<string, { raw: number; gzip: number }>()
  const size = (file: string) => {
    let cached = sizeCache.get(file)
    if (!cached) {
      const bytes = readFileSync(join(distDir, file))
      cached = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
      sizeCache.set(file, cached)
    }
    return cached
  }
  const sum = (files: string[], key: 'raw' | 'gzip') =>
    files.reduce((total, file) => total + size(file)[key], 0)

  // A prerendered page loads its start at load and the islands its HTML names on their
  // triggers; a private screen loads the private app, all of it at load.
  const publicAtLoad = pageLoadAssets(manifest).js
  const routeAssets = (path: string, route: AppRoute | undefined, html: string) => {
    if (route?.kind === 'private') {
      const assets = privateScreenAssets(manifest, path)
      return { ...assets, atLoad: assets.js }
    }
    return { ...pageAssets(manifest, islandsIn(html)), atLoad: publicAtLoad }
  }

  return paths.map((path) => {
    const route = [...appRoutes, notFoundRoute].find((candidate) => candidate.path === path)
    const html = readFileSync(
      join(distDir, route?.kind === 'not-found' ? '404.html' : pageFile(path)),
      'utf8',
    )
    const { js, atLoad } = routeAssets(path, route, html)
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1])
      .join('')
    return {
      path,
      jsFiles: js,
      js: sum(js, 'raw'),
      jsGzip: sum(js, 'gzip'),
      jsAtLoadGzip: sum(atLoad, 'gzip'),
      htmlGzip: gzipSync(html, { level: 9 }).length,
      css: css.length,
      cssGzip: gzipSync(css, { level: 9 }).length,
    }
  })
}

export function formatKb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`
}
