import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startBackend } from '../server/start-backend.ts'
import { statelessClient, uniqueEmail } from '../../test-support/users.ts'
import { START_TIMEOUT } from '../../test-support/backend/in-process.ts'

describe('a persisted data directory, confirmations off', () => {
  let dataDir = ''
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it(
    'keeps submissions and users across a restart; a duplicate sign-up is refused',
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'backend-data-'))
      const email = uniqueEmail('persist')
      const first = await startBackend({ port: 0, dataDir, enableConfirmations: false })
      try {
        expect(first.fresh).toBe(true)
        const signUp = await statelessClient(first).auth.signUp({
          email,
          password: 'persist-password',
        })
        expect(signUp.error).toBeNull()
        expect(signUp.data.session?.access_token).toBeTruthy()
        const duplicate = await statelessClient(first).auth.signUp({
          email,
          password: 'other-password',
        })
        expect(duplicate.error?.message).toBe('User already registered')
        expect(duplicate.error?.code).toBe('user_already_exists')
        expect(duplicate.error?.status).toBe(422)
        const sent = await statelessClient(first).rpc('submit_estimate_request', {
          first_name: 'Grace',
          last_name: 'Hopper',
          email,
          phone: '916-555-0111',
          service: 'irrigation-sprinklers',
        })
        expect(sent.error).toBeNull()
      } finally {
        await first.stop()
      }

      const second = await startBackend({ port: 0, dataDir })
      try {
        expect(second.fresh).toBe(false)
        const rows = await statelessClient(second, second.serviceRoleKey)
          .from('contact_submissions')
          .select('first_name')
          .eq('email', email)
        expect(rows.data).toEqual([{ first_name: 'Grace' }])
        const signIn = await statelessClient(second).auth.signInWithPassword({
          email,
          password: 'persist-password',
        })
        expect(signIn.error).toBeNull()
      } finally {
        await second.stop()
      }
    },
    START_TIMEOUT * 2,
  )
})
