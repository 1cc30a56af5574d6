import { afterAll, beforeAll, vi } from 'vitest'
import { startBackendProcess, type BackendProcess } from '../backend-process'

/**
 * The real local backend for the tests of the file or `describe` block this is called in:
 * started before the first of them (its fields are filled in then), stopped after the last.
 */
export function setUpLocalBackend(options: Parameters<typeof startBackendProcess>[0] = {}) {
  const backend = {} as BackendProcess
  beforeAll(async () => {
    Object.assign(backend, await startBackendProcess(options))
  }, 240_000)
  // No stop to call if the start failed.
  afterAll(() => backend.stop?.())
  // A test that goes through the real server and database may take longer than the default 5 s.
  vi.setConfig({ testTimeout: 60_000 })
  return backend
}
