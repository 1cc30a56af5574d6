import { get } from 'node:http'
import { afterAll, beforeAll, inject, vi } from 'vitest'
import { startBackendProcess, type BackendProcess } from '../backend-process'

/**
 * The real local backend this worker shares between its *.backend.test files (started by
 * shared-backend-broker.ts on the first ask), for the tests of the file it is called in: its
 * fields are filled in before the first test. The database holds the seed and whatever earlier
 * files left (other admins too), so a test makes the users and requests it reads or changes,
 * with unique e-mails and names. Not for a test that empties a table or needs other settings:
 * setUpOwnBackend.
 */
export function setUpSharedBackend() {
  const backend = {} as BackendProcess
  beforeAll(async () => {
    Object.assign(backend, await askBroker(), {
      // Stopped with the run, not with the file.
      stop: async () => {},
    })
  }, 240_000)
  // A test that goes through the real server and database may take longer than the default 5 s.
  vi.setConfig({ testTimeout: 60_000 })
  return backend
}

/**
 * A real local backend for the tests of the file or `describe` block this is called in alone:
 * started before the first of them (its fields are filled in then), stopped after the last.
 */
export function setUpOwnBackend(options: Parameters<typeof startBackendProcess>[0] = {}) {
  const backend = {} as BackendProcess
  beforeAll(async () => {
    Object.assign(backend, await startBackendProcess(options))
  }, 240_000)
  // No stop to call if the start failed.
  afterAll(() => backend.stop?.())
  vi.setConfig({ testTimeout: 60_000 })
  return backend
}

// node:http, not fetch: under jsdom the global fetch is not Node's.
function askBroker() {
  const address = `${inject('backendBrokerUrl')}/${process.env.VITEST_POOL_ID ?? '1'}`
  return new Promise<Omit<BackendProcess, 'stop'>>((resolve, reject) => {
    get(address, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(JSON.parse(body) as Omit<BackendProcess, 'stop'>)
          : reject(new Error(`no shared test backend: ${body}`)),
      )
    }).on('error', reject)
  })
}
