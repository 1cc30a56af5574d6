// The benchmark: prints figures, asserts nothing. Run after `npm run build`.
//   - JS and CSS bytes (raw and gzip) per public route, and for /auth and /admin;
//   - paint and layout-shift figures of one public page of each kind in headless Chromium (390 px);
//   - click to the next page's LCP with and without the Speculation Rules (bench-navigation.ts);
//   - Lighthouse (mobile, simulated throttling), median of 5 runs on one page of each kind and a
//     blank control page, each run a newcomer's first visit in a new browser; the long tasks
//     after the first paint (scripts/bench/bench-lighthouse.ts);
//   - the first tap on a 4x slower CPU, from the tap to the answer on screen, hydration included,
//     and its INP-style Event Timing figure (scripts/bench/bench-interactions.ts);
//   - the local backend's start, each in a new process: a new data directory (migrated snapshot
//     cached; the first after a migration change; snapshots off) and an existing one;
//   - a burst of concurrent estimate requests: sent, stored and alerted, and send latency
//     (also against the Postgres in DATABASE_URL when it is set);
//   - photos: 20 visitors sending 3 photos each at once (stored, latency; scripts/bench/bench-photo-uploads.ts),
//     and a 12 MP photo scaled in Chromium (time, bytes; scripts/bench/bench-photo-scaling.ts);
//   - the admin inbox over 100 000 requests: API latency of its calls and their query plans
//     (scripts/bench/bench-inbox.ts; on PostgreSQL 15 when available, else PGlite);
//   - the Insights tab over the same requests and their history: API latency of each function
//     for 30 days, 90 days and 12 months, and the plans inside them (scripts/bench/bench-insights.ts).
// Usage: tsx scripts/bench/bench.ts [--no-browser] [--no-lighthouse] [--no-backend] [--no-inbox]
//   [--no-insights]
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { tableRow } from './bench-table'
import { formatKb, routeSizes } from './route-sizes'

const root = resolve(import.meta.dirname, '../..')

async function printRouteSizes() {
  const { appRoutes, notFoundRoute } = await import('../../src/app/routes')
  const paths = [...appRoutes, notFoundRoute].map((route) => route.path)
  const rows = routeSizes(join(root, 'dist'), paths)
  console.log(
    'Route sizes (JS = entry + start + every island once hydrated, or + the private app; at load' +
      ' = before any interaction; gzip level 9)',
  )
  const widths = [44, 10, 10, 12, 10]
  console.log(tableRow(widths, ['route', 'JS', 'JS gzip', 'at load gzip', 'CSS gzip']))
  for (const row of rows)
    console.log(
      tableRow(widths, [
        row.path,
        formatKb(row.js),
        formatKb(row.jsGzip),
        formatKb(row.jsAtLoadGzip),
        formatKb(row.cssGzip),
      ]),
    )
}

/** Runs `measure` against dist/ on a static server at a free port. */
async function withStaticServer(measure: (baseUrl: string) => Promise<void>) {
  const { serverUrl, startStaticServer } = await import('../build/serve-static')
  const server = await startStaticServer({ dir: join(root, 'dist'), port: 0 })
  try {
    await measure(serverUrl(server))
  } finally {
    server.close()
  }
}

/** One public page of each kind and landing layout: pages of one kind share their code. */
async function publicPageOfEachLayout() {
  const { oneRoutePerLayout } = await import('../../src/app/routes')
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
  const { controlPath, printLighthouse, runLighthouse } = await import('./bench-lighthouse')
  const runs = 5
  const paths = [...(await publicPageOfEachLayout()), controlPath]
  printLighthouse(await runLighthouse(baseUrl, paths, runs), runs)
}

async function printFirstInteractions(baseUrl: string) {
  const { measureInteractions, printInteractions } = await import('./bench-interactions')
  printInteractions(await measureInteractions(baseUrl))
}

