// PostgREST applies the API roles' settings (`alter role anon set statement_timeout = '3s'`) to
// every request, as the hosted project configures them; so does the local backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backend } from '../server/start-backend.ts'
import { statelessClient } from '../../test-support/users.ts'
import {
  seedMigrated,
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

describe('role settings per request', () => {
  let backend: Backend
  let stop: () => Promise<void>

  beforeAll(async () => {
    // A database with one extra function that reports the request's timeouts.
    ;({ backend, stop } = await startTargetBackend(targets()[0]!, {
      mailDelivery: false,
      prepare: async (db, seed) => {
        const prepared = await seedMigrated(db, seed)
        await db.exec(`create function public.request_timeouts() returns json language sql stable as $$
            select json_build_object('statement', current_setting('statement_timeout'),
                                     'lock', current_setting('lock_timeout')) $$;
          grant execute on function public.request_timeouts() to anon, service_role;`)
        return prepared
      },
    }))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  it("applies the request role's settings and the login role's", async () => {
    const anon = await statelessClient(backend).rpc('request_timeouts')
    expect(anon.data).toEqual({ statement: '3s', lock: '8s' })
    const service = await statelessClient(backend, backend.serviceRoleKey).rpc('request_timeouts')
    expect(service.data).toEqual({ statement: '0', lock: '8s' })
  })
})
