// PostgREST applies the API roles' settings (`alter role anon set statement_timeout = '3s'`) to
// every request, as the hosted project configures them; so does the local backend.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnection } from '../db/connection.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { startBackend, type Backend } from '../server/start-backend.ts'
import { statelessClient } from '../../test-support/users.ts'
import { START_TIMEOUT } from '../../test-support/backend/in-process.ts'

describe('role settings per request', () => {
  let backend: Backend
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'role-settings-'))
    // A database with one extra function that reports the request's timeouts.
    const db = await openConnection({ dataDir })
    await prepareDatabase(db, {
      adminEmail: 'admin@example.com',
      adminPassword: 'admin-password-1',
    })
    await db.exec(`create function public.request_timeouts() returns json language sql stable as $$
        select json_build_object('statement', current_setting('statement_timeout'),
                                 'lock', current_setting('lock_timeout')) $$;
      grant execute on function public.request_timeouts() to anon, service_role;`)
    await db.close()
    backend = await startBackend({ port: 0, dataDir, mailDelivery: false })
  }, START_TIMEOUT)
  afterAll(async () => {
    await backend?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("applies the request role's settings and the login role's", async () => {
    const anon = await statelessClient(backend).rpc('request_timeouts')
    expect(anon.data).toEqual({ statement: '3s', lock: '8s' })
    const service = await statelessClient(backend, backend.serviceRoleKey).rpc('request_timeouts')
    expect(service.data).toEqual({ statement: '0', lock: '8s' })
  })
})
