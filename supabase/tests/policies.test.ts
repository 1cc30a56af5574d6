// The policy matrix: each caller against every operation on every table and function, run as
// PostgREST runs a request. Each cell is the rule the grants and policies encode:
//   'all'     the caller gets every row the operation reaches (for an insert of one row, or a
//             call that answers once, that one row);
//   'none'    the caller gets no rows, though the operation reaches some (no error);
//   'refused' the database refuses the caller (SQLSTATE 42501).
// (No policy here gives a caller their own rows only: a signed-in user without the admin role
// gets none of any table's rows.) What an operation reaches is counted from the prepared
// database itself, as its owner (a superuser, past every grant and policy: support/owner-counts.ts),
// so the matrix says nothing about how many rows the seed holds.
import type { Queryable } from '../../backend/db/connection.ts'
import { asCaller, createUser, type Caller } from './support/as-role.ts'
import { countAsOwner, type RowQuery } from './support/owner-counts.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

type Who = 'anon' | 'user' | 'admin' | 'admin_aal1' | 'service_role'
type Rule = 'all' | 'none' | 'refused'
interface Ctx {
  adminId: string
  userId: string
  seedAdminId: string
  /** A request with an open photo upload window and one stored photo. */
  photoRequestId: string
  /** A won request of the seed, whose homeowner may be asked for a review. */
  wonRequestId: string
  /** A visit scheduled on the request with a photo. */
  visitId: string
}

interface Operation {
  /** Runs the operation as the caller: the rows it returned or touched. */
  run: (tx: Queryable, ctx: Ctx) => Promise<number>
  /** The rows it would return or touch were no grant or policy in its way, for the owner to count. */
  reach: RowQuery | ((ctx: Ctx) => RowQuery)
  /**
   * Why the prepared database legitimately holds none of them. Without it, a cell whose rule is
   * 'all' or 'none' fails when the owner counts no rows: either would then pass whatever the
   * policies said.
   */
  empty?: string
}

// What the operations reach, as queries over the tables (never through the functions under test).
/** An insert of one row, or a call that answers once (a scalar or void function): one row. */
const oneRow = 'values (1)'
const requests = 'select * from public.contact_submissions'
const newRequests = `${requests} where status = 'new'`
/** The period every insights call below covers: the last 800 days, the longest allowed. */
const PERIOD = 'current_date - 799, current_date'
/** The requests received in PERIOD, by office calendar day as the insights count them. */
const requestsInPeriod = `${requests} where created_at >= private.office_day_start(current_date - 799)
  and created_at < private.office_day_start(current_date + 1)`
const photos = `select * from storage.objects where bucket_id = 'request-photos'`
/** The photos stored under a request's folder. */
const photosOf = (ctx: Ctx): RowQuery => [
  `${photos} and split_part(name, '/', 1) = $1`,
  [ctx.photoRequestId],
]
/** The most list_estimate_requests returns at once. */
const PAGE_SIZE = 1000

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

