// `npm run admin` against real databases: through the local backend's API, through a database
// URL (the PostgreSQL run), and on a stopped backend's PGlite data directory.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAdminCommand } from '../../scripts/admin.ts'
import { startBackend, type Backend } from '../server/start-backend.ts'
import { createConfirmedUser, statelessClient, uniqueEmail } from '../../test-support/users.ts'
import { START_TIMEOUT, targets } from './support.ts'

/** Nothing listens on port 1, so the command finds no running backend there. */
const NO_API = ['--api-url', 'http://127.0.0.1:1']

async function admin(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdminCommand(
    argv,
    {},
    { log: (l) => out.push(l), error: (l) => err.push(l) },
  )
  return { code, out: out.join('\n'), err: err.join('\n') }
}

type Accounts = { seedAdmin: string; confirmed: string; unconfirmed: string }

async function createAccounts(backend: Backend): Promise<Accounts> {
  const { email: confirmed } = await createConfirmedUser(backend)
  const unconfirmed = uniqueEmail('unconfirmed')
  const signUp = await statelessClient(backend).auth.signUp({
    email: unconfirmed,
    password: 'long-password-1',
  })
  if (signUp.error) throw signUp.error
  expect(signUp.data.session).toBeNull()
  return { seedAdmin: backend.adminEmail, confirmed, unconfirmed }
}

/** The cases, with `target` the options that pick the database. */
function roleScenario(accounts: () => Accounts, target: () => string[]) {
  test('an unknown e-mail address is reported', async () => {
    const result = await admin('grant', 'nobody@example.com', ...target())
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/^No account with the e-mail address nobody@example\.com in /)
  })

  test('an unconfirmed account is refused with the database message', async () => {
    const result = await admin('grant', accounts().unconfirmed, ...target())
    expect(result).toMatchObject({
      code: 1,
      err: 'This user has not confirmed their email address yet, so they cannot be made an admin.',
    })
  })

  test('grants, lists and revokes the admin role', async () => {
    const { confirmed, seedAdmin } = accounts()
    expect((await admin('grant', confirmed.toUpperCase(), ...target())).out).toMatch(
      `${confirmed} is now an admin`,
    )
    expect((await admin('grant', confirmed, ...target())).out).toBe(
      `${confirmed} is already an admin; nothing changed.`,
    )
    const list = await admin('list', ...target())
    expect(list.out).toMatch(/^Admins in .*: 2$/m)
    expect(list.out).toContain(`  ${confirmed}`)
    expect(list.out).toContain(`  ${seedAdmin}`)

    const revoke = await admin('revoke', confirmed, ...target())
    expect(revoke).toMatchObject({ code: 0 })
    expect(revoke.out).toMatch(`${confirmed} is no longer an admin`)
    expect((await admin('revoke', confirmed, ...target())).out).toBe(
      `${confirmed} is not an admin; nothing changed.`,
    )
    expect((await admin('list', ...target())).out).not.toContain(confirmed)
  })

  test('the last admin who can sign in keeps the role', async () => {
    const result = await admin('revoke', accounts().seedAdmin, ...target())
    expect(result).toMatchObject({
      code: 1,
      err: 'Cannot remove the last admin. Make another user an admin first.',
    })
    expect((await admin('list', ...target())).out).toContain(accounts().seedAdmin)
  })
}

describe.each(targets())('npm run admin on %s', (target) => {
  let backend: Backend
  let databaseUrl: string | undefined
  let cleanup: (() => Promise<void>) | undefined
  let accounts: Accounts

  beforeAll(async () => {
    const options = await target.options()
    ;({ databaseUrl, cleanup } = options)
    backend = await startBackend({ port: 0, enableConfirmations: true, ...options })
    accounts = await createAccounts(backend)
  }, START_TIMEOUT)

  afterAll(async () => {
    await backend?.stop()
    await cleanup?.()
  })

  describe('through the running backend', () => {
    roleScenario(
      () => accounts,
      () => ['--api-url', backend.url],
    )
  })

  describe.runIf(target.name === 'postgres')('through --database-url', () => {
    roleScenario(
      () => accounts,
      () => ['--database-url', databaseUrl!, ...NO_API],
    )
  })
})

describe('npm run admin on a stopped backend (PGlite data directory)', () => {
  let dataDir: string
  let accounts: Accounts

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'admin-command-'))
    const backend = await startBackend({ port: 0, dataDir, enableConfirmations: true })
    try {
      accounts = await createAccounts(backend)
      // While the backend holds the directory, the command must not open it too.
      const locked = await admin('list', '--data-dir', dataDir, ...NO_API)
      expect(locked.code).toBe(1)
      expect(locked.err).toContain(`is in use by process ${process.pid}`)
    } finally {
      await backend.stop()
    }
  }, START_TIMEOUT)

  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  roleScenario(
    () => accounts,
    () => ['--data-dir', dataDir, ...NO_API],
  )

  test('a directory without a database is reported, not created', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'admin-command-empty-'))
    try {
      const result = await admin('list', '--data-dir', empty, ...NO_API)
      expect(result).toMatchObject({
        code: 1,
        err: expect.stringMatching(/^No local database in /),
      })
    } finally {
      await rm(empty, { recursive: true, force: true })
    }
  })

  test('a wrong invocation prints the usage', async () => {
    expect(await admin('grant')).toMatchObject({ code: 2, err: expect.stringMatching(/^Usage:/) })
    expect(await admin('promote', 'a@example.com')).toMatchObject({ code: 2 })
  })
})
