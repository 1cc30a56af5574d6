// The benchmark: prints figures, asserts nothing. Run after `npm run build`.
//   - JS and CSS bytes (raw and gzip) per public route, and for /auth and /admin;
//   - the local backend's cold start (new data directory) and warm start (existing one).
// Usage: tsx scripts/bench.ts [--no-backend]
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { formatKb, routeSizes } from './route-sizes'

const root = resolve(import.meta.dirname, '..')

async function printRouteSizes() {
  const { publicRoutes } = await import('../e2e/public-routes')
  const publicPaths = publicRoutes.map((route) => route.path)
  const rows = routeSizes(join(root, 'dist'), [...publicPaths, '/404', '/auth', '/admin'])
  console.log('Route sizes (JS = entry + route chunks; gzip level 9)')
  console.log(
    'route'.padEnd(44),
    'JS'.padStart(10),
    'JS gzip'.padStart(10),
    'CSS gzip'.padStart(10),
  )
  for (const row of rows)
    console.log(
      row.path.padEnd(44),
      formatKb(row.js).padStart(10),
      formatKb(row.jsGzip).padStart(10),
      formatKb(row.cssGzip).padStart(10),
    )
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
if (!process.argv.includes('--no-backend')) await timeBackendStarts()
