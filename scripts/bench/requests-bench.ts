// What the benchmarks over the seeded requests (bench-inbox.ts runs them: the inbox's and
// bench-insights.ts') share: a timed REST call as the admin, and how its figures are measured.
import type { DbConnection } from '../../backend/db/connection'
import type { Backend } from '../../backend/server/start-backend'
import { percentile } from './bench-table'

export const WARM_UP = 3
export const RUNS = 30

export type Args = Record<string, string | number>

/** One timed REST call: a database function and its arguments. */
export interface Case {
  label: string
  fn: string
  args: Args
}

export function rpcCaller(backend: Backend, token: string) {
  return async (fn: string, args: Args) => {
    const started = performance.now()
    const response = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    })
    const body = (await response.json()) as unknown
    const ms = performance.now() - started
    if (!response.ok) throw new Error(`${fn} ${JSON.stringify(args)}: ${JSON.stringify(body)}`)
    return { ms, body }
  }
}

export type Call = ReturnType<typeof rpcCaller>

/** Times each case (warm-up runs first) and prints its median and p95; returns them in ms. */
export async function measure(call: Call, cases: Case[]) {
  const figures: { label: string; median: number; p95: number }[] = []
  console.log(
    `\n  ${'call'.padEnd(46)}${'rows'.padStart(6)}${'median'.padStart(10)}${'p95'.padStart(10)}`,
  )
  for (const { label, fn, args } of cases) {
    for (let i = 0; i < WARM_UP; i++) await call(fn, args)
    const timings: number[] = []
    let rows = 0
    for (let i = 0; i < RUNS; i++) {
      const { ms, body } = await call(fn, args)
      timings.push(ms)
      rows = Array.isArray(body) ? body.length : Number(body)
    }
    timings.sort((a, b) => a - b)
    const median = percentile(timings, 50)
    const p95 = percentile(timings, 95)
    figures.push({ label, median, p95 })
    console.log(
      `  ${label.padEnd(46)}${String(rows).padStart(6)}${`${median.toFixed(1)} ms`.padStart(10)}${`${p95.toFixed(1)} ms`.padStart(10)}`,
    )
  }
  return figures
}

/**
 * A benchmark over the seeded requests. Its steps run in turn with the other benchmarks': reading
 * what it needs from the database, timing REST calls as the signed-in admin, printing plans.
 */
export interface RequestsBench {
  prepare?: (db: DbConnection) => Promise<void>
  measure: (call: Call) => Promise<void>
  /** `databaseUrl` is the server's (for what a DbConnection cannot do), undefined on PGlite. */
  printPlans: (db: DbConnection, databaseUrl: string | undefined) => Promise<void>
}
