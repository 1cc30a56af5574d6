/**
 * `npm run backend`: the local Supabase-compatible backend (backend/cli-main.ts). Runs it in a
 * worker thread without tsx's module hooks, from its bundle (backend/cli-bundle.ts), which saves
 * about a second a start; in this thread, through tsx, when the bundle cannot be built.
 */
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { cliBundle } from './cli-bundle.ts'

const bundle = await cliBundle(fileURLToPath(new URL('./cli-main.ts', import.meta.url))).catch(
  (error: unknown) => {
    console.warn(
      `(Running through tsx: the bundle could not be built: ${error instanceof Error ? error.message : error})`,
    )
    return undefined
  },
)
if (bundle) {
  const worker = new Worker(bundle, {
    execArgv: [],
    workerData: { cliArgs: process.argv.slice(2) },
  })
  // Signals reach this thread only: the worker stops the backend on these messages.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => worker.postMessage(signal))
  }
  worker.on('error', (error) => {
    console.error('The backend failed:', error)
    process.exitCode = 1
  })
  worker.on('exit', (code) => {
    process.exitCode ||= code
  })
} else {
  await import('./cli-main.ts')
}
