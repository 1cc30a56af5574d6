// The MFA verification attempt hook's policy, called as the auth server calls it: each code in a
// transaction of its own, as supabase_auth_admin, with GoTrue's event. 5 wrong codes in 15
// minutes or 20 in 24 hours refuse the account's codes, the right one too; a right code clears
// the count. Over HTTP, from many addresses: backend/tests/auth-mfa-guessing.test.ts.
import { randomUUID } from 'node:crypto'
import { asCaller, createUser, type Caller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

type Decision = { decision: string; message?: string }

const CONTINUE = { decision: 'continue' }
const refusal = (wait: string) => ({
  decision: 'reject',
  message: `Too many wrong codes. Try again in ${wait}.`,
})

describe.each(backends)('the MFA verification attempt hook on %s', (kind) => {
  let t: TestDatabase

  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  const newAccount = async () => (await createUser(t.db, `hook-${randomUUID()}@example.com`)).sub

  /** One checked code, as GoTrue sends it, committed as GoTrue's own transaction commits. */
  const attempt = (userId: string, valid: boolean) =>
    t.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'supabase_auth_admin', true)`)
      const event = {
        metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'mfa-verification' },
        user_id: userId,
        factor_id: randomUUID(),
        factor_type: 'totp',
        valid,
      }
      const { rows } = await tx.query<{ answer: Decision }>(
        'select private.hook_mfa_verification_attempt($1::jsonb) as answer',
        [JSON.stringify(event)],
      )
      return rows[0]!.answer
    })

  const failures = async (userId: string) =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from private.mfa_failed_verification_attempts
          where user_id = $1`,
        [userId],
      )
    ).rows[0]!.n

  /** Moves the account's counted failures into the past, as time passing would. */
  const age = (userId: string, interval: string) =>
    t.db.query(
      `update private.mfa_failed_verification_attempts
          set failed_at = failed_at - $2::interval where user_id = $1`,
      [userId, interval],
    )

  it('refuses an account at its fifth wrong code in 15 minutes, and its right code after', async () => {
    const account = await newAccount()
    const other = await newAccount()
    for (let i = 0; i < 4; i++) expect(await attempt(account, false)).toEqual(CONTINUE)
    expect(await attempt(account, false)).toEqual(refusal('15 minutes'))
    expect(await attempt(account, true)).toEqual(refusal('15 minutes'))
    expect(await attempt(account, false)).toEqual(refusal('15 minutes'))
    // Refused attempts are not counted, so the lockout ends on time; other accounts go on.
    expect(await failures(account)).toBe(5)
    expect(await attempt(other, true)).toEqual(CONTINUE)

    await age(account, '14 minutes')
    expect(await attempt(account, true)).toEqual(refusal('1 minute'))
    await age(account, '1 minute')
    expect(await attempt(account, true)).toEqual(CONTINUE)
    expect(await failures(account)).toBe(0)
  })

  it('lets the owner mistype: a right code clears the count', async () => {
    const account = await newAccount()
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect(await attempt(account, false)).toEqual(CONTINUE)
      expect(await failures(account)).toBe(4)
      expect(await attempt(account, true)).toEqual(CONTINUE)
      expect(await failures(account)).toBe(0)
    }
  })

  it('refuses 20 wrong codes in 24 hours, however slowly they come', async () => {
    const account = await newAccount()
    // 4 wrong codes every 20 minutes: never 5 in 15 minutes.
    for (let batch = 0; batch < 4; batch++) {
      for (let i = 0; i < 4; i++) expect(await attempt(account, false)).toEqual(CONTINUE)
      await age(account, '20 minutes')
    }
    for (let i = 0; i < 3; i++) expect(await attempt(account, false)).toEqual(CONTINUE)
    await age(account, '20 hours')
    // The 20th: the oldest of the 20 came 21 h 20 min ago, so 2 h 40 min more.
    expect(await attempt(account, false)).toEqual(refusal('3 hours'))
    expect(await attempt(account, true)).toEqual(refusal('3 hours'))
    await age(account, '3 hours')
    expect(await attempt(account, true)).toEqual(CONTINUE)
  })

  it('forgets failures older than 24 hours, and the account with its user', async () => {
    const account = await newAccount()
    for (let i = 0; i < 3; i++) await attempt(account, false)
    await age(account, '24 hours')
    await attempt(account, false)
    expect(await failures(account)).toBe(1)
    await t.db.query('delete from auth.users where id = $1', [account])
    expect(await failures(account)).toBe(0)
  })

  it('is the auth server’s only: the API roles can neither call it nor read the counts', async () => {
    const account = await newAccount()
    const callers: Caller[] = [
      { role: 'anon' },
      { role: 'authenticated', sub: account, email: 'hook@example.com' },
      { role: 'service_role' },
    ]
    for (const caller of callers) {
      const call = asCaller(t.db, caller, (tx) =>
        tx.query(`select private.hook_mfa_verification_attempt('{}'::jsonb)`),
      )
      await expect(call, caller.role).rejects.toMatchObject({ code: '42501' })
    }
    // The auth server itself reaches the counts only through the hook.
    const read = t.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'supabase_auth_admin', true)`)
      return tx.query('select * from private.mfa_failed_verification_attempts')
    })
    await expect(read).rejects.toMatchObject({ code: '42501' })
  })
})
