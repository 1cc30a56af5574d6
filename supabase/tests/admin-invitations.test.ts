// Issue finding 1, account pre-registration, end to end on the local backend through supabase-js:
// the admin role reaches an account only once the owner of its address has chosen its password
// through a link mailed there (a recovery link, or an admin's invitation from the invite-admin
// Edge Function), and whoever signed up first with the address is signed out at that moment.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Backend } from '../../backend/server/start-backend.ts'
import {
  START_TIMEOUT,
  startBackendWithTestSql,
  targets,
} from '../../test-support/backend/in-process.ts'
import { runAdminCommand } from '../../scripts/cli/admin.ts'
import { inviteAdmin as invite } from '../../test-support/invitations.ts'
import { findMail, followLink, mailLink } from '../../test-support/outbox.ts'
import { signedInAdminClient } from '../../test-support/second-factor.ts'
import { sqlForTests } from '../../test-support/sql-for-tests.ts'
import {
  choosePasswordThroughLink,
  createConfirmedUser,
  signedInClient,
  statelessClient,
  uniqueEmail,
} from '../../test-support/users.ts'

const PASSWORD_NOT_CHOSEN =
  "This user must choose a new password (for example through 'Forgot password') before they can be made an admin."
const NOT_ADMIN = 'Only admins can invite admins.'

