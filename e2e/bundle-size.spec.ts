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

// /auth and /admin: their first load (the entry, the private app and the screen, as the manifest
// lists them), what a visitor downloads before the first screen shows. The dashboard, its data
// client and the insights load after it (src/features/admin/components/admin-area.tsx).
const privateScreenBudgets = [
  // 192.5 kB today: React 66, the auth client, router, forms, query cache and toasts 85.
  // Issue 25 asks for under 150 kB; see the notes there for what is left to move.
  { path: '/auth', jsGzip: 196 * kB },
  // 199.8 kB today: /auth's shared code, the admin page shell and the two-factor screens.
  { path: '/admin', jsGzip: 204 * kB },
]

test('the sign-in and admin screens stay within their budgets', () => {
  const sizes = routeSizes(
    distDir,
    privateScreenBudgets.map((budget) => budget.path),
  )
  for (const [index, size] of sizes.entries()) {
    expect(size.jsGzip, `${size.path} JS gzip`).toBeLessThan(privateScreenBudgets[index]!.jsGzip)
  }
  // The sign-in form needs the auth client alone, not the database, storage or realtime ones.
  const [auth] = sizes
  for (const file of auth!.jsFiles) {
    const code = readFileSync(join(distDir, file), 'utf8')
    expect(code, `/auth loads ${file}`).not.toMatch(/supabase-js|RealtimeClient|storage-js/)
  }
})
