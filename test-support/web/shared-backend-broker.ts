// Vitest globalSetup of the web-backend project: hands each worker one local backend, started
// the first time a file of that worker asks (test-support/web/local-backend.ts), and kept for
// the worker's later files, so a file pays for no backend start of its own. Workers run one file
// at a time, so a worker's files never share the database at once.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { startBackendProcess, type BackendProcess } from '../backend-process'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a worker asks for its backend: GET /{VITEST_POOL_ID}. */
    backendBrokerUrl: string
  }
}

export default async function setup(project: TestProject) {
  const backends = new Map<string, Promise<BackendProcess>>()
  const server = createServer((req, res) => {
    const worker = (req.url ?? '/').slice(1)
    let backend = backends.get(worker)
    if (!backend) {
      backend = startBackendProcess()
      backends.set(worker, backend)
    }
    backend.then(
      ({ stop: _stop, ...addresses }) => res.end(JSON.stringify(addresses)),
      (error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('backendBrokerUrl', `http://127.0.0.1:${port}`)
  return async () => {
    server.close()
    const started = await Promise.allSettled(backends.values())
    await Promise.all(started.map((result) => result.status === 'fulfilled' && result.value.stop()))
  }
}
