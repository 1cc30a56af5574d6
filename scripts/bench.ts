// The benchmark: prints figures, asserts nothing. Run after `npm run build`.
//   - JS and CSS bytes (raw and gzip) per public route, and for /auth and /admin;
//   - paint and layout-shift figures of one public page of each kind in headless Chromium (390 px);
//   - Lighthouse (mobile, simulated throttling), median of 5 runs on one page of each kind
//     (scripts/bench-lighthouse.ts);
//   - the local backend's cold start (new data directory) and warm start (existing one);
//   - a burst of concurrent estimate requests: sent, stored and alerted, and send latency
//     (also against the Postgres in DATABASE_URL when it is set);
//   - photos: 20 visitors sending 3 photos each at once (stored, latency; scripts/bench-photo-uploads.ts),
//     and a 12 MP photo scaled in Chromium (time, bytes; scripts/bench-photo-scaling.ts);
//   - the admin inbox over 100 000 requests: API latency of its calls and their query plans
//     (scripts/bench-inbox.ts; on PostgreSQL 15 when available, else PGlite);
//   - the Insights tab over the same requests and their history: API latency of each function
//     for 30 days, 90 days and 12 months, and the plans inside them (scripts/bench-insights.ts).
// Usage: tsx scripts/bench.ts [--no-browser] [--no-lighthouse] [--no-backend] [--no-inbox]
//   [--no-insights]
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { tableRow } from './bench-table'
import { formatKb, routeSizes } from './route-sizes'

const root = resolve(import.meta.dirname, '..')

async function printRouteSizes() {
  const { appRoutes, notFoundRoute } = await import('../src/app/routes')
  const paths = [...appRoutes, notFoundRoute].map((route) => route.path)
  const rows = routeSizes(join(root, 'dist'), paths)
  console.log('Route sizes (JS = entry + islands, or + the private app; gzip level 9)')
  const widths = [44, 10, 10, 10]
  console.log(tableRow(widths, ['route', 'JS', 'JS gzip', 'CSS gzip']))
  for (const row of rows)
    console.log(
      tableRow(widths, [row.path, formatKb(row.js), formatKb(row.jsGzip), formatKb(row.cssGzip)]),
    )
}

/** Runs `measure` against dist/ on a static server at a free port. */
async function withStaticServer(measure: (baseUrl: string) => Promise<void>) {
  const { startStaticServer } = await import('./serve-static')
  const server = await startStaticServer({ dir: join(root, 'dist'), port: 0 })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  try {
    await measure(`http://127.0.0.1:${port}`)
  } finally {
    server.close()
  }
}

/** One public page of each kind and landing layout: pages of one kind share their code. */
async function publicPageOfEachLayout() {
  const { oneRoutePerLayout } = await import('../src/app/routes')
  const routes = await oneRoutePerLayout()
  return routes.filter((route) => route.kind === 'public').map((route) => route.path)
}

async function printPageTimings(baseUrl: string) {
  const { measurePages } = await import('./bench-browser')
  const timings = await measurePages(baseUrl, await publicPageOfEachLayout())
  console.log('\nPage load in headless Chromium, 390 px, local static server (one run each)')
  const widths = [30, 8, 8, 8, 8]
  console.log(tableRow(widths, ['route', 'FCP', 'LCP', 'CLS', 'DCL']))
  for (const timing of timings)
    console.log(
      tableRow(widths, [
        timing.path,
        `${timing.fcp.toFixed(0)} ms`,
        `${timing.lcp.toFixed(0)} ms`,
        timing.cls.toFixed(3),
        `${timing.domContentLoaded.toFixed(0)} ms`,
      ]),
    )
}

async function printLighthouseScores(baseUrl: string) {
  const { printLighthouse, runLighthouse } = await import('./bench-lighthouse')
  const runs = 5
  printLighthouse(await runLighthouse(baseUrl, await publicPageOfEachLayout(), runs), runs)
}

async function timeBackendStarts() {
  const { startBackend } = await import('../backend/server/start-backend')
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-backend-'))
  try {
    for (const label of ['cold (new data dir)', 'warm (existing data dir)']) {
      const started = performance.now()
      const backend = await startBackend({ port: 0, mailPort: 0, dataDir })
      const elapsed = performance.now() - started
      await backend.stop()
      console.log(`backend start, ${label}: ${elapsed.toFixed(0)} ms`)
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

await printRouteSizes()
if (!process.argv.includes('--no-browser')) await withStaticServer(printPageTimings)
if (!process.argv.includes('--no-browser')) {
  const { benchPhotoScaling } = await import('./bench-photo-scaling')
  await benchPhotoScaling()
}
if (!process.argv.includes('--no-lighthouse')) await withStaticServer(printLighthouseScores)
if (!process.argv.includes('--no-backend')) {
  await timeBackendStarts()
  const { benchEstimateBurst } = await import('./bench-estimates')
  await benchEstimateBurst()
  if (process.env.DATABASE_URL) await benchEstimateBurst(200, process.env.DATABASE_URL)
  const { benchPhotoUploads } = await import('./bench-photo-uploads')
  await benchPhotoUploads()
  if (process.env.DATABASE_URL) await benchPhotoUploads(20, process.env.DATABASE_URL)
  // One seeded dataset for both.
  const { benchRequests } = await import('./bench-inbox')
  await benchRequests([
    ...(process.argv.includes('--no-inbox') ? [] : ['inbox' as const]),
    ...(process.argv.includes('--no-insights') ? [] : ['insights' as const]),
  ])
}
