import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { routeSizes } from '../scripts/route-sizes'
import { publicRoutes } from './public-routes'

// Sizes are deterministic for a given build, so they are asserted here (after `npm run build`);
// `npm run bench` prints them all.
const distDir = join(import.meta.dirname, '..', 'dist')
const kB = 1024

test('public pages stay small and carry none of the admin code', () => {
  const sizes = routeSizes(
    distDir,
    publicRoutes.map((route) => route.path),
  )
  for (const size of sizes) {
    // 85.7 kB at most today (/services), 66.4 kB of it React, React DOM and the bundler's
    // runtime: a public page downloads the code of its islands alone.
    expect(size.jsGzip, `${size.path} JS gzip`).toBeLessThan(88 * kB)
    expect(size.cssGzip, `${size.path} CSS gzip`).toBeLessThan(8 * kB)
    // Library markers, not the word alone: the entry's lazy-import map names the admin chunks.
    for (const file of size.jsFiles) {
      const code = readFileSync(join(distDir, file), 'utf8')
      expect(code, `${size.path} loads ${file}`).not.toMatch(
        /GoTrueClient|PostgrestClient|supabase-js/,
      )
    }
  }
})
