import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { routeSizes } from '../scripts/bench/route-sizes'
import { publicRoutes } from './public-routes'

// Sizes are deterministic for a given build, so they are asserted here (after `npm run build`);
// `npm run bench` prints them all.
const distDir = join(import.meta.dirname, '..', 'dist')
const kB = 1024

/** The pages whose content does not fit TCP's first window yet. */
const longPages = new Set(['/gallery', '/service-areas'])

test('public pages stay small and carry none of the admin code', () => {
  const sizes = routeSizes(
    distDir,
    publicRoutes.map((route) => route.path),
  )
  for (const size of sizes) {
    // At load a public page runs its entry and its start alone (5.9 kB): the islands' triggers,
    // the estimate buttons' listener and the estimate form's frame, which answers a first tap at
    // once while React and the form load (1.1 kB of it; src/app/estimate-dialog-shell.ts). No
    // React.
    expect(size.jsAtLoadGzip, `${size.path} JS gzip at load`).toBeLessThan(6.5 * kB)
    // Once every island has hydrated: 90.7 kB at most today (/services), 66.4 kB of it React,
    // React DOM and the bundler's runtime. 1.9 kB more than when islands hydrated at load (the
    // triggers, holding and replaying taps, the mobile menu's markup, which replaced a Radix
    // dialog loaded on the first tap), then 1.4 kB more for the form's frame and the split of
    // the paths the ZIP check's script shares with the header.
    expect(size.jsGzip, `${size.path} JS gzip`).toBeLessThan(92 * kB)
    // Its own rules, inline (scripts/build/page-css.ts): 4.9-5.4 kB of the whole sheet's 8.
    expect(size.cssGzip, `${size.path} CSS gzip`).toBeLessThan(6 * kB)
    // The document fits the first round trip of a new connection (TCP's first window, 14,600
    // bytes with the response's headers), which Lighthouse's slow 4G prices at 150 ms: 13.9 kB
    // at most today (/services), with the icons in their sprite and the business's full JSON-LD
    // on / and /contact only. /gallery (14.1 kB) and /service-areas (14.9 kB) do not fit yet.
    const firstWindow = longPages.has(size.path) ? 15_000 : 14_000
    expect(size.htmlGzip, `${size.path} HTML gzip`).toBeLessThan(firstWindow)
    // Library markers, not the word alone: the entry's lazy-import map names the admin chunks.
    for (const file of size.jsFiles) {
      const code = readFileSync(join(distDir, file), 'utf8')
      expect(code, `${size.path} loads ${file}`).not.toMatch(
        /GoTrueClient|PostgrestClient|supabase-js/,
      )
      // The stylesheet is inline in every page (scripts/build/page-css.ts): a chunk that named it
      // would fetch all of it again after the paint (a chunk layout of vite.config.ts did). Only
      // the estimate form fetches the rest of it, by the name its page gives it.
      expect(code, `${size.path} loads ${file}`).not.toMatch(/assets\/[\w-]+\.css/)
    }
  }
})

// /auth and /admin: their first load (the entry, the private app and the screen, as the manifest
// lists them), what a visitor downloads before the first screen shows. The dashboard and the
// insights load after it (src/features/admin/components/admin-area.tsx); the toaster with the
// first toast (src/lib/toast.tsx); the recovery screens when a link opens them.
// Budgets: the first load measured after the move to one supabase-js client, TanStack Query's
// useMutation and Radix Tabs, plus 5%. The private frame that replaced the site's header and
// footer there took 3.6 kB (/auth) and 4.0 kB (/admin) off; the budgets stayed. The card's visit
// (its schedule dialog) added 2.7 kB to /admin; the Visits tab loads with the tab (3.5 kB).
const privateScreenBudgets = [
  // 196,646 bytes today (192.0 kB): React 66, the router and the forms 32, supabase-js 50, the
  // query cache 10, Radix Tabs 5, the private frame, the sign-in form.
  { path: '/auth', jsGzip: 209_750 },
  // 209,326 bytes today (204.4 kB): /auth's shared code, the admin page shell, the two-factor
  // screens, the request card's mails and visit.
  { path: '/admin', jsGzip: 220_467 },
]

test('the sign-in and admin screens stay within their budgets', () => {
  const sizes = routeSizes(
    distDir,
    privateScreenBudgets.map((budget) => budget.path),
  )
  for (const [index, size] of sizes.entries()) {
    expect(size.jsGzip, `${size.path} JS gzip`).toBeLessThan(privateScreenBudgets[index]!.jsGzip)
  }
  // The toaster (sonner) loads with the first toast, not with the sign-in form.
  const [auth] = sizes
  for (const file of auth!.jsFiles) {
    const code = readFileSync(join(distDir, file), 'utf8')
    expect(code, `/auth loads ${file}`).not.toMatch(/data-sonner-toaster/)
  }
  // Their shells carry the stylesheet inline too.
  for (const size of sizes)
    for (const file of size.jsFiles)
      expect(readFileSync(join(distDir, file), 'utf8'), `${size.path} loads ${file}`).not.toMatch(
        /assets\/[\w-]+\.css/,
      )
})
