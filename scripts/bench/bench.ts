// The benchmark: prints figures, asserts nothing. Run after `npm run build`.
//   - JS and CSS bytes (raw and gzip) per public route, and for /auth and /admin;
//   - paint and layout-shift figures of one public page of each kind in headless Chromium (390 px);
//   - click to the next page's LCP with and without the Speculation Rules (bench-navigation.ts);
//   - Lighthouse (mobile, simulated throttling), median of 5 runs on one page of each kind and a
//     blank control page, each run a newcomer's first visit in a new browser; the long tasks
//     after the first paint (scripts/bench/bench-lighthouse.ts);
//   - the first tap on a 4x slower CPU, from the tap to the answer on screen, hydration included,
//     and its INP-style Event Timing figure (scripts/bench/bench-interactions.ts);
//   - the local backend's start as a person waits for it: `npm run backend` (and its tsx command)
//     spawned until the health check answers, on a new data directory and on an existing one;
//   - a burst of concurrent estimate requests: sent, stored and alerted, and send latency
//     (also against the Postgres in DATABASE_URL when it is set);
//   - photos: 20 visitors sending 3 photos each at once (stored, latency; scripts/bench/bench-photo-uploads.ts),
//     and a 12 MP photo scaled in Chromium (time, bytes; scripts/bench/bench-photo-scaling.ts);
//   - the admin inbox over 100 000 requests: API latency of its calls and their query plans
//     (scripts/bench/bench-inbox.ts; on PostgreSQL 15 when available, else PGlite);
//   - the Insights tab over the same requests and their history: API latency of each function
//     for 30 days, 90 days and 12 months, and the plans inside them (scripts/bench/bench-insights.ts).
// Usage: tsx scripts/bench/bench.ts [--no-browser] [--no-lighthouse] [--no-backend] [--no-inbox]
//   [--no-insights] | --backend-start (that figure alone)
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { percentile, tableRow } from './bench-table'
import { formatKb, routeSizes } from './route-sizes'

const root = resolve(import.meta.dirname, '../..')

async function printRouteSizes() {
  const { appRoutes, notFoundRoute } = await import('../../src/app/routes')
  const paths = [...appRoutes, notFoundRoute].map((route) => route.path)
  const rows = routeSizes(join(root, 'dist'), paths)
  console.log(
    'Route sizes (JS = entry + start + every island once hydrated, or + the private app; at load' +
      ' = before any interaction; HTML = the document, its CSS inline; gzip level 9)',
  )
  const widths = [44, 10, 10, 12, 10, 12]
  console.log(
    tableRow(widths, ['route', 'JS', 'JS gzip', 'at load gzip', 'HTML gzip', 'its CSS gzip']),
  )
  for (const row of rows)
    console.log(
      tableRow(widths, [
        row.path,
        formatKb(row.js),
        formatKb(row.jsGzip),
        formatKb(row.jsAtLoadGzip),
        formatKb(row.htmlGzip),
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

/** A port free now, with the next three free too (the backend's mail outbox takes port + 3). */
async function freePortPair(): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | undefined>((done) => {
      const server = createNetServer()
      server.once('error', () => done(undefined))
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as AddressInfo
        server.close(() => done(bound))
      })
    })
  for (;;) {
    const port = await tryListen(0)
    if (port && port < 65532 && (await tryListen(port + 3))) return port
  }
}

/** Ends a process group: SIGTERM (the backend closes its database), SIGKILL after 15 s. */
async function endProcessGroup(child: ChildProcess) {
  const group = -child.pid!
  const alive = () => {
    try {
      process.kill(group, 0)
      return true
    } catch {
      return false
    }
  }
  try {
    process.kill(group, 'SIGTERM')
  } catch {
    return
  }
  const deadline = Date.now() + 15_000
  while (alive() && Date.now() < deadline) await sleep(50)
  if (alive()) process.kill(group, 'SIGKILL')
  while (alive()) await sleep(50)
}

/**
 * One start as a person waits for it: `command` spawned in a new process group, the health
 * check polled every 20 ms until it answers 200. Returns the wall time from the spawn and what
 * the backend printed; then stops it (and everything it started).
 */
async function timeOneBackendStart(
  command: readonly string[],
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
) {
  const port = await freePortPair()
  const started = performance.now()
  const child = spawn(
    command[0]!,
    [...command.slice(1), '--data-dir', dataDir, '--port', `${port}`],
    {
      cwd: root,
      detached: true,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, {
        signal: AbortSignal.timeout(2000),
      }).catch(() => undefined)
      if (response?.status === 200) break
      if (child.exitCode !== null) throw new Error(`The backend exited:\n${output}`)
      if (performance.now() - started > 120_000) throw new Error(`No answer in 2 min:\n${output}`)
      await sleep(20)
    }
    return { elapsed: performance.now() - started, output }
  } finally {
    await endProcessGroup(child)
  }
}

