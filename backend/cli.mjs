// @ts-check
/**
 * `npm run backend`: the local Supabase-compatible backend (backend/cli-main.ts). Plain
 * JavaScript, so that Node starts it without tsx (about 0.4 s of a start). Runs the CLI in a
 * worker thread from its cached bundle (backend/cli-bundle.ts), which saves about a second more;
 * builds that bundle first, through tsx, when the backend's files changed since the last one; runs
 * the CLI in this thread, through tsx, when the bundle cannot be built.
 */
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { findCachedBundle } from './bundle-cache.mjs'

const entry = fileURLToPath(new URL('./cli-main.ts', import.meta.url))
const bundle = (await findCachedBundle(entry)) ?? (await buildBundle())
if (bundle) runInWorker(bundle)
else await (await import('tsx/esm/api')).tsImport('./cli-main.ts', import.meta.url)

/** @returns {Promise<string | undefined>} */
async function buildBundle() {
  try {
    const { tsImport } = await import('tsx/esm/api')
    /** @type {typeof import('./cli-bundle.ts')} */
    const { cliBundle } = await tsImport('./cli-bundle.ts', import.meta.url)
    return await cliBundle(entry)
  } catch (error) {
    console.warn(
      `(Running through tsx: the bundle could not be built: ${error instanceof Error ? error.message : error})`,
    )
    return undefined
  }
}

/** @param {string} bundlePath */
function runInWorker(bundlePath) {
  const worker = new Worker(bundlePath, {
    execArgv: [],
    workerData: { cliArgs: process.argv.slice(2) },
  })
  // Signals reach this thread only: the worker stops the backend on these messages.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => worker.postMessage(signal))
  }
  worker.on('error', (error) => {
    console.error('The backend failed:', error)
    process.exitCode = 1
  })
  worker.on('exit', (code) => {
    process.exitCode ||= code
  })
}
