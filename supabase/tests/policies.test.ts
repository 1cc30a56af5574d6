// The policy matrix: each caller against every operation on every table and function,
// run as PostgREST runs a request. A number is the rows returned or affected; a string is the
// SQLSTATE of the refusal.
import type { Queryable } from '../../backend/db/connection.ts'
import { asCaller, createUser, type Caller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

type Who = 'anon' | 'user' | 'admin' | 'admin_aal1' | 'service_role'
type Outcome = number | '42501'
interface Ctx {
  adminId: string
  userId: string
  seedAdminId: string
  /** A request with an open photo upload window and one stored photo. */
  photoRequestId: string
}

const submission = (email: string) =>
  [
    `insert into public.contact_submissions (first_name, last_name, email, phone, service)
    values ('Ann', 'Lee', $1, '916 555 0100', 'lawn-maintenance')`,
    [email],
  ] as const

/** The total of the `requests` column of a set-returning function's rows. */
async function sumOf(tx: Queryable, call: string) {
  const { rows } = await tx.query<{ total: string | null }>(
    `select sum(requests) as total from ${call}`,
  )
  return Number(rows[0]!.total ?? 0)
}

const operations: Record<string, (tx: Queryable, ctx: Ctx) => Promise<number>> = {
  'select contact_submissions': async (tx) =>
    (await tx.query('select * from public.contact_submissions')).rowCount,
  'insert contact_submissions (return=minimal)': async (tx) => {
    const [sql, params] = submission('new.visitor@example.com')
    return (await tx.query(`${sql} returning 1`, [...params])).rowCount
  },
  'insert contact_submissions (return=representation)': async (tx) => {
    const [sql, params] = submission('new.visitor@example.com')
    return (await tx.query(`${sql} returning *`, [...params])).rowCount
  },
  'insert contact_submissions with its own created_at': async (tx) =>
    (
      await tx.query(`insert into public.contact_submissions
      (first_name, last_name, email, phone, service, created_at)
      values ('Ann', 'Lee', 'a@example.com', '916 555 0100', 'lawn-maintenance', now() - interval '1 day')
      returning 1`)
    ).rowCount,
  'update contact_submissions': async (tx) =>
    (await tx.query(`update public.contact_submissions set message = 'changed' returning 1`))
      .rowCount,
  'delete contact_submissions': async (tx) =>
    (await tx.query('delete from public.contact_submissions returning 1')).rowCount,
  'update contact_submissions status, note, opened_at': async (tx) =>
    (
      await tx.query(`update public.contact_submissions
        set status = 'contacted', note = 'Called back', opened_at = now() returning 1`)
    ).rowCount,
  'update contact_submissions note author (server-stamped)': async (tx) =>
    (
      await tx.query(`update public.contact_submissions
        set note_updated_by = null, note_updated_at = now() returning 1`)
    ).rowCount,
  'rpc list_estimate_requests': async (tx) =>
    (await tx.query('select * from public.list_estimate_requests(page_size => 1000)')).rowCount,
  'rpc count_new_estimate_requests': async (tx) =>
    Number(
      (await tx.query<{ n: string }>('select public.count_new_estimate_requests() as n')).rows[0]!
        .n,
    ),
  'select history_events': async (tx) =>
    (await tx.query('select * from public.history_events')).rowCount,
  'insert history_events': async (tx) =>
    (
      await tx.query(
        `insert into public.history_events (kind, from_value) values ('request_deleted', 'x') returning 1`,
      )
    ).rowCount,
  'update history_events': async (tx) =>
    (await tx.query(`update public.history_events set to_value = 'x' returning 1`)).rowCount,
  'delete history_events': async (tx) =>
    (await tx.query('delete from public.history_events returning 1')).rowCount,
  'select user_roles': async (tx) => (await tx.query('select * from public.user_roles')).rowCount,
  'insert user_roles': async (tx, ctx) =>
    (
      await tx.query(
        `insert into public.user_roles (user_id, role) values ($1, 'admin') returning 1`,
        [ctx.userId],
      )
    ).rowCount,
  'update user_roles': async (tx) =>
    (await tx.query('update public.user_roles set created_at = now() returning 1')).rowCount,
  'delete user_roles': async (tx, ctx) =>
    (
      await tx.query(
        `delete from public.user_roles where user_id = $1 and role = 'admin' returning 1`,
        [ctx.seedAdminId],
      )
    ).rowCount,
  'rpc has_admin_role (own id)': async (tx) =>
    (await tx.query('select public.has_admin_role(auth.uid())')).rowCount,
  "rpc has_admin_role (another user's id)": async (tx, ctx) =>
    (await tx.query('select public.has_admin_role($1)', [ctx.seedAdminId])).rowCount,
  'rpc list_users': async (tx) => (await tx.query('select * from public.list_users()')).rowCount,
  // Insights: each view's total over the seeded requests (all within the last 800 days).
  'rpc insights_weekly_requests': async (tx) =>
    sumOf(tx, 'public.insights_weekly_requests(current_date - 799, current_date)'),
  'rpc insights_request_breakdown': async (tx) =>
    sumOf(tx, `public.insights_request_breakdown('city', current_date - 799, current_date)`),
  'rpc insights_pipeline': async (tx) =>
    sumOf(tx, 'public.insights_pipeline(current_date - 799, current_date)'),
  'rpc insights_decided_sources': async (tx) =>
    sumOf(tx, 'public.insights_decided_sources(current_date - 799, current_date)'),
  'rpc insights_response_times': async (tx) =>
    sumOf(tx, 'public.insights_response_times(current_date - 799, current_date)'),
  'rpc insights_overdue_requests': async (tx) => sumOf(tx, 'public.insights_overdue_requests()'),
  'rpc submit_estimate_request': async (tx) =>
    (
      await tx.query(
        `select public.submit_estimate_request(first_name => 'Ann', last_name => 'Lee',
          email => 'rpc.visitor@example.com', phone => '916 555 0100', service => 'lawn-maintenance')`,
      )
    ).rowCount,
  'rpc submit_estimate_request with a preferred visit time': async (tx) =>
    (
      await tx.query(
        `select public.submit_estimate_request(first_name => 'Ann', last_name => 'Lee',
          email => 'rpc.visit@example.com', phone => '916 555 0100', service => 'lawn-maintenance',
          visit_window => 'saturday_mornings',
          earliest_visit_date => (now() at time zone 'America/Los_Angeles')::date + 7)`,
      )
    ).rowCount,
  'update contact_submissions preferred visit time': async (tx) =>
    (
      await tx.query(`update public.contact_submissions
        set visit_window = 'any_weekday', earliest_visit_date = null returning 1`)
    ).rowCount,
  // Request photos: the setup stores one object in the bucket, as Storage's own role would.
  'select request photos': async (tx) =>
    (await tx.query(`select * from storage.objects where bucket_id = 'request-photos'`)).rowCount,
  'insert request photo without an upload key': async (tx, ctx) =>
    (
      await tx.query(
        `insert into storage.objects (bucket_id, name) values ('request-photos', $1) returning 1`,
        [`${ctx.photoRequestId}/${'0'.repeat(64)}/2.jpg`],
      )
    ).rowCount,
  'update request photos': async (tx) =>
    (
      await tx.query(
        `update storage.objects set metadata = '{}' where bucket_id = 'request-photos' returning 1`,
      )
    ).rowCount,
  // As the Storage server deletes: its setting lets the delete past storage.protect_delete().
  'delete request photos': async (tx) => {
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`)
    return (
      await tx.query(`delete from storage.objects where bucket_id = 'request-photos' returning 1`)
    ).rowCount
  },
  'rpc list_request_photos': async (tx, ctx) =>
    (await tx.query('select * from public.list_request_photos($1)', [[ctx.photoRequestId]]))
      .rowCount,
  'rpc list_orphaned_request_photos': async (tx) =>
    (await tx.query('select * from public.list_orphaned_request_photos()')).rowCount,
  'rpc finish_request_photos (wrong key)': async (tx, ctx) =>
    (
      await tx.query(`select public.finish_request_photos($1, 'not the key') as photos`, [
        ctx.photoRequestId,
      ])
    ).rows.filter((row) => row.photos !== null).length,
  'select private.request_photo_uploads': async (tx) =>
    (await tx.query('select * from private.request_photo_uploads')).rowCount,
  'select private.estimate_request_alerts': async (tx) =>
    (await tx.query('select * from private.estimate_request_alerts')).rowCount,
  'rpc claim_estimate_request_alerts': async (tx) =>
    (await tx.query('select * from public.claim_estimate_request_alerts()')).rowCount,
  'rpc list_estimate_alert_recipients': async (tx) =>
    (await tx.query('select * from public.list_estimate_alert_recipients()')).rowCount,
  'rpc complete_estimate_request_alert': async (tx) =>
    (await tx.query('select public.complete_estimate_request_alert(0)')).rowCount,
  'rpc fail_estimate_request_alert': async (tx) =>
    (await tx.query(`select public.fail_estimate_request_alert(0, 'x', 60)`)).rowCount,
  'select private.mfa_failed_verification_attempts': async (tx) =>
    (await tx.query('select * from private.mfa_failed_verification_attempts')).rowCount,
  'rpc hook_mfa_verification_attempt': async (tx, ctx) =>
    (
      await tx.query('select private.hook_mfa_verification_attempt($1::jsonb)', [
        JSON.stringify({ user_id: ctx.userId, factor_type: 'totp', valid: true }),
      ])
    ).rowCount,
}

// Seed: 305 submissions (5 written out and 48 samples new), 1 admin whose grant is the first
// history row. Test setup adds one admin and one non-admin (both confirmed): 3 users, 2 roles,
// 2 history rows; and one new request with a photo: 306 requests, 54 new.
const SEEDED = 306
const matrix: Record<string, Record<Exclude<Who, 'admin_aal1'>, Outcome>> = {
  'select contact_submissions': { anon: '42501', user: 0, admin: SEEDED, service_role: SEEDED },
  // Visitors write only through submit_estimate_request: one row per call.
  'insert contact_submissions (return=minimal)': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 1,
  },
  'insert contact_submissions (return=representation)': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 1,
  },
  'insert contact_submissions with its own created_at': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 1,
  },
  'update contact_submissions': { anon: '42501', user: 0, admin: SEEDED, service_role: SEEDED },
  'update contact_submissions status, note, opened_at': {
    anon: '42501',
    user: 0,
    admin: SEEDED,
    service_role: SEEDED,
  },
  // Who wrote the note and when is the database's to say.
  'update contact_submissions note author (server-stamped)': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: SEEDED,
  },
  'delete contact_submissions': { anon: '42501', user: 0, admin: SEEDED, service_role: SEEDED },
  // Security definer (for the search index), so it refuses non-admins itself.
  'rpc list_estimate_requests': {
    anon: '42501',
    user: '42501',
    admin: SEEDED,
    service_role: SEEDED,
  },
  'rpc count_new_estimate_requests': { anon: '42501', user: 0, admin: 54, service_role: 54 },
  // The history: admins read it; it is written only by triggers and never changed.
  'select history_events': { anon: '42501', user: 0, admin: 2, service_role: 2 },
  'insert history_events': { anon: '42501', user: '42501', admin: '42501', service_role: '42501' },
  'update history_events': { anon: '42501', user: '42501', admin: '42501', service_role: '42501' },
  'delete history_events': { anon: '42501', user: '42501', admin: '42501', service_role: '42501' },
  'select user_roles': { anon: '42501', user: 0, admin: 2, service_role: 2 },
  'insert user_roles': { anon: '42501', user: '42501', admin: 1, service_role: 1 },
  'update user_roles': { anon: '42501', user: '42501', admin: '42501', service_role: 2 },
  'delete user_roles': { anon: '42501', user: 0, admin: 1, service_role: 1 },
  'rpc has_admin_role (own id)': { anon: '42501', user: 1, admin: 1, service_role: 1 },
  // A signed-in user may not probe who the admins are.
  "rpc has_admin_role (another user's id)": {
    anon: '42501',
    user: '42501',
    admin: 1,
    service_role: 1,
  },
  'rpc list_users': { anon: '42501', user: '42501', admin: 3, service_role: 3 },
  // Security definer, so each refuses non-admins itself.
  'rpc insights_weekly_requests': {
    anon: '42501',
    user: '42501',
    admin: SEEDED,
    service_role: SEEDED,
  },
  'rpc insights_request_breakdown': {
    anon: '42501',
    user: '42501',
    admin: SEEDED,
    service_role: SEEDED,
  },
  'rpc insights_pipeline': { anon: '42501', user: '42501', admin: SEEDED, service_role: SEEDED },
  'rpc insights_decided_sources': { anon: '42501', user: '42501', admin: 108, service_role: 108 },
  'rpc insights_response_times': {
    anon: '42501',
    user: '42501',
    admin: SEEDED,
    service_role: SEEDED,
  },
  // The seeded requests still new, all received months ago.
  'rpc insights_overdue_requests': { anon: '42501', user: '42501', admin: 52, service_role: 52 },
  'rpc submit_estimate_request': { anon: 1, user: 1, admin: 1, service_role: 1 },
  'rpc submit_estimate_request with a preferred visit time': {
    anon: 1,
    user: 1,
    admin: 1,
    service_role: 1,
  },
  // What the visitor asked for stays as sent: admins read it but have no grant to change it.
  'update contact_submissions preferred visit time': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: SEEDED,
  },
  // Photos: visitors add them only with their request's key (see request-photos.test.ts); only
  // admins see and delete them; nobody changes them (Storage's own role bypasses row security).
  'select request photos': { anon: 0, user: 0, admin: 1, service_role: 1 },
  'insert request photo without an upload key': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 1,
  },
  'update request photos': { anon: 0, user: 0, admin: 0, service_role: 1 },
  'delete request photos': { anon: 0, user: 0, admin: 1, service_role: 1 },
  'rpc list_request_photos': { anon: '42501', user: 0, admin: 1, service_role: 1 },
  // Photos whose request is gone (none here): admins and the service role remove them.
  'rpc list_orphaned_request_photos': {
    anon: '42501',
    user: '42501',
    admin: 0,
    service_role: 0,
  },
  'rpc finish_request_photos (wrong key)': { anon: 0, user: 0, admin: 0, service_role: 0 },
  'select private.request_photo_uploads': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: '42501',
  },
  // The alert outbox and its sender's functions: the service role only. The seed queues no
  // alerts; the setup's request queues one, held while its photos arrive (so none is due).
  'select private.estimate_request_alerts': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 1,
  },
  'rpc claim_estimate_request_alerts': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 0,
  },
  'rpc list_estimate_alert_recipients': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 2,
  },
  'rpc complete_estimate_request_alert': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 1,
  },
  'rpc fail_estimate_request_alert': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: 1,
  },
  // The second-factor hook and its counts of wrong codes: the auth server's only.
  'select private.mfa_failed_verification_attempts': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: '42501',
  },
  'rpc hook_mfa_verification_attempt': {
    anon: '42501',
    user: '42501',
    admin: '42501',
    service_role: '42501',
  },
}

/** A visitor's request announcing two photos, with the first one stored. */
async function sendRequestWithPhoto(t: TestDatabase): Promise<string> {
  const receipt = await asCaller(
    t.db,
    { role: 'anon' },
    async (tx) =>
      (
        await tx.query<{ request_id: string; photo_upload_key: string }>(
          `select * from public.submit_estimate_request(first_name => 'Ann', last_name => 'Lee',
            email => 'matrix.photos@example.com', phone => '916 555 0100', service => 'sod-installation',
            photo_count => 2)`,
        )
      ).rows[0]!,
    { commit: true },
  )
  await asCaller(
    t.db,
    { role: 'anon' },
    // As Storage checks the visitor's upload: its operation, the upload's declared type.
    async (tx) => {
      await tx.query(`select set_config('storage.operation', 'storage.object.upload', true)`)
      await tx.query(
        `insert into storage.objects (bucket_id, name, metadata)
         values ('request-photos', $1, '{"mimetype": "image/jpeg"}')`,
        [`${receipt.request_id}/${receipt.photo_upload_key}/1.jpg`],
      )
    },
    { commit: true },
  )
  return receipt.request_id
}

// An admin whose session has not passed a second factor (aal1) is no admin to the database: each
// operation answers them as it answers a signed-in user without the role, except where their own
// rows make a difference.
const adminWithoutSecondFactor: Record<string, Outcome> = {}

const cases = Object.entries(matrix).flatMap(([op, outcomes]) =>
  (
    Object.entries({
      ...outcomes,
      admin_aal1: adminWithoutSecondFactor[op] ?? outcomes.user,
    }) as [Who, Outcome][]
  ).map(([who, outcome]) => ({ op, who, outcome })),
)

// Every table and function must be private or public by its own grants and policies, whatever
// the project's default privileges: new hosted projects grant nothing, older ones everything.
const platforms = backends.flatMap((kind) =>
  [false, true].map((autoExposeNewTables) => ({ kind, autoExposeNewTables })),
)

describe.each(platforms)(
  'row-level security on $kind, auto_expose_new_tables = $autoExposeNewTables',
  ({ kind, autoExposeNewTables }) => {
    let t: TestDatabase
    let ctx: Ctx
    let callers: Record<Who, Caller>

    beforeAll(async () => {
      t = await createTestDatabase(kind, { autoExposeNewTables })
      const admin = await createUser(t.db, 'matrix-admin@example.com', { admin: true })
      const user = await createUser(t.db, 'matrix-user@example.com')
      const seeded = await t.db.query<{ user_id: string }>('select user_id from public.user_roles')
      const seedAdminId = seeded.rows.find((r) => r.user_id !== admin.sub)!.user_id
      const photoRequestId = await sendRequestWithPhoto(t)
      ctx = { adminId: admin.sub, userId: user.sub, seedAdminId, photoRequestId }
      callers = {
        anon: { role: 'anon' },
        user,
        admin,
        admin_aal1: { ...admin, aal: 'aal1' },
        service_role: { role: 'service_role' },
      }
    })
    afterAll(() => t?.dispose())

    it.each(cases)('$op as $who: $outcome', async ({ op, who, outcome }) => {
      const run = asCaller(t.db, callers[who], (tx) => operations[op]!(tx, ctx))
      if (typeof outcome === 'number') await expect(run).resolves.toBe(outcome)
      else await expect(run).rejects.toMatchObject({ name: 'DbError', code: outcome })
    })

    it('has_admin_role tells an admin who else is admin, and a user only about themselves', async () => {
      const check = (caller: Caller, id: string) =>
        asCaller(
          t.db,
          caller,
          async (tx) =>
            (await tx.query<{ a: boolean }>('select public.has_admin_role($1) as a', [id])).rows[0]!
              .a,
        )
      await expect(check(callers.admin, ctx.seedAdminId)).resolves.toBe(true)
      await expect(check(callers.admin, ctx.userId)).resolves.toBe(false)
      await expect(check(callers.user, ctx.userId)).resolves.toBe(false)
      await expect(check(callers.user, ctx.adminId)).rejects.toMatchObject({
        code: '42501',
        message: 'You can only check your own admin role.',
      })
    })

    it('list_users gives every user with dates, admin flag and chosen password, and refuses others by name', async () => {
      const rows = await asCaller(
        t.db,
        callers.admin,
        async (tx) =>
          (await tx.query<Record<string, unknown>>('select * from public.list_users()')).rows,
      )
      expect(Object.keys(rows[0]!).sort()).toEqual([
        'created_at',
        'email',
        'email_confirmed_at',
        'id',
        'is_admin',
        'last_sign_in_at',
        'password_chosen',
      ])
      const byEmail = Object.fromEntries(rows.map((r) => [r.email, r.is_admin]))
      expect(byEmail).toMatchObject({
        'matrix-admin@example.com': true,
        'matrix-user@example.com': false,
      })
      const chosen = Object.fromEntries(rows.map((r) => [r.email, r.password_chosen]))
      expect(chosen).toMatchObject({ 'matrix-admin@example.com': true })
      const refused = asCaller(t.db, callers.user, (tx) =>
        tx.query('select * from public.list_users()'),
      )
      await expect(refused).rejects.toMatchObject({
        code: '42501',
        message: 'Only admins can list users',
      })
    })

    it('a refused insert by a visitor is the RLS or privilege error PostgREST reports', async () => {
      const run = asCaller(t.db, callers.anon, (tx) => tx.query('select * from public.user_roles'))
      await expect(run).rejects.toMatchObject({ message: 'permission denied for table user_roles' })
      const insert = asCaller(t.db, callers.user, (tx) =>
        tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
          ctx.userId,
        ]),
      )
      await expect(insert).rejects.toMatchObject({
        message: 'new row violates row-level security policy for table "user_roles"',
      })
    })
  },
)
