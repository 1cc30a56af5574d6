// Attacks on admin accounts by a stranger who knows only a future admin's e-mail address, end to
// end on the local backend through supabase-js (issue "No way into an admin account"):
// - the chosen-password race: the attacker's password change passes its session check before the
//   owner's commits, and commits after the owner's mark (and role) were recorded;
// - a pre-registered account that an invitation would have kept, password and all;
// - a sign-up after an invitation, which would have replaced the invitation's link;
// - a non-admin learning from the role trigger's message whether a user id is a confirmed account;
// - an ended session whose access token kept reading admin data until it expired.
import bcrypt from 'bcryptjs'
import pg from 'pg'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Backend } from '../../backend/server/start-backend.ts'
import {
  START_TIMEOUT,
  startBackendWithTestSql,
  targets,
} from '../../test-support/backend/in-process.ts'
import { runAdminCommand } from '../../scripts/cli/admin.ts'
import { inviteAdmin as invite } from '../../test-support/invitations.ts'
import { followLink, mailLink } from '../../test-support/outbox.ts'
import { pollUntil } from '../../test-support/poll.ts'
import { passSecondFactor, signedInAdminClient } from '../../test-support/second-factor.ts'
import { sqlForTests } from '../../test-support/sql-for-tests.ts'
import {
  choosePasswordThroughLink,
  choosePasswordWithLink,
  createConfirmedUser,
  signedInClient,
  statelessClient,
  uniqueEmail,
} from '../../test-support/users.ts'

const PASSWORD_NOT_CHOSEN =
  "This user must choose a new password (for example through 'Forgot password') before they can be made an admin."
const RLS_REFUSAL = {
  code: '42501',
  message: 'new row violates row-level security policy for table "user_roles"',
}

/** The claims of an access token, as the database reads them. */
function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'))
}

/** What a session's token may read of the admin's data. */
async function adminReach(client: SupabaseClient) {
  const access = await client.rpc('admin_access')
  const requests = await client.from('contact_submissions').select('id')
  return { access: access.data, requests: requests.data?.length ?? 0 }
}

