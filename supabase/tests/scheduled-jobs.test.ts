// The deliver-mail job (supabase/schemas/60_scheduled_jobs.sql and its hand-written migration).
// Neither PGlite nor the tests' PostgreSQL has pg_cron, pg_net or Vault, so: every migrated test
// database proves the migration passes without them; here, that it left nothing behind, and,
// with stand-ins for the three extensions (their functions' real signatures, recorded calls),
// that the block schedules a job whose command calls the function with the Vault secrets, and
// nothing without them. What the stand-ins cannot show: that the real extensions run the job.
import { readFile } from 'node:fs/promises'
import type { DbTransaction } from '../../backend/db/connection.ts'
import {
  applyMigrationSql,
  MIGRATION_ROLE,
  readMigrations,
  SUPABASE_DIR,
} from '../../backend/db/prepare.ts'
import { inRollback } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

/** The migration that first scheduled the job; a later change to it is a newer migration. */
const MIGRATION = '20261210100000'

/** The `do $$ … $$;` block of a file, the one statement of both. */
function doBlockOf(sql: string): string {
  const block = /^do \$\$\n[\s\S]*?^\$\$;$/m.exec(sql)?.[0]
  if (!block) throw new Error('no do $$ … $$; block')
  return block
}

/** The block of the newest migration that schedules the job: what a migrated database ran last. */
async function migrationBlock(): Promise<string> {
  const migration = (await readMigrations())
    .filter((m) => m.version >= MIGRATION && m.sql.includes(`cron.schedule('deliver-mail'`))
    .at(-1)
  if (!migration) throw new Error(`no migration from ${MIGRATION} on schedules deliver-mail`)
  return doBlockOf(migration.sql)
}

it('the newest migration of the job runs the block of supabase/schemas/60_scheduled_jobs.sql', async () => {
  const schema = await readFile(`${SUPABASE_DIR}schemas/60_scheduled_jobs.sql`, 'utf8')
  expect(await migrationBlock()).toBe(doBlockOf(schema))
})

// What the three extensions provide that the job uses, with their signatures (pg_cron 1.6,
// pg_net 0.x, supabase_vault 0.3), recorded in pg_extension as if installed so that the block's
// `create extension if not exists` leaves them be. Created as the superuser, as the platform does.
const STAND_INS = `
  create schema cron;
  create table cron.job (jobid bigserial primary key, schedule text not null,
    command text not null, jobname text unique, username text not null default current_user);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint
  language sql as $$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
    returning jobid
  $$;
  create function cron.unschedule(job_id bigint) returns boolean
  language sql as $$ delete from cron.job where jobid = job_id returning true $$;

  create schema net;
  create table net.calls (id bigserial primary key, url text, body jsonb, params jsonb,
    headers jsonb, timeout_milliseconds int);
  create function net.http_post(url text, body jsonb default '{}'::jsonb,
    params jsonb default '{}'::jsonb,
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds int default 5000) returns bigint
  language sql as $$
    insert into net.calls (url, body, params, headers, timeout_milliseconds)
    values (url, body, params, headers, timeout_milliseconds) returning id
  $$;

  create schema vault;
  create table vault.secrets (name text primary key, decrypted_secret text not null);
  create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets;

  insert into pg_catalog.pg_extension (oid, extname, extowner, extnamespace, extrelocatable, extversion)
  select ((select max(oid)::int8 from pg_catalog.pg_extension) + n)::oid, name,
    (select oid from pg_catalog.pg_roles where rolname = current_user), schema::regnamespace, false, '0'
  from (values (1, 'pg_cron', 'cron'), (2, 'pg_net', 'net'), (3, 'supabase_vault', 'vault'))
    as installed (n, name, schema);

  grant usage on schema cron, net, vault to ${MIGRATION_ROLE};
  grant all on all tables in schema cron, net, vault to ${MIGRATION_ROLE};
  grant all on all sequences in schema cron, net to ${MIGRATION_ROLE};
`

type Job = { jobname: string; schedule: string; command: string }
type Call = { url: string; body: unknown; params: unknown; headers: unknown; timeout: number }

/** Runs the job's command as pg_cron would, as the role that scheduled it; returns the calls. */
async function runJob(tx: DbTransaction, job: Job): Promise<Call[]> {
  await tx.query(`select set_config('role', $1, true)`, [MIGRATION_ROLE])
  await tx.exec(job.command)
  await tx.query('reset role')
  const { rows } = await tx.query<Call>(
    `select url, body, params, headers, timeout_milliseconds as timeout from net.calls order by id`,
  )
  await tx.query('truncate net.calls')
  return rows
}

describe.each(backends)('the deliver-mail job on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
  })
  afterAll(() => t?.dispose())

  it('is left out, without an error, where pg_cron, pg_net and Vault are missing', async () => {
    const { rows } = await t.db.query<{ available: string[]; recorded: boolean }>(
      `select array(select name::text from pg_catalog.pg_available_extensions
          where name in ('pg_cron', 'pg_net', 'supabase_vault')) as available,
        exists (select from supabase_migrations.schema_migrations where version = $1) as recorded`,
      [MIGRATION],
    )
    expect(rows[0]).toEqual({ available: [], recorded: true })
    const left = await t.db.query<{ what: string }>(
      `select extname as what from pg_catalog.pg_extension
        where extname in ('pg_cron', 'pg_net', 'supabase_vault')
       union all
       select nspname from pg_catalog.pg_namespace where nspname in ('cron', 'net', 'vault')`,
    )
    expect(left.rows).toEqual([])
  })

  it('with the extensions, calls deliver-mail every minute with the Vault secrets', async () => {
    const block = await migrationBlock()
    await inRollback(t.db, async (tx) => {
      await tx.exec(STAND_INS)
      // A job as the hand-pasted SQL of earlier releases made it.
      await tx.query(`select cron.schedule('estimate-alerts', '* * * * *', 'select 1')`)
      await applyMigrationSql(tx, block)
      await applyMigrationSql(tx, block) // A second run replaces the job rather than adding one.

      const { rows: jobs } = await tx.query<Job>(
        'select jobname, schedule, command from cron.job order by jobid',
      )
      expect(jobs.map(({ jobname, schedule }) => ({ jobname, schedule }))).toEqual([
        { jobname: 'deliver-mail', schedule: '* * * * *' },
      ])
      const job = jobs[0]!

      // Until the operator stores both secrets, a run calls nothing.
      expect(await runJob(tx, job)).toEqual([])
      await tx.query(
        `insert into vault.secrets values ('project_url', 'https://abcd.supabase.co/')`,
      )
      expect(await runJob(tx, job)).toEqual([])

      await tx.query(`insert into vault.secrets values ('mail_cron_secret', 'the-cron-secret')`)
      expect(await runJob(tx, job)).toEqual([
        {
          url: 'https://abcd.supabase.co/functions/v1/deliver-mail',
          body: {},
          params: {},
          headers: {
            'Content-Type': 'application/json',
            Authorization: 'Bearer the-cron-secret',
          },
          timeout: 60000,
        },
      ])

      // Read at each run: a rotated secret is sent from the next run on.
      await tx.query(
        `update vault.secrets set decrypted_secret = 'rotated' where name = 'mail_cron_secret'`,
      )
      expect((await runJob(tx, job)).map((call) => call.headers)).toEqual([
        { 'Content-Type': 'application/json', Authorization: 'Bearer rotated' },
      ])
    })
  })
})
