// `npm run admin` against real databases: through the local backend's API, through a database
// URL (the PostgreSQL run), and on a stopped backend's PGlite data directory.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { printCodes, sqlFactorStore } from '../../scripts/cli/admin-factors.ts'
import { runAdminCommand } from '../../scripts/cli/admin.ts'
import { openConnection } from '../db/connection.ts'
import { startBackend, type Backend } from '../server/start-backend.ts'
import { currentTotpCode } from '../server/totp.ts'
import { followLink, mailLink } from '../../test-support/outbox.ts'
import {
  choosePasswordThroughLink,
  createConfirmedUser,
  signedInClient,
  statelessClient,
  uniqueEmail,
  type TestUser,
} from '../../test-support/users.ts'
import { START_TIMEOUT, targets } from '../../test-support/backend/in-process.ts'

/** Nothing listens on port 1, so the command finds no running backend there. */
const NO_API = ['--api-url', 'http://127.0.0.1:1']

/** The command with these variables (none by default: not the test process's). */
async function adminWithEnv(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdminCommand(argv, env, {
    log: (l) => out.push(l),
    error: (l) => err.push(l),
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const admin = (...argv: string[]) => adminWithEnv({}, ...argv)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

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

/** A confirmed account with an authenticator app set up (a verified TOTP factor), and its key. */
async function enrolledAccount(backend: Backend): Promise<{ user: TestUser; secret: string }> {
  const user = await createConfirmedUser(backend)
  const { supabase } = await signedInClient(backend, user)
  const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' })
  if (enrolled.error) throw enrolled.error
  const { id: factorId, totp } = enrolled.data
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId,
    code: currentTotpCode(totp.secret),
  })
  if (verified.error) throw verified.error
  return { user, secret: totp.secret }
}

/** The code that `code` printed, or undefined when it printed none. */
const printedCode = (out: string) =>
  /^Current code for \S+: (\d{6}) \(changes in \d+ s\)$/.exec(out)?.[1]

const RESET_NOTE = 'They will be asked to set up an authenticator app again at their next sign-in.'

/** `code` and `reset-factors` while the backend runs, with `target` the options that pick it. */
function factorScenario(backend: () => Backend, target: () => string[]) {
  test('prints the current code, and resets the factors of a lost phone', async () => {
    const { user } = await enrolledAccount(backend())
    const code = await admin('code', user.email, ...target())
    expect(code).toMatchObject({ code: 0, err: '' })
    // The printed code is one the sign-in takes.
    const { supabase, session } = await signedInClient(backend(), user)
    const factorId = session.user.factors![0]!.id
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: printedCode(code.out)!,
    })
    expect(verified.error).toBeNull()

    const reset = await admin('reset-factors', user.email.toUpperCase(), ...target())
    expect(reset.code).toBe(0)
    expect(reset.out).toMatch(
      new RegExp(
        `^Removed 1 authenticator of ${user.email} and ended all their sessions \\(.+\\)\\.\n`,
      ),
    )
    expect(reset.out).toContain(RESET_NOTE)
    expect((await supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const again = await signedInClient(backend(), user)
    expect(again.session.user.factors ?? []).toEqual([])
    expect(await admin('code', user.email, ...target())).toMatchObject({
      code: 1,
      err: `${user.email} has no authenticator app yet: sign in at /auth, and /admin shows its set-up; then run this again.`,
    })

    // A newcomer without a phone finishes the set-up with the code of the factor being set up.
    const started = await again.supabase.auth.mfa.enroll({ factorType: 'totp' })
    if (started.error) throw started.error
    const settingUp = await admin('code', user.email, ...target())
    expect(settingUp.out).toMatch(
      new RegExp(`^Current code for \\S+ \\(being set up\\): \\d{6} \\(changes in \\d+ s\\)$`),
    )
    const finished = await again.supabase.auth.mfa.challengeAndVerify({
      factorId: started.data.id,
      code: /: (\d{6}) /.exec(settingUp.out)![1]!,
    })
    expect(finished.error).toBeNull()
  })
}

/** The cases, with `target` the options that pick the database. */
function roleScenario(accounts: () => Accounts, target: () => string[]) {
  test('an unknown e-mail address is reported', async () => {
    const result = await admin('grant', 'nobody@example.com', ...target())
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/^No account with the e-mail address nobody@example\.com in /)
  })

  test('an unconfirmed account is refused with the database message, and the way forward', async () => {
    const { unconfirmed } = accounts()
    const result = await admin('grant', unconfirmed, ...target())
    expect(result).toMatchObject({
      code: 1,
      err:
        'This user has not confirmed their email address yet, so they cannot be made an admin.\n' +
        `To make this address an admin, invite it: npm run admin -- invite ${unconfirmed} (the unconfirmed sign-up is removed, and the invitation's link sets the password).`,
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

/** `invite` through the running backend's invite-admin function, as on a hosted project. */
function inviteScenario(backend: () => Backend) {
  const api = () => ['--api-url', backend().url]

  test('invite mails an invitation whose link makes the invitee an admin', async () => {
    const email = uniqueEmail('first-admin')
    const sent = await admin('invite', email, ...api(), '--site-url', 'http://127.0.0.1:5173/')
    expect(sent).toMatchObject({ code: 0, err: '' })
    expect(sent.out).toMatch(
      new RegExp(
        `^Invitation sent to ${escape(email)} \\(${escape(backend().url)}\\); its link expires \\d{4}-\\d{2}-\\d{2}`,
      ),
    )
    expect(sent.out).not.toContain('unconfirmed sign-up')
    const link = new URL(await mailLink(backend(), email))
    expect(link.searchParams.get('type')).toBe('invite')
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/auth')

    await choosePasswordThroughLink(backend(), email, 'first-admins-own-password')
    expect((await admin('list', ...api())).out).toContain(`  ${email}`)
    // The other scenarios count the admins.
    expect((await admin('revoke', email, ...api())).code).toBe(0)
  })

  test('invite removes an unconfirmed sign-up with the address, and says so', async () => {
    const email = uniqueEmail('pre-registered')
    const stranger = { email, password: 'a-strangers-password' }
    expect((await statelessClient(backend()).auth.signUp(stranger)).error).toBeNull()
    const sent = await admin('invite', email, ...api())
    expect(sent.code).toBe(0)
    expect(sent.out.split('\n')[1]).toBe(
      "An unconfirmed sign-up with this address was removed, so only the invitation's link can set its password.",
    )
    expect(
      (await statelessClient(backend()).auth.signInWithPassword(stranger)).error,
    ).not.toBeNull()
  })

  test('invite prints the refusal: an admin already, a confirmed account', async () => {
    expect(await admin('invite', backend().adminEmail, ...api())).toMatchObject({
      code: 1,
      err: 'This user is already an admin.',
    })
    const { email } = await createConfirmedUser(backend())
    const confirmed = await admin('invite', email, ...api())
    expect(confirmed.code).toBe(1)
    expect(confirmed.err).toMatch(/^An account with this e-mail address already exists\./)
  })

  test('a grant refused for a password not chosen through a link says what to do', async () => {
    // Signed up and confirmed: the password is the one typed at sign-up.
    const email = uniqueEmail('self-registered')
    await statelessClient(backend()).auth.signUp({ email, password: 'set-at-sign-up' })
    await followLink(await mailLink(backend(), email))
    const refused = await admin('grant', email, ...api())
    expect(refused.code).toBe(1)
    const [said, next] = refused.err.split('\n')
    expect(said).toBe(
      "This user must choose a new password (for example through 'Forgot password') before they can be made an admin.",
    )
    expect(next).toBe(
      "They choose one through 'Forgot password' on the site's /auth page, then grant works. For an address without a confirmed account (a new project's first admin), use npm run admin -- invite EMAIL instead: its link sets the password and makes them an admin.",
    )
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
    factorScenario(
      () => backend,
      () => ['--api-url', backend.url],
    )
    inviteScenario(() => backend)
  })

  describe.runIf(target.name === 'postgres')('through --database-url', () => {
    roleScenario(
      () => accounts,
      () => ['--database-url', databaseUrl!, ...NO_API],
    )
    factorScenario(
      () => backend,
      () => ['--database-url', databaseUrl!, ...NO_API],
    )

    test('computes no codes from a hosted project, whose keys are on the admins’ phones', async () => {
      const { user } = await enrolledAccount(backend)
      const db = await openConnection({ databaseUrl })
      try {
        const hosted = sqlFactorStore(db, false)
        await expect(printCodes(hosted, user.id, user.email, { log: () => {} })).rejects.toThrow(
          /^Codes come from the authenticator app on the admin’s phone/,
        )
        // Its factors can still be reset.
        expect(await hosted.resetFactors(user.id)).toBe(1)
      } finally {
        await db.close()
      }
    })
  })
})

describe('npm run admin on a stopped backend (PGlite data directory)', () => {
  let dataDir: string
  let accounts: Accounts
  let enrolled: { user: TestUser; secret: string }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'admin-command-'))
    const backend = await startBackend({ port: 0, dataDir, enableConfirmations: true })
    try {
      accounts = await createAccounts(backend)
      enrolled = await enrolledAccount(backend)
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

  test('prints the current code and resets the factors', async () => {
    const { user, secret } = enrolled
    const before = currentTotpCode(secret)
    const code = await admin('code', user.email, '--data-dir', dataDir, ...NO_API)
    expect(code.code).toBe(0)
    expect([before, currentTotpCode(secret)]).toContain(printedCode(code.out))

    const reset = await admin('reset-factors', user.email, '--data-dir', dataDir, ...NO_API)
    expect(reset).toMatchObject({ code: 0, out: expect.stringContaining(RESET_NOTE) })
    expect(await admin('code', user.email, '--data-dir', dataDir, ...NO_API)).toMatchObject({
      code: 1,
    })
  })

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

  test('invite picks the key for the API, and says what is wrong before any call', async () => {
    const hosted = ['--api-url', 'https://project-ref.supabase.co']
    expect(await admin('invite', 'me@example.com', ...hosted)).toMatchObject({
      code: 1,
      err: 'Set SUPABASE_SERVICE_ROLE_KEY to the service_role key of the project at https://project-ref.supabase.co (dashboard: Project Settings → API Keys).',
    })
    const newStyleKey = { SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_abc' }
    expect(await adminWithEnv(newStyleKey, 'invite', 'me@example.com', ...hosted)).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^SUPABASE_SERVICE_ROLE_KEY holds a new-style key \(sb_…\)/),
    })
    const badSite = await admin('invite', 'me@example.com', ...NO_API, '--site-url', 'example.com')
    expect(badSite).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^The site URL must start/),
    })
    const unreachable = await admin('invite', 'me@example.com', ...NO_API)
    expect(unreachable).toMatchObject({
      code: 1,
      err: expect.stringMatching(
        /^Could not reach http:\/\/127\.0\.0\.1:1 \(.+\)\. Start the local backend/,
      ),
    })
    const viaDatabase = await admin('invite', 'me@example.com', '--database-url', 'postgres://x')
    expect(viaDatabase).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^invite goes through the project's API, not its database/),
    })
  })

  test('a wrong invocation prints the usage', async () => {
    expect(await admin('grant')).toMatchObject({ code: 2, err: expect.stringMatching(/^Usage:/) })
    expect(await admin('promote', 'a@example.com')).toMatchObject({ code: 2 })
    expect(await admin('code')).toMatchObject({ code: 2, err: expect.stringMatching(/^Usage:/) })
    expect(await admin('invite')).toMatchObject({ code: 2, err: expect.stringMatching(/^Usage:/) })
    expect(await admin('list', '--site-url', 'https://x.example')).toMatchObject({ code: 2 })
    expect(await admin('reset-factors', 'a@example.com', 'b@example.com')).toMatchObject({
      code: 2,
    })
  })
})
