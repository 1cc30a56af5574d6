import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vitest/config'
import { devPages } from './scripts/build/dev-pages.ts'
import { assertLandingFiles } from './scripts/build/landing-files.ts'
import { photoPipeline } from './scripts/build/photo-pipeline.ts'

/** Stops a build or dev server whose landing content files and catalog disagree. */
const landingFilesCheck: Plugin = {
  name: 'landing-files',
  buildStart() {
    assertLandingFiles(fileURLToPath(new URL('.', import.meta.url)))
  },
}

export default defineConfig({
  plugins: [react(), landingFilesCheck, photoPipeline(), devPages()],
  resolve: {
    // @shared: the code the web app shares with the Edge Functions and the local backend.
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  // The manifest tells the prerender which chunks each route needs (modulepreload) and the
  // benchmark how many bytes each route costs.
  build: {
    manifest: true,
    // Pictures stay files, never data: URLs inside a chunk: a page's JS must not grow with its
    // illustrations, and a file is cached and lazy-loaded on its own.
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules natively; the polyfill rode every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page runs (React and the router) in one chunk: left alone, the bundler
        // reshuffles these between chunks as the admin code grows, and every public page pays
        // for the extra requests and worse compression. Radix is not in it: the pages that use
        // it (the mobile menu, the dialogs, the collapsibles of /services) load it with them.
        advancedChunks: {
          groups: [
            {
              // Vite's helper for dynamic imports, which the entry shares with the site's chunks:
              // alone, so the entry loads nothing else (React least of all) before the first paint.
              name: 'preload-helper',
              test: /vite[\\/]preload-helper/,
              priority: 1,
            },
            {
              // The estimate buttons' listener, which every page, /auth and /admin start: alone, or
              // the group below would take it with the page's start into the private app.
              name: 'estimate-buttons',
              test: /src[\\/]components[\\/]actions[\\/]estimate-request-link\./,
              priority: 1,
            },
            {
              // What a public page runs at load, React-free: the islands' triggers, the page's
              // start (src/app/start-public-page.ts) and their wait for a tap's answer to paint.
              name: 'start-public-page',
              test: /src[\\/](app[\\/](start-public-page|island-triggers|after-paint)|lib[\\/]hydration-mark)\./,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              // The site's paths and landing pages, React-free: the ZIP check's script
              // (src/islands/zip-check.script.ts) shares them with the header; in 'site', the first
              // typed ZIP would load and run React.
              name: 'site-paths',
              test: /src[\\/](content[\\/]landing-catalog|lib[\\/]paths)\./,
            },
            {
              // What every island shares (the button, the call button, the business facts, the
              // island wrapper), in one request rather than a handful of sub-kilobyte ones.
              name: 'site',
              // With what the header island (on every page) imports besides its own chunk, React's
              // side of an island's start and the estimate form's host: what the first island or
              // the first estimate button loads. The logo and the site's words, which the header
              // shares with /auth and /admin: split off, every public page would load them alone.
              test: /src[\\/](components[\\/](ui[\\/](button|slot)|actions[\\/]call-button|layout[\\/]logo)|content[\\/](business|navigation)|lib[\\/](cn|spell-number)|islands[\\/]island|app[\\/](hydrate-island|mount-estimate-host|estimate-request-host))\./,
            },
            {
              // The router, forms and their checks: /auth, /admin and the estimate form.
              name: 'admin-vendor',
              test: /node_modules[\\/](react-router|react-router-dom|zod[\\/]v4[\\/](core|mini)|react-hook-form|@hookform)[\\/]/,
            },
            {
              // The query cache: /auth, /admin and the estimate form.
              name: 'query-cache',
              test: /node_modules[\\/]@tanstack[\\/]/,
            },
            {
              // supabase-js, with its auth, database, storage, functions and realtime clients:
              // /auth, /admin and the estimate form.
              name: 'supabase',
              test: /node_modules[\\/](@supabase[\\/](supabase-js|auth-js|postgrest-js|storage-js|functions-js|realtime-js|phoenix)|iceberg-js|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    globals: true,
    // The main process mostly waits while the workers run, so 2 cores take 2 workers (the
    // default leaves one core to it).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The pure tier, the quick loop: components, pages and content in jsdom, no backend.
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.backend.test.{ts,tsx}'],
          setupFiles: ['test-support/web/setup.ts'],
          testTimeout: 30_000,
          // Threads start a file sooner than forks.
          pool: 'threads',
          // A worker's files share its modules (React, Testing Library, the app's code), loaded
          // once rather than once a file: about half the tier's time. Each file still gets its own
          // window; test-support/web/dom-setup.ts sets up each one and cleans up after each test.
          isolate: false,
        },
      },
      {
        // The auth and admin screens against a real local backend, one per worker
        // (test-support/web/local-backend.ts).
        extends: true,
        test: {
          name: 'web-backend',
          environment: 'jsdom',
          include: ['src/**/*.backend.test.{ts,tsx}'],
          setupFiles: ['test-support/web/setup.ts'],
          globalSetup: ['test-support/web/shared-backend-broker.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        // The build, dev-server and hosting scripts: Node, no browser.
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['backend/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