type BackendStart = { elapsed: number; snapshot: 'made' | 'restored' | null }

/**
 * One `startBackend` call in a new process, as `npm run backend` makes it (so no start profits
 * from another's warmed-up PGlite): the time from the call until it serves.
 */
async function timeOneBackendStart(options: { dataDir: string; snapshotDir: string | false }) {
  const startBackendUrl = pathToFileURL(join(root, 'backend/server/start-backend.ts')).href
  const script = `
    const { startBackend } = await import(${JSON.stringify(startBackendUrl)})
    const started = performance.now()
    const backend = await startBackend({ port: 0, mailPort: 0, ...${JSON.stringify(options)} })
    const elapsed = performance.now() - started
    await backend.stop()
    console.log(JSON.stringify({ elapsed, snapshot: backend.snapshot ?? null }))`
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: root },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as BackendStart
}

/**
 * The backend's start on a new data directory (the target: with the migrated snapshot
 * cached, as after the first start) and on an existing one, plus the two slower cold starts: the
 * first after a migration change, which makes the snapshot, and one without snapshots (initdb
 * and every migration, as before they existed). A scratch snapshot folder, not .local's.
 */
async function timeBackendStarts(runs = 3) {
  const kinds = {
    cached: { label: 'cold, new data dir, snapshot cached', snapshot: 'restored' },
    first: { label: 'cold, first after a migration change (makes it)', snapshot: 'made' },
    plain: { label: 'cold, snapshots off (initdb + migrations)', snapshot: null },
    warm: { label: 'warm (existing data dir)', snapshot: null },
  } as const
  type Kind = keyof typeof kinds
  const timings: Record<Kind, number[]> = { cached: [], first: [], plain: [], warm: [] }
  const time = async (kind: Kind, dataDir: string, snapshotDir: string | false) => {
    await mkdir(dataDir, { recursive: true })
    const start = await timeOneBackendStart({ dataDir, snapshotDir })
    // The label must say what happened.
    if (start.snapshot !== kinds[kind].snapshot) {
      throw new Error(`${kinds[kind].label}: the snapshot was ${start.snapshot}`)
    }
    timings[kind].push(start.elapsed)
  }
  for (let run = 0; run < runs; run++) {
    const scratch = await mkdtemp(join(tmpdir(), 'bench-backend-'))
    const snapshotDir = join(scratch, 'snapshots') // empty: no snapshot yet
    try {
      await time('first', join(scratch, 'first'), snapshotDir)
      await time('cached', join(scratch, 'cached'), snapshotDir)
      await time('warm', join(scratch, 'cached'), snapshotDir)
      await time('plain', join(scratch, 'plain'), false)
    } finally {
      await rm(scratch, { recursive: true, force: true })
    }
  }
  console.log(`\nLocal backend start (startBackend in a new process; median, min-max of ${runs})`)
  for (const [kind, { label }] of Object.entries(kinds) as [Kind, (typeof kinds)[Kind]][]) {
    const sorted = timings[kind].toSorted((a, b) => a - b)
    const ms = (index: number) => (sorted[index] ?? NaN).toFixed(0)
    console.log(
      `  ${label.padEnd(50)}${ms(Math.floor(runs / 2)).padStart(6)} ms  (${ms(0)}-${ms(runs - 1)})`,
    )
  }
}

await printRouteSizes()
if (!process.argv.includes('--no-browser')) await withStaticServer(printPageTimings)
if (!process.argv.includes('--no-browser')) {
  const { benchPhotoScaling } = await import('./bench-photo-scaling')
  await benchPhotoScaling()
}
if (!process.argv.includes('--no-browser')) {
  const { benchNavigation } = await import('./bench-navigation')
  await benchNavigation()
}
if (!process.argv.includes('--no-lighthouse')) await withStaticServer(printLighthouseScores)
if (!process.argv.includes('--no-browser')) await withStaticServer(printFirstInteractions)
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