describe.each(targets())('no way into an admin account ($name)', (target) => {
  let backend: Backend
  let databaseUrl: string | undefined
  let stop: (() => Promise<void>) | undefined
  let service: SupabaseClient
  let admin: SupabaseClient

  beforeAll(async () => {
    ;({ backend, databaseUrl, stop } = await startBackendWithTestSql(target, {
      admin: { adminEmail: 'takeover-admin@example.com', adminPassword: 'takeover-admin-password' },
      enableConfirmations: true,
    }))
    service = statelessClient(backend, backend.serviceRoleKey)
    admin = (
      await signedInAdminClient(backend, {
        email: backend.adminEmail,
        password: backend.adminPassword,
      })
    ).supabase
  }, START_TIMEOUT)

  afterAll(async () => {
    await stop?.()
  })

  const makeAdmin = (client: SupabaseClient, userId: string) =>
    client.from('user_roles').insert({ user_id: userId, role: 'admin' })

  /** An account whose address the owner confirmed after an attacker signed up with it first. */
  async function preRegisteredAccount(attackersPassword: string) {
    const email = uniqueEmail('future-admin')
    const signUp = await statelessClient(backend).auth.signUp({
      email,
      password: attackersPassword,
    })
    expect(signUp.error).toBeNull()
    // The confirmation mail goes to the owner, who follows it.
    expect((await followLink(await mailLink(backend, email))).fragment.get('type')).toBe('signup')
    return { email, userId: signUp.data.user!.id }
  }

  test.skipIf(target.name === 'pglite')(
    'the chosen-password race: a password change that commits after the owner is marked voids the mark',
    async () => {
      const { email, userId } = await preRegisteredAccount('attackers-password-1')
      const attacker = await signedInClient(backend, { email, password: 'attackers-password-1' })

      // The owner uses 'Forgot password' and follows the link: the session that sets the password.
      expect((await statelessClient(backend).auth.resetPasswordForEmail(email)).error).toBeNull()
      const { fragment } = await followLink(await mailLink(backend, email))
      const ownersClaims = claimsOf(fragment.get('access_token')!)

      // The owner's password change is held at its first statement, holding the account's row:
      // the attacker's change, sent now, passes its session check and its hashing, then waits.
      const owner = new pg.Client({ connectionString: databaseUrl })
      await owner.connect()
      try {
        await owner.query('begin')
        await owner.query('select 1 from auth.users where id = $1 for update', [userId])
        const attackersChange = attacker.supabase.auth.updateUser({
          password: 'attackers-password-2',
        })
        await pollUntil(
          async () => {
            const { rows } = await owner.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            )
            return rows[0]!.waiting > 0 || undefined
          },
          { message: "the attacker's password change never reached the database" },
        )

        // The owner's change commits as GoTrue's would (the new password, every other session
        // ended), with the mark the app records right after it, and an admin's 'Make Admin'.
        await owner.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [userId, await bcrypt.hash('owners-password-1', 4)],
        )
        await owner.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          userId,
          ownersClaims.session_id,
        ])
        await owner.query('set local role authenticated')
        await owner.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(ownersClaims),
        ])
        await owner.query('select public.record_chosen_password()')
        await owner.query('reset role')
        await owner.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
          userId,
        ])
        await owner.query('commit')
        // ...and only then does the attacker's change commit.
        expect((await attackersChange).error).toBeNull()
      } finally {
        await owner.end()
      }

      // The attacker's password is the one in use; they sign in and enrol their own factor.
      const ownersTry = await statelessClient(backend).auth.signInWithPassword({
        email,
        password: 'owners-password-1',
      })
      expect(ownersTry.error?.message).toBe('Invalid login credentials')
      const again = await signedInClient(backend, { email, password: 'attackers-password-2' })
      await passSecondFactor(backend, again.supabase)
      expect(await adminReach(again.supabase)).toEqual({ access: 'none', requests: 0 })
      const listed = await admin.rpc('list_users')
      expect(listed.data).toContainEqual(
        expect.objectContaining({ id: userId, is_admin: true, password_chosen: false }),
      )
    },
  )

  test('a password changed after the mark, from anywhere, ends admin access until the owner chooses again', async () => {
    const email = uniqueEmail('second-admin')
    expect((await invite(admin, email)).status).toBe(200)
    await choosePasswordThroughLink(backend, email, 'second-admins-password')
    const second = await signedInAdminClient(backend, {
      email,
      password: 'second-admins-password',
    })
    expect((await adminReach(second.supabase)).access).toBe('admin')

    // Not through GoTrue (which would also end the sessions): the database's own rule.
    await sqlForTests(
      service,
      `update auth.users set encrypted_password = '${await bcrypt.hash('set-elsewhere', 4)}'
       where id = '${second.user.id}'`,
    )
    expect(await adminReach(second.supabase)).toEqual({ access: 'none', requests: 0 })

    // The owner's way back: 'Forgot password', a code (the account has a factor), a new password.
    expect((await statelessClient(backend).auth.resetPasswordForEmail(email)).error).toBeNull()
    const { fragment } = await followLink(await mailLink(backend, email))
    const recovered = statelessClient(backend)
    await recovered.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    await passSecondFactor(backend, recovered)
    expect(
      (await recovered.auth.updateUser({ password: 'second-admins-new-one' })).error,
    ).toBeNull()
    expect((await recovered.rpc('record_chosen_password')).data).toBe(true)
    expect((await adminReach(recovered)).access).toBe('admin')
  })

  test('an address change voids the mark, and an old link session cannot record one for the new address', async () => {
    // The attacker's own address, confirmed, with a password chosen through its own link.
    const own = uniqueEmail('attackers-own')
    expect(
      (await statelessClient(backend).auth.signUp({ email: own, password: 'first-password-1' }))
        .error,
    ).toBeNull()
    const attacker = await choosePasswordWithLink(
      backend,
      await mailLink(backend, own),
      'attackers-password-1',
    )
    const { data } = await attacker.auth.getUser()
    const userId = data.user!.id
    // The future admin's owner clicks the 'Confirm change of email' mail (GoTrue's
    // ConfirmEmailChange), which ends no session.
    const target = uniqueEmail('future-admin')
    await sqlForTests(service, `update auth.users set email = '${target}' where id = '${userId}'`)

    expect((await attacker.rpc('record_chosen_password')).data).toBe(false)
    expect((await makeAdmin(admin, userId)).error?.message).toBe(PASSWORD_NOT_CHOSEN)
  })

  test('an invitation removes a pre-registered account, so its password never opens it', async () => {
    const email = uniqueEmail('pre-invite')
    const signUp = await statelessClient(backend).auth.signUp({
      email,
      password: 'attackers-password-1',
    })
    expect(signUp.error).toBeNull()

    const invited = await invite(admin, email)
    expect(invited).toMatchObject({
      status: 200,
      body: { email, removed_unconfirmed_account: true },
    })
    const accounts = await sqlForTests<{ id: string }>(
      service,
      `select id from auth.users where email = '${email}'`,
    )
    expect(accounts).toHaveLength(1)
    expect(accounts[0]!.id).not.toBe(signUp.data.user!.id)

    // The invitation's link confirms the address; the attacker's password opens nothing.
    const link = await mailLink(backend, email)
    expect(link).toMatch(/[?&]type=invite&/)
    const { fragment } = await followLink(link)
    expect(fragment.get('access_token')).toBeTruthy()
    const attackersTry = await statelessClient(backend).auth.signInWithPassword({
      email,
      password: 'attackers-password-1',
    })
    expect(attackersTry.error?.message).toBe('Invalid login credentials')
  })

  test('nobody can sign up with an invited address, and the invitation link works on', async () => {
    const email = uniqueEmail('invited-first')
    expect(await invite(admin, email)).toMatchObject({
      status: 200,
      body: { email, removed_unconfirmed_account: false },
    })
    const link = await mailLink(backend, email)

    // Past max_frequency (1 s), so that only the database can refuse.
    const signUpError = await pollUntil(
      async () => {
        const { error } = await statelessClient(backend).auth.signUp({
          email,
          password: 'attackers-password-1',
        })
        return error?.code === 'over_email_send_rate_limit' ? undefined : (error ?? 'accepted')
      },
      { message: 'the sign-up was rate limited throughout' },
    )
    expect(signUpError).toMatchObject({ status: 500 })
    const resent = await statelessClient(backend).auth.resend({ type: 'signup', email })
    expect(resent.error).toMatchObject({ status: 500 })
    expect(await mailLink(backend, email)).toBe(link)

    const invitee = await choosePasswordWithLink(backend, link, 'invitees-own-password')
    expect((await invitee.rpc('record_chosen_password')).data).toBe(true)
    // Once accepted, the address is an ordinary confirmed account again.
    const later = await statelessClient(backend).auth.signUp({
      email,
      password: 'someone-else-1',
    })
    expect(later.error).toBeNull()
  })

  test('a non-admin gets the same refusal whatever account they try to make admin', async () => {
    const member = await createConfirmedUser(backend, { email: uniqueEmail('member') })
    const memberClient = (await signedInClient(backend, member)).supabase
    const unconfirmed = await statelessClient(backend).auth.signUp({
      email: uniqueEmail('unconfirmed'),
      password: 'unconfirmed-password',
    })
    const { email: notChosenEmail, userId: notChosen } =
      await preRegisteredAccount('some-password-1')
    expect(notChosenEmail).toBeTruthy()
    const targets = [
      unconfirmed.data.user!.id,
      notChosen,
      member.id,
      '00000000-0000-4000-8000-000000000000',
    ]
    for (const userId of targets) {
      expect((await makeAdmin(memberClient, userId)).error).toMatchObject(RLS_REFUSAL)
    }
    // An admin still gets the reason.
    expect((await makeAdmin(admin, notChosen)).error?.message).toBe(PASSWORD_NOT_CHOSEN)
  })

  test('a signed-out, password-changed or reset session stops reading admin data at once', async () => {
    const email = uniqueEmail('laptop-admin')
    expect((await invite(admin, email)).status).toBe(200)
    await choosePasswordThroughLink(backend, email, 'laptop-admins-password')
    const credentials = { email, password: 'laptop-admins-password' }

    // A stolen laptop's tab keeps its access token; the admin signs out everywhere elsewhere.
    const laptop = await signedInAdminClient(backend, credentials)
    expect(await adminReach(laptop.supabase)).toMatchObject({ access: 'admin' })
    expect((await adminReach(laptop.supabase)).requests).toBeGreaterThan(0)
    const phone = await signedInAdminClient(backend, credentials)
    expect((await phone.supabase.auth.signOut({ scope: 'global' })).error).toBeNull()
    expect(await adminReach(laptop.supabase)).toEqual({ access: 'none', requests: 0 })

    // The operator resets the account's factors (a lost phone): its sessions end with them.
    const desk = await signedInAdminClient(backend, credentials)
    expect((await adminReach(desk.supabase)).access).toBe('admin')
    const lines: string[] = []
    const code = await runAdminCommand(
      ['reset-factors', email, '--api-url', backend.url],
      {},
      { log: (line) => lines.push(line), error: (line) => lines.push(line) },
    )
    expect({ code, lines }).toMatchObject({ code: 0 })
    expect(await adminReach(desk.supabase)).toEqual({ access: 'none', requests: 0 })
  })
})
