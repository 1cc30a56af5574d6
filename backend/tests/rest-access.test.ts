import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backend } from '../server/start-backend.ts'
import { createConfirmedUser, signedInClient, statelessClient } from '../../test-support/users.ts'
import { signedInAdminClient } from '../../test-support/second-factor.ts'
import {
  START_TIMEOUT,
  startTargetBackend,
  targets,
} from '../../test-support/backend/in-process.ts'

const submission = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '(916) 555-0100',
  service: 'lawn-maintenance',
  message: 'Please call me.',
}

describe.each(targets())('data access through supabase-js ($name)', (target) => {
  let backend: Backend
  let stop: () => Promise<void>
  let anon: SupabaseClient
  let service: SupabaseClient
  let admin: SupabaseClient
  let member: Awaited<ReturnType<typeof signedInClient>>

  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target, { enableConfirmations: true }))
    anon = statelessClient(backend)
    service = statelessClient(backend, backend.serviceRoleKey)
    admin = (
      await signedInAdminClient(backend, {
        email: backend.adminEmail,
        password: backend.adminPassword,
      })
    ).supabase
    member = await signedInClient(backend, await createConfirmedUser(backend))
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  it('lets anyone send one request through the function and nobody but admins see it', async () => {
    const email = `anon-${Date.now()}@example.com`
    const sent = await anon.rpc('submit_estimate_request', { ...submission, email })
    expect(sent.error).toBeNull()
    // The answer: the request's id and reference, and no upload key when no photos follow.
    expect(sent.status).toBe(200)
    expect(sent.data).toEqual([
      {
        request_id: expect.any(String),
        photo_upload_key: null,
        reference: expect.stringMatching(/^\w{4}-\w{4}$/),
      },
    ])
    // The table itself takes no visitor inserts, one row or many (a JSON array).
    const direct = await anon.from('contact_submissions').insert({ ...submission, email })
    expect(direct.error?.code).toBe('42501')
    expect(direct.status).toBe(401)
    const batch = await anon
      .from('contact_submissions')
      .insert([1, 2, 3].map((n) => ({ ...submission, email: `batch${n}@example.com` })))
    expect(batch.error?.code).toBe('42501')
    expect((await member.supabase.from('contact_submissions').insert(submission)).status).toBe(403)

    const anonRead = await anon.from('contact_submissions').select('*')
    // Refused (no SELECT grant: 401 42501) or, with a grant, no rows.
    if (anonRead.error) expect(anonRead.error.code).toBe('42501')
    else expect(anonRead.data).toEqual([])
    expect((await member.supabase.from('contact_submissions').select('*')).data).toEqual([])

    const changed = await anon
      .from('contact_submissions')
      .update({ message: 'x' })
      .eq('email', email)
    const removed = await anon.from('contact_submissions').delete().eq('email', email)
    const memberRemoved = await member.supabase
      .from('contact_submissions')
      .delete()
      .eq('email', email)
    expect(memberRemoved.error).toBeNull()
    for (const attempt of [changed, removed]) {
      if (attempt.error) expect(attempt.error.code).toBe('42501')
    }
    const rows = await admin.from('contact_submissions').select('email, message').eq('email', email)
    expect(rows.data).toEqual([{ email, message: submission.message }])
  })

  it('serves admins the submissions with order, filters, count and ranges', async () => {
    const all = await admin
      .from('contact_submissions')
      .select('*', { count: 'exact' })
      .order('created_at', { ascending: false })
    expect(all.error).toBeNull()
    expect(all.count).toBe(all.data!.length)
    expect(all.data!.length).toBeGreaterThanOrEqual(5)
    const dates = all.data!.map((row) => Date.parse(row.created_at as string))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)

    const page = await admin
      .from('contact_submissions')
      .select('first_name')
      .order('first_name')
      .range(1, 2)
    expect(page.data).toHaveLength(2)
    const some = await admin
      .from('contact_submissions')
      .select('first_name')
      .in('first_name', ['Maria', 'Tom'])
      .ilike('email', '%@EXAMPLE.COM')
      .not('address', 'is', null)
    expect(some.data).toEqual([{ first_name: 'Maria' }])

    const created = await service
      .from('contact_submissions')
      .insert({ ...submission, email: 'single@example.com' })
      .select()
      .single()
    expect(created.error).toBeNull()
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({ email: 'single@example.com', address: null })
    const none = await admin
      .from('contact_submissions')
      .select('*')
      .eq('email', 'none@x.io')
      .single()
    expect(none.error?.code).toBe('PGRST116')
    expect(none.status).toBe(406)
  })

  it('keeps roles to admins: members get nothing and cannot grant (42501)', async () => {
    expect((await member.supabase.from('user_roles').select('*')).data).toEqual([])
    const grant = await member.supabase
      .from('user_roles')
      .insert({ user_id: member.user.id, role: 'admin' })
    expect(grant.error?.code).toBe('42501')
    expect(grant.status).toBe(403)
    const isAdmin = await member.supabase.rpc('has_admin_role', { user_id: member.user.id })
    expect(isAdmin.data).toBe(false)
  })

  it('lets an admin grant and remove a role', async () => {
    const grant = await admin.from('user_roles').insert({ user_id: member.user.id, role: 'admin' })
    expect(grant.error).toBeNull()
    expect((await admin.rpc('has_admin_role', { user_id: member.user.id })).data).toBe(true)
    // The new admin's own session has not passed a second factor: no admin data for it yet.
    expect((await member.supabase.rpc('has_admin_role', { user_id: member.user.id })).data).toBe(
      false,
    )
    expect((await member.supabase.rpc('admin_access')).data).toBe('second_factor_required')
    const removed = await admin
      .from('user_roles')
      .delete()
      .eq('user_id', member.user.id)
      .eq('role', 'admin')
      .select()
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)
    expect((await admin.rpc('has_admin_role', { user_id: member.user.id })).data).toBe(false)
    expect((await member.supabase.rpc('admin_access')).data).toBe('none')
  })

  it('refuses to remove the last admin with the database message', async () => {
    const { data: me } = await admin.auth.getUser()
    const removed = await admin.from('user_roles').delete().eq('user_id', me.user!.id)
    expect(removed.error?.code).toBe('P0001')
    expect(removed.status).toBe(400)
    expect(removed.error?.message).toBe(
      'Cannot remove the last admin. Make another user an admin first.',
    )
  })

  it('lists users for admins and the service role only', async () => {
    const listed = await admin.rpc('list_users')
    expect(listed.error).toBeNull()
    const rows = listed.data as { email: string; is_admin: boolean }[]
    expect(rows.find((row) => row.email === backend.adminEmail)?.is_admin).toBe(true)
    expect(rows.some((row) => row.email === member.user.email)).toBe(true)
    expect((await service.rpc('list_users')).error).toBeNull()

    const refused = await member.supabase.rpc('list_users')
    expect(refused.error?.code).toBe('42501')
    expect(refused.status).toBe(403)
    const anonymous = await anon.rpc('list_users')
    expect(anonymous.error?.code).toBe('42501')
    expect(anonymous.status).toBe(401)
  })
})