/**
 * The backend's start as a person waits for it: `npm run backend` (and its node command without
 * npm) spawned in a new process, until the health check answers; on a new data directory (with
 * the migrated snapshot in .local/ made, and today's seeded copy) and again on that same, now
 * existing, one; and on a new data directory with no seeded copy yet (the day's first, which runs
 * the seed: another admin e-mail each run).
 */
async function timeBackendStarts(runs = 5) {
  const commands = {
    'npm run backend': ['npm', 'run', '--silent', 'backend', '--'],
    'node backend/cli.mjs': [process.execPath, 'backend/cli.mjs'],
  }
  const scratch = await mkdtemp(join(tmpdir(), 'bench-backend-'))
  const timings: Record<string, number[]> = {}
  const record = (label: string, ms: number) => (timings[label] ??= []).push(ms)
  try {
    // Makes the snapshot when a migration changed since the last start: timed apart.
    const first = await timeOneBackendStart(
      commands['node backend/cli.mjs'],
      join(scratch, 'first'),
    )
    if (first.output.includes('Making the migrated database snapshot')) {
      record('node backend/cli.mjs, first start after a migration change', first.elapsed)
    }
    // Today's seeded copy for the admin the started backends seed (they get this process's
    // environment), which that start began making in the background and its stop cut short.
    const { makeSeededSnapshot } = await import('../../backend/db/snapshot')
    const { localAdmin } = await import('../../backend/db/defaults')
    await makeSeededSnapshot(localAdmin())
    for (let run = 0; run < runs; run++) {
      // Interleaved, so that a change in the machine's load touches every row alike.
      for (const [name, command] of Object.entries(commands)) {
        const dataDir = join(scratch, `${name}-${run}`)
        record(`${name}, new data dir`, (await timeOneBackendStart(command, dataDir)).elapsed)
        record(`${name}, existing data dir`, (await timeOneBackendStart(command, dataDir)).elapsed)
      }
      const dayFirst = await timeOneBackendStart(
        commands['npm run backend'],
        join(scratch, `day-first-${run}`),
        { LOCAL_ADMIN_EMAIL: `bench-${process.pid}-${run}@example.com` },
      )
      record(`npm run backend, new data dir, the day's first (seeds)`, dayFirst.elapsed)
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
  console.log(
    `\nLocal backend start as a person waits: spawn to the first 200 from /auth/v1/health ` +
      `(median, min-max of ${runs}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
  )
  for (const [label, figures] of Object.entries(timings)) {
    const sorted = figures.toSorted((a, b) => a - b)
    const seconds = (ms: number) => (ms / 1000).toFixed(2)
    console.log(
      `  ${label.padEnd(58)}${seconds(percentile(sorted, 50)).padStart(6)} s  (${seconds(sorted[0]!)}-${seconds(sorted.at(-1)!)})`,
    )
  }
}

if (process.argv.includes('--backend-start')) {
  await timeBackendStarts()
  process.exit(0)
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