describe.each(targets())('admins only with a password their owner chose ($name)', (target) => {
  let backend: Backend
  let stop: (() => Promise<void>) | undefined
  let service: SupabaseClient
  let admin: SupabaseClient

  beforeAll(async () => {
    ;({ backend, stop } = await startBackendWithTestSql(target, {
      admin: { adminEmail: 'invites-admin@example.com', adminPassword: 'invites-admin-password' },
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

  const makeAdmin = (userId: string) =>
    admin.from('user_roles').insert({ user_id: userId, role: 'admin' })

  test('a pre-registered account becomes admin only after its owner resets the password', async () => {
    const email = uniqueEmail('office')
    // Someone who knows the future staff member's address signs up first.
    expect(
      (await statelessClient(backend).auth.signUp({ email, password: 'attackers-password-1' }))
        .error,
    ).toBeNull()
    // The owner's sign-up sends the link again and keeps the first password (as GoTrue does),
    // once max_frequency (1 s) since the first mail has passed.
    await expect
      .poll(async () => {
        const { error } = await statelessClient(backend).auth.signUp({
          email,
          password: 'owners-password-1',
        })
        return error?.code ?? 'sent'
      })
      .toBe('sent')
    const confirmed = await followLink(await mailLink(backend, email))
    expect(confirmed.fragment.get('type')).toBe('signup')
    const ownersTry = await statelessClient(backend).auth.signInWithPassword({
      email,
      password: 'owners-password-1',
    })
    expect(ownersTry.error?.message).toBe('Invalid login credentials')
    const attacker = await signedInClient(backend, { email, password: 'attackers-password-1' })
    const userId = attacker.user.id

    expect((await makeAdmin(userId)).error).toMatchObject({
      code: 'P0001',
      message: PASSWORD_NOT_CHOSEN,
    })
    // A new password from a session the old password opened proves nothing.
    expect(
      (await attacker.supabase.auth.updateUser({ password: 'attackers-password-2' })).error,
    ).toBeNull()
    expect((await attacker.supabase.rpc('record_chosen_password')).data).toBe(false)
    expect((await makeAdmin(userId)).error?.message).toBe(PASSWORD_NOT_CHOSEN)
    // The operator's command gets the same answer.
    const lines: string[] = []
    const code = await runAdminCommand(
      ['grant', email, '--api-url', backend.url],
      {},
      {
        log: (line) => lines.push(line),
        error: (line) => lines.push(line),
      },
    )
    // The database's words first, then what to do next.
    expect({ code, lines: lines.map((line) => line.split('\n')[0]) }).toEqual({
      code: 1,
      lines: [PASSWORD_NOT_CHOSEN],
    })

    // The owner uses 'Forgot password': the link's session sets the password.
    expect((await statelessClient(backend).auth.resetPasswordForEmail(email)).error).toBeNull()
    await choosePasswordThroughLink(backend, email, 'owners-password-2')

    const refreshed = await attacker.supabase.auth.refreshSession()
    expect(refreshed.error?.code).toBe('refresh_token_not_found')
    expect((await makeAdmin(userId)).error).toBeNull()
    const history = await admin
      .from('history_events')
      .select('kind, actor_email, user_email')
      .eq('user_id', userId)
    expect(history.data).toEqual([
      { kind: 'admin_role_granted', actor_email: backend.adminEmail, user_email: email },
    ])
  })

  test('an invited address becomes admin once the invitee chooses a password', async () => {
    const email = uniqueEmail('invitee')
    expect(await invite(admin, email)).toMatchObject({ status: 200, body: { email } })
    const mail = await findMail(backend, `to:${email}`)
    expect(mail?.Subject).toBe("You've been invited")
    expect(await mailLink(backend, email)).toMatch(/[?&]type=invite&/)
    const pending = await admin.rpc('list_admin_invitations')
    expect(pending.data).toContainEqual(
      expect.objectContaining({ email, invited_by_email: backend.adminEmail }),
    )

    const invitee = await choosePasswordThroughLink(backend, email, 'invitees-own-password')
    const { data: user } = await invitee.auth.getUser()
    expect((await admin.rpc('has_admin_role', { user_id: user.user!.id })).data).toBe(true)
    expect((await invitee.rpc('record_chosen_password')).data).toBe(true)
    const history = await admin
      .from('history_events')
      .select('kind, actor_email, user_email')
      .eq('user_id', user.user!.id)
    expect(history.data).toEqual([
      { kind: 'admin_role_granted', actor_email: backend.adminEmail, user_email: email },
    ])
    expect((await admin.rpc('list_admin_invitations')).data).not.toContainEqual(
      expect.objectContaining({ email }),
    )
  })

  test('only an admin can invite, and not an address with a confirmed account', async () => {
    const member = await createConfirmedUser(backend, { email: uniqueEmail('member') })
    const memberClient = (await signedInClient(backend, member)).supabase
    const addresses = [uniqueEmail('by-member'), uniqueEmail('by-anon')]
    expect(await invite(memberClient, addresses[0]!)).toEqual({
      status: 403,
      body: { error: NOT_ADMIN },
    })
    // The anon key is a project JWT, so the platform lets it through; the database does not.
    expect(await invite(statelessClient(backend), addresses[1]!)).toEqual({
      status: 401,
      body: { error: 'Sign in as an admin to invite admins.' },
    })
    const unsigned = await fetch(`${backend.url}/functions/v1/invite-admin`, {
      method: 'POST',
      body: JSON.stringify({ email: addresses[1] }),
    })
    expect(unsigned.status).toBe(401)
    expect(await invite(admin, member.email)).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('They can be made an admin') },
    })
    expect(await invite(admin, backend.adminEmail)).toEqual({
      status: 409,
      body: { error: 'This user is already an admin.' },
    })
    expect(await invite(admin, 'not an address')).toEqual({
      status: 400,
      body: { error: 'Enter a valid e-mail address.' },
    })
    for (const email of [...addresses, member.email]) {
      expect(await findMail(backend, `to:${email}`, 'invited')).toBeUndefined()
    }
  })

  test('an expired invitation grants nothing', async () => {
    const email = uniqueEmail('late')
    expect((await invite(admin, email)).status).toBe(200)
    await sqlForTests(
      service,
      `update private.admin_invitations set invited_at = now() - interval '8 days',
         expires_at = now() - interval '1 day' where email = '${email}'`,
    )
    const invitee = await choosePasswordThroughLink(backend, email, 'too-late-password')
    const { data: user } = await invitee.auth.getUser()
    expect((await invitee.rpc('record_chosen_password')).data).toBe(false)
    expect((await admin.rpc('has_admin_role', { user_id: user.user!.id })).data).toBe(false)
    // The password is the invitee's own, so an admin may still grant the role by hand.
    expect((await makeAdmin(user.user!.id)).error).toBeNull()
  })
})