const operations: Record<string, Operation> = {
  'select contact_submissions': {
    run: async (tx) => (await tx.query('select * from public.contact_submissions')).rowCount,
    reach: requests,
  },
  'insert contact_submissions (return=minimal)': {
    run: async (tx) => {
      const [sql, params] = submission('new.visitor@example.com')
      return (await tx.query(`${sql} returning 1`, [...params])).rowCount
    },
    reach: oneRow,
  },
  'insert contact_submissions (return=representation)': {
    run: async (tx) => {
      const [sql, params] = submission('new.visitor@example.com')
      return (await tx.query(`${sql} returning *`, [...params])).rowCount
    },
    reach: oneRow,
  },
  'insert contact_submissions with its own created_at': {
    run: async (tx) =>
      (
        await tx.query(`insert into public.contact_submissions
        (first_name, last_name, email, phone, service, created_at)
        values ('Ann', 'Lee', 'a@example.com', '916 555 0100', 'lawn-maintenance', now() - interval '1 day')
        returning 1`)
      ).rowCount,
    reach: oneRow,
  },
  'update contact_submissions': {
    run: async (tx) =>
      (await tx.query(`update public.contact_submissions set message = 'changed' returning 1`))
        .rowCount,
    reach: requests,
  },
  'delete contact_submissions': {
    run: async (tx) =>
      (await tx.query('delete from public.contact_submissions returning 1')).rowCount,
    reach: requests,
  },
  'update contact_submissions status, note, opened_at': {
    run: async (tx) =>
      (
        await tx.query(`update public.contact_submissions
          set status = 'contacted', note = 'Called back', opened_at = now() returning 1`)
      ).rowCount,
    reach: requests,
  },
  'update contact_submissions note author (server-stamped)': {
    run: async (tx) =>
      (
        await tx.query(`update public.contact_submissions
          set note_updated_by = null, note_updated_at = now() returning 1`)
      ).rowCount,
    reach: requests,
  },
  'rpc list_estimate_requests': {
    run: async (tx) =>
      (await tx.query(`select * from public.list_estimate_requests(page_size => ${PAGE_SIZE})`))
        .rowCount,
    reach: `${requests} limit ${PAGE_SIZE}`,
  },
  'rpc count_new_estimate_requests': {
    run: async (tx) =>
      Number(
        (await tx.query<{ n: string }>('select public.count_new_estimate_requests() as n')).rows[0]!
          .n,
      ),
    reach: newRequests,
  },
  'select history_events': {
    run: async (tx) => (await tx.query('select * from public.history_events')).rowCount,
    reach: 'select * from public.history_events',
  },
  'insert history_events': {
    run: async (tx) =>
      (
        await tx.query(
          `insert into public.history_events (kind, from_value) values ('request_deleted', 'x') returning 1`,
        )
      ).rowCount,
    reach: oneRow,
  },
  'update history_events': {
    run: async (tx) =>
      (await tx.query(`update public.history_events set to_value = 'x' returning 1`)).rowCount,
    reach: 'select * from public.history_events',
  },
  'delete history_events': {
    run: async (tx) => (await tx.query('delete from public.history_events returning 1')).rowCount,
    reach: 'select * from public.history_events',
  },
  'select user_roles': {
    run: async (tx) => (await tx.query('select * from public.user_roles')).rowCount,
    reach: 'select * from public.user_roles',
  },
  'insert user_roles': {
    run: async (tx, ctx) =>
      (
        await tx.query(
          `insert into public.user_roles (user_id, role) values ($1, 'admin') returning 1`,
          [ctx.userId],
        )
      ).rowCount,
    reach: oneRow,
  },
  'update user_roles': {
    run: async (tx) =>
      (await tx.query('update public.user_roles set created_at = now() returning 1')).rowCount,
    reach: 'select * from public.user_roles',
  },
  'delete user_roles': {
    run: async (tx, ctx) =>
      (
        await tx.query(
          `delete from public.user_roles where user_id = $1 and role = 'admin' returning 1`,
          [ctx.seedAdminId],
        )
      ).rowCount,
    reach: (ctx) => [
      `select * from public.user_roles where user_id = $1 and role = 'admin'`,
      [ctx.seedAdminId],
    ],
  },
  'rpc has_admin_role (own id)': {
    run: async (tx) => (await tx.query('select public.has_admin_role(auth.uid())')).rowCount,
    reach: oneRow,
  },
  "rpc has_admin_role (another user's id)": {
    run: async (tx, ctx) =>
      (await tx.query('select public.has_admin_role($1)', [ctx.seedAdminId])).rowCount,
    reach: oneRow,
  },
  'rpc list_users': {
    run: async (tx) => (await tx.query('select * from public.list_users()')).rowCount,
    reach: 'select * from auth.users where deleted_at is null',
  },
  // Insights: each view's total over the requests of the period.
  'rpc insights_weekly_requests': {
    run: (tx) => sumOf(tx, `public.insights_weekly_requests(${PERIOD})`),
    reach: requestsInPeriod,
  },
  'rpc insights_request_breakdown': {
    run: (tx) => sumOf(tx, `public.insights_request_breakdown('city', ${PERIOD})`),
    reach: requestsInPeriod,
  },
  'rpc insights_pipeline': {
    run: (tx) => sumOf(tx, `public.insights_pipeline(${PERIOD})`),
    reach: requestsInPeriod,
  },
  'rpc insights_decided_sources': {
    run: (tx) => sumOf(tx, `public.insights_decided_sources(${PERIOD})`),
    reach: `${requestsInPeriod} and status in ('won', 'lost')`,
  },
  'rpc insights_response_times': {
    run: (tx) => sumOf(tx, `public.insights_response_times(${PERIOD})`),
    reach: requestsInPeriod,
  },
  'rpc insights_overdue_requests': {
    run: (tx) => sumOf(tx, 'public.insights_overdue_requests()'),
    reach: `${newRequests} and created_at < private.one_working_day_before(now())`,
  },
  'rpc insights_reviews_asked': {
    run: async (tx) => (await tx.query(`select public.insights_reviews_asked(${PERIOD})`)).rowCount,
    reach: oneRow,
  },
  // An admin's click on a won request: one review mail (each cell's transaction is rolled back).
  'rpc ask_for_review': {
    run: async (tx, ctx) =>
      (await tx.query(`select public.ask_for_review($1, 'matrix-review-key')`, [ctx.wonRequestId]))
        .rowCount,
    reach: oneRow,
  },
  'rpc submit_estimate_request': {
    run: async (tx) =>
      (
        await tx.query(
          `select public.submit_estimate_request(first_name => 'Ann', last_name => 'Lee',
            email => 'rpc.visitor@example.com', phone => '916 555 0100', service => 'lawn-maintenance')`,
        )
      ).rowCount,
    reach: oneRow,
  },
  'rpc submit_estimate_request with a preferred visit time': {
    run: async (tx) =>
      (
        await tx.query(
          `select public.submit_estimate_request(first_name => 'Ann', last_name => 'Lee',
            email => 'rpc.visit@example.com', phone => '916 555 0100', service => 'lawn-maintenance',
            visit_window => 'saturday_mornings',
            earliest_visit_date => (now() at time zone 'America/Los_Angeles')::date + 7)`,
        )
      ).rowCount,
    reach: oneRow,
  },
  'update contact_submissions preferred visit time': {
    run: async (tx) =>
      (
        await tx.query(`update public.contact_submissions
          set visit_window = 'any_weekday', earliest_visit_date = null returning 1`)
      ).rowCount,
    reach: requests,
  },
  // Request photos: the setup stores a visitor's photo as Storage would, and an orphaned one.
  'select request photos': {
    run: async (tx) =>
      (await tx.query(`select * from storage.objects where bucket_id = 'request-photos'`)).rowCount,
    reach: photos,
  },
  'insert request photo without an upload key': {
    run: async (tx, ctx) =>
      (
        await tx.query(
          `insert into storage.objects (bucket_id, name) values ('request-photos', $1) returning 1`,
          [`${ctx.photoRequestId}/${'0'.repeat(64)}/2.jpg`],
        )
      ).rowCount,
    reach: oneRow,
  },
  'update request photos': {
    run: async (tx) =>
      (
        await tx.query(
          `update storage.objects set metadata = '{}' where bucket_id = 'request-photos' returning 1`,
        )
      ).rowCount,
    reach: photos,
  },
  // As the Storage server deletes: its setting lets the delete past storage.protect_delete().
  'delete request photos': {
    run: async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`)
      return (
        await tx.query(`delete from storage.objects where bucket_id = 'request-photos' returning 1`)
      ).rowCount
    },
    reach: photos,
  },
  'rpc list_request_photos': {
    run: async (tx, ctx) =>
      (await tx.query('select * from public.list_request_photos($1)', [[ctx.photoRequestId]]))
        .rowCount,
    reach: photosOf,
  },
  'rpc list_orphaned_request_photos': {
    run: async (tx) =>
      (await tx.query('select * from public.list_orphaned_request_photos()')).rowCount,
    reach: `${photos} and split_part(name, '/', 1) not in (select id::text from public.contact_submissions)`,
  },
  // With the wrong key nobody finishes the request's upload: no photos in the answer.
  'rpc finish_request_photos (wrong key)': {
    run: async (tx, ctx) =>
      (
        await tx.query(`select public.finish_request_photos($1, 'not the key') as photos`, [
          ctx.photoRequestId,
        ])
      ).rows.filter((row) => row.photos !== null).length,
    reach: photosOf,
  },
  'select private.request_photo_uploads': {
    run: async (tx) => (await tx.query('select * from private.request_photo_uploads')).rowCount,
    reach: 'select * from private.request_photo_uploads',
  },
  'select private.mail_outbox': {
    run: async (tx) => (await tx.query('select * from private.mail_outbox')).rowCount,
    reach: 'select * from private.mail_outbox',
  },
  'rpc claim_outbox_mails': {
    run: async (tx) => (await tx.query('select * from public.claim_outbox_mails()')).rowCount,
    // Due: undelivered, not leased, not given up (the default max_attempts), and not held.
    reach: `select * from private.mail_outbox where delivered_at is null
      and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
      and attempts < 12`,
    empty:
      "The seed queues no mail; the setup's request queues an alert and an acknowledgement, held while its photos arrive.",
  },
  'rpc list_estimate_alert_recipients': {
    run: async (tx) =>
      (await tx.query('select * from public.list_estimate_alert_recipients()')).rowCount,
    // The admins who can sign in, once per address.
    reach: `select distinct u.email from public.user_roles r join auth.users u on u.id = r.user_id
      where r.role = 'admin' and u.email is not null and private.can_sign_in(u.id)`,
  },
  'rpc complete_outbox_mails': {
    run: async (tx) => (await tx.query(`select public.complete_outbox_mails('{0}')`)).rowCount,
    reach: oneRow,
  },
  'rpc fail_outbox_mails': {
    run: async (tx) => (await tx.query(`select public.fail_outbox_mails('{0}', 'x', 60)`)).rowCount,
    reach: oneRow,
  },
  'rpc send_request_reply': {
    run: async (tx, ctx) =>
      (
        await tx.query(`select public.send_request_reply($1, 'Hello', 'Hello there.', $2)`, [
          ctx.photoRequestId,
          `policy-${crypto.randomUUID()}`,
        ])
      ).rowCount,
    reach: oneRow,
  },
  'rpc list_request_mails': {
    run: async (tx, ctx) =>
      (await tx.query('select * from public.list_request_mails($1)', [ctx.photoRequestId]))
        .rowCount,
    // The homeowner's mails of the request: its acknowledgement (the office's alert is not listed).
    reach: (ctx) => [
      `select * from private.mail_outbox where submission_id = $1 and kind <> 'alert'`,
      [ctx.photoRequestId],
    ],
  },
  'rpc retry_request_mail': {
    run: async (tx) => (await tx.query('select public.retry_request_mail(0)')).rowCount,
    reach: oneRow,
  },
  // Scheduling, cancelling and listing visits (each cell's transaction is rolled back).
  'rpc schedule_visit': {
    run: async (tx, ctx) =>
      (
        await tx.query(
          `select public.schedule_visit($1, (now() at time zone 'America/Los_Angeles')::date + 1, $2, '08-10')`,
          [ctx.wonRequestId, `policy-${crypto.randomUUID()}`],
        )
      ).rowCount,
    reach: oneRow,
  },
  'rpc cancel_visit': {
    run: async (tx, ctx) =>
      (await tx.query('select public.cancel_visit($1)', [ctx.visitId])).rowCount,
    reach: oneRow,
  },
  'rpc list_visits': {
    run: async (tx) => (await tx.query('select * from public.list_visits()')).rowCount,
    reach: `select * from private.request_visits where status = 'scheduled'`,
  },
  'select private.mfa_failed_verification_attempts': {
    run: async (tx) =>
      (await tx.query('select * from private.mfa_failed_verification_attempts')).rowCount,
    reach: 'select * from private.mfa_failed_verification_attempts',
  },
  'rpc hook_mfa_verification_attempt': {
    run: async (tx, ctx) =>
      (
        await tx.query('select private.hook_mfa_verification_attempt($1::jsonb)', [
          JSON.stringify({ user_id: ctx.userId, factor_type: 'totp', valid: true }),
        ])
      ).rowCount,
    reach: oneRow,
  },
}

// Who may do what. The seed holds requests (some new, some won or lost, all received within the
// insights' period), one admin whose grant is the first history row; the setup below adds an
// admin, a user without the role, a request with one of its two photos, and an orphaned photo.
const matrix: Record<string, Record<Exclude<Who, 'admin_aal1'>, Rule>> = {
  'select contact_submissions': {
    anon: 'refused',
    user: 'none',
    admin: 'all',
    service_role: 'all',
  },
  // Visitors write only through submit_estimate_request.
  'insert contact_submissions (return=minimal)': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'insert contact_submissions (return=representation)': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'insert contact_submissions with its own created_at': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'update contact_submissions': {
    anon: 'refused',
    user: 'none',
    admin: 'all',
    service_role: 'all',
  },
  'update contact_submissions status, note, opened_at': {
    anon: 'refused',
    user: 'none',
    admin: 'all',
    service_role: 'all',
  },
  // Who wrote the note and when is the database's to say.
  'update contact_submissions note author (server-stamped)': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'delete contact_submissions': {
    anon: 'refused',
    user: 'none',
    admin: 'all',
    service_role: 'all',
  },
  // Security definer (for the search index), so it refuses non-admins itself.
  'rpc list_estimate_requests': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc count_new_estimate_requests': {
    anon: 'refused',
    user: 'none',
    admin: 'all',
    service_role: 'all',
  },
  // The history: admins read it; it is written only by triggers and never changed.
  'select history_events': { anon: 'refused', user: 'none', admin: 'all', service_role: 'all' },
  'insert history_events': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'refused',
  },
  'update history_events': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'refused',
  },
  'delete history_events': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'refused',
  },
  'select user_roles': { anon: 'refused', user: 'none', admin: 'all', service_role: 'all' },
  'insert user_roles': { anon: 'refused', user: 'refused', admin: 'all', service_role: 'all' },
  'update user_roles': { anon: 'refused', user: 'refused', admin: 'refused', service_role: 'all' },
  'delete user_roles': { anon: 'refused', user: 'none', admin: 'all', service_role: 'all' },
  'rpc has_admin_role (own id)': {
    anon: 'refused',
    user: 'all',
    admin: 'all',
    service_role: 'all',
  },
  // A signed-in user may not probe who the admins are.
  "rpc has_admin_role (another user's id)": {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc list_users': { anon: 'refused', user: 'refused', admin: 'all', service_role: 'all' },
  // Security definer, so each refuses non-admins itself.
  'rpc insights_weekly_requests': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc insights_request_breakdown': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc insights_pipeline': { anon: 'refused', user: 'refused', admin: 'all', service_role: 'all' },
  'rpc insights_decided_sources': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc insights_response_times': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc insights_overdue_requests': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc insights_reviews_asked': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  // Revoked from anon (older projects grant every new function to it); refuses other non-admins.
  'rpc ask_for_review': { anon: 'refused', user: 'refused', admin: 'all', service_role: 'all' },
  'rpc submit_estimate_request': { anon: 'all', user: 'all', admin: 'all', service_role: 'all' },
  'rpc submit_estimate_request with a preferred visit time': {
    anon: 'all',
    user: 'all',
    admin: 'all',
    service_role: 'all',
  },
  // What the visitor asked for stays as sent: admins read it but have no grant to change it.
  'update contact_submissions preferred visit time': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  // Photos: visitors add them only with their request's key (see request-photos.test.ts); only
  // admins see and delete them; nobody changes them (Storage's own role bypasses row security).
  'select request photos': { anon: 'none', user: 'none', admin: 'all', service_role: 'all' },
  'insert request photo without an upload key': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'update request photos': { anon: 'none', user: 'none', admin: 'none', service_role: 'all' },
  'delete request photos': { anon: 'none', user: 'none', admin: 'all', service_role: 'all' },
  'rpc list_request_photos': { anon: 'refused', user: 'none', admin: 'all', service_role: 'all' },
  // Photos whose request is gone: admins and the service role remove them.
  'rpc list_orphaned_request_photos': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc finish_request_photos (wrong key)': {
    anon: 'none',
    user: 'none',
    admin: 'none',
    service_role: 'none',
  },
  'select private.request_photo_uploads': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'refused',
  },
  // The mail outbox and its sender's functions: the service role only.
  'select private.mail_outbox': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'rpc claim_outbox_mails': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'rpc list_estimate_alert_recipients': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'rpc complete_outbox_mails': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  'rpc fail_outbox_mails': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'all',
  },
  // The office's replies and its view of a request's mails: admins (and the service role) only.
  'rpc send_request_reply': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc list_request_mails': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  'rpc retry_request_mail': {
    anon: 'refused',
    user: 'refused',
    admin: 'all',
    service_role: 'all',
  },
  // Visits: admins (and the service role) only; the table itself is in the private schema.
  'rpc schedule_visit': { anon: 'refused', user: 'refused', admin: 'all', service_role: 'all' },
  'rpc cancel_visit': { anon: 'refused', user: 'refused', admin: 'all', service_role: 'all' },
  'rpc list_visits': { anon: 'refused', user: 'refused', admin: 'all', service_role: 'all' },
  // The second-factor hook and its counts of wrong codes: the auth server's only.
  'select private.mfa_failed_verification_attempts': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'refused',
  },
  'rpc hook_mfa_verification_attempt': {
    anon: 'refused',
    user: 'refused',
    admin: 'refused',
    service_role: 'refused',
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

/** A photo whose request is gone, stored directly (as the owner) under a request id no row has. */
async function storeOrphanedPhoto(t: TestDatabase) {
  await t.db.query(
    `insert into storage.objects (bucket_id, name, metadata)
     values ('request-photos', gen_random_uuid()::text || '/' || repeat('0', 64) || '/1.jpg',
       '{"mimetype": "image/jpeg"}')`,
  )
}

// An admin whose session has not passed a second factor (aal1) is no admin to the database: each
// operation answers them as it answers a signed-in user without the role, except where their own
// rows make a difference.
const adminWithoutSecondFactor: Record<string, Rule> = {}

const cases = Object.entries(matrix).flatMap(([op, rules]) =>
  (
    Object.entries({
      ...rules,
      admin_aal1: adminWithoutSecondFactor[op] ?? rules.user,
    }) as [Who, Rule][]
  ).map(([who, rule]) => ({ op, who, rule })),
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
    /** What each operation reaches, counted as the owner after the setup. */
    let reached: Record<string, number>

    beforeAll(async () => {
      t = await createTestDatabase(kind, { autoExposeNewTables })
      const admin = await createUser(t.db, 'matrix-admin@example.com', { admin: true })
      const user = await createUser(t.db, 'matrix-user@example.com')
      const seeded = await t.db.query<{ user_id: string }>('select user_id from public.user_roles')
      const seedAdminId = seeded.rows.find((r) => r.user_id !== admin.sub)!.user_id
      const photoRequestId = await sendRequestWithPhoto(t)
      await storeOrphanedPhoto(t)
      const won = await t.db.query<{ id: string }>(
        `select id from public.contact_submissions where status = 'won' order by created_at limit 1`,
      )
      const visit = await t.db.query<{ id: string }>(
        `insert into private.request_visits (request_id, visit_date, arrival_window)
         values ($1, private.office_day(now()) + 2, '10-12') returning id`,
        [photoRequestId],
      )
      ctx = {
        adminId: admin.sub,
        userId: user.sub,
        seedAdminId,
        photoRequestId,
        wonRequestId: won.rows[0]!.id,
        visitId: visit.rows[0]!.id,
      }
      reached = await countAsOwner(
        t.db,
        Object.fromEntries(
          Object.entries(operations).map(([op, { reach }]) => [
            op,
            typeof reach === 'function' ? reach(ctx) : reach,
          ]),
        ),
      )
      callers = {
        anon: { role: 'anon' },
        user,
        admin,
        admin_aal1: { ...admin, aal: 'aal1' },
        service_role: { role: 'service_role' },
      }
    })
    afterAll(() => t?.dispose())

    it.each(cases)('$op as $who: $rule', async ({ op, who, rule }) => {
      const { run, empty } = operations[op]!
      const result = asCaller(t.db, callers[who], (tx) => run(tx, ctx))
      if (rule === 'refused') {
        await expect(result).rejects.toMatchObject({ name: 'DbError', code: '42501' })
        return
      }
      // 'all' and 'none' tell apart only when there is something to see.
      if (empty === undefined) {
        expect(
          reached[op],
          `${op}: the owner counts no rows, so '${rule}' proves nothing`,
        ).toBeGreaterThan(0)
      }
      await expect(result).resolves.toBe(rule === 'all' ? reached[op] : 0)
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
        message: 'Only admins can do this.',
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
