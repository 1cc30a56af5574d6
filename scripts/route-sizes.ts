// Bytes each public route downloads (JS and CSS, raw and gzip), read from its page in dist/.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { islandsIn, pageAssets, readManifest } from './route-assets'

export interface RouteSize {
  path: string
  jsFiles: string[]
  js: number
  jsGzip: number
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

  return paths.map((path) => {
    const page = join(distDir, path === '/' ? '' : path, 'index.html')
    const { js, css } = pageAssets(manifest, islandsIn(readFileSync(page, 'utf8')))
    return {
      path,
      jsFiles: js,
      js: sum(js, 'raw'),
      jsGzip: sum(js, 'gzip'),
      css: sum(css, 'raw'),
      cssGzip: sum(css, 'gzip'),
    }
  })
}

export function formatKb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`
}
