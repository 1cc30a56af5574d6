// A lint of the migrated schema: the rules every migration must keep, checked in the catalog
// rather than by reading SQL. Each rule lists its offenders, so a failure names what to fix; a
// deliberately bad migration proves that every rule can fail.
import type { Queryable } from '../../backend/db/connection.ts'
import { applyMigrationSql } from '../../backend/db/prepare.ts'
import { inRollback } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

// What visitors (anon) may touch at all. Everything else must be refused by its own grants.
const ANON_ALLOWED = [
  'function public.submit_estimate_request',
  // The photo upload key's checks: the sender ends their uploads, and Storage's insert policy.
  'function public.finish_request_photos',
  'function private.can_attach_request_photo',
]

const RULES = {
  'row-level security on every table': `
    select n.nspname || '.' || c.relname as offender
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity`,

  'a policy for every operation an API role is granted': `
    with granted as (
      select c.oid, n.nspname || '.' || c.relname as name, r.rolname, r.oid as role_oid,
             op.privilege, op.cmd
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_roles r on r.rolname in ('anon', 'authenticated')
        cross join (values ('SELECT', 'r'), ('INSERT', 'a'), ('UPDATE', 'w'), ('DELETE', 'd'))
          as op(privilege, cmd)
       where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')
         and (has_table_privilege(r.oid, c.oid, op.privilege)
              or (op.privilege <> 'DELETE'
                  and has_any_column_privilege(r.oid, c.oid, op.privilege)))
    )
    select g.rolname || ' may ' || g.privilege || ' ' || g.name || ' with no policy' as offender
      from granted g
     where not exists (
       select 1 from pg_policy p
        where p.polrelid = g.oid and p.polcmd in (g.cmd, '*')
          and (p.polroles @> array[g.role_oid] or p.polroles @> array[0::oid]))`,

  'search_path pinned in every security-definer function': `
    select p.oid::regprocedure::text as offender
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and p.prosecdef
       and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c
                        where c like 'search_path=%')`,

  // Deparsed, `(select auth.uid())` reads `( SELECT auth.uid() AS uid)`: every call is wrapped
  // when there are as many wrapped calls as calls. Unwrapped, Postgres calls it once per row.
  'no user_metadata in policies, auth.uid() and auth.jwt() in a select': `
    select schemaname || '.' || tablename || ': ' || policyname as offender
      from pg_policies,
           lateral (select coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr) e
     where schemaname in ('public', 'private', 'storage')
       and (e.expr ilike '%user_metadata%'
         or regexp_count(e.expr, 'auth\\.uid\\(\\)') <> regexp_count(e.expr, 'SELECT auth\\.uid\\(\\)')
         or regexp_count(e.expr, 'auth\\.jwt\\(\\)') <> regexp_count(e.expr, 'SELECT auth\\.jwt\\(\\)'))`,

  'an index for every foreign key': `
    select con.conrelid::regclass::text || ' (' || con.conname || ')' as offender
      from pg_constraint con join pg_namespace n on n.oid = con.connamespace
     where con.contype = 'f' and n.nspname in ('public', 'private')
       and not exists (
         select 1 from pg_index i
          where i.indrelid = con.conrelid
            and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] = con.conkey)`,

  'nothing granted to anon beyond the allow-list': `
    select 'table ' || n.nspname || '.' || c.relname as offender
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'S')
       and (has_table_privilege('anon', c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
            or has_any_column_privilege('anon', c.oid, 'SELECT, INSERT, UPDATE, REFERENCES'))
    union
    select 'function ' || n.nspname || '.' || p.proname
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'EXECUTE')`,
} as const

type Rule = keyof typeof RULES

async function lint(db: Queryable): Promise<Record<Rule, string[]>> {
  const result = {} as Record<Rule, string[]>
  for (const [rule, sql] of Object.entries(RULES) as [Rule, string][]) {
    const { rows } = await db.query<{ offender: string }>(sql)
    result[rule] = rows
      .map((row) => row.offender)
      .filter(
        (offender) =>
          rule !== 'nothing granted to anon beyond the allow-list' ||
          !ANON_ALLOWED.includes(offender),
      )
      .sort()
  }
  return result
}

// A migration that breaks every rule once.
const BAD_MIGRATION = `
  create table public.lint_open (id int primary key, owner_id uuid references auth.users (id));
  grant select on public.lint_open to anon;
  create table public.lint_child (id int primary key, open_id int references public.lint_open (id));
  alter table public.lint_child enable row level security;
  grant select, insert on public.lint_child to authenticated;
  create policy "Reads by metadata" on public.lint_child for select to authenticated
    using (auth.uid() is not null and (auth.jwt() -> 'user_metadata') is not null);
  create function public.lint_definer() returns int language sql security definer
    as $$ select 1 $$;`

const platforms = backends.flatMap((kind) =>
  [false, true].map((autoExposeNewTables) => ({ kind, autoExposeNewTables })),
)

describe.each(platforms)(
  'schema lint on $kind, auto_expose_new_tables = $autoExposeNewTables',
  ({ kind, autoExposeNewTables }) => {
    let t: TestDatabase
    beforeAll(async () => {
      t = await createTestDatabase(kind, { autoExposeNewTables })
    })
    afterAll(() => t?.dispose())

    it('finds nothing in the migrations', async () => {
      const found = await lint(t.db)
      for (const rule of Object.keys(RULES) as Rule[]) expect(found[rule], rule).toEqual([])
    })

    it('finds each rule broken by a bad migration', async () => {
      const found = await inRollback(t.db, async (tx) => {
        await applyMigrationSql(tx, BAD_MIGRATION)
        return lint(tx)
      })
      expect(found).toMatchObject({
        'row-level security on every table': ['public.lint_open'],
        'search_path pinned in every security-definer function': ['lint_definer()'],
        'no user_metadata in policies, auth.uid() and auth.jwt() in a select': [
          'public.lint_child: Reads by metadata',
        ],
        'an index for every foreign key': [
          'lint_child (lint_child_open_id_fkey)',
          'lint_open (lint_open_owner_id_fkey)',
        ],
      })
      expect(found['a policy for every operation an API role is granted']).toEqual(
        expect.arrayContaining([
          'anon may SELECT public.lint_open with no policy',
          'authenticated may INSERT public.lint_child with no policy',
        ]),
      )
      expect(found['a policy for every operation an API role is granted']).not.toContain(
        'authenticated may SELECT public.lint_child with no policy',
      )
      expect(found['nothing granted to anon beyond the allow-list']).toEqual(
        expect.arrayContaining(['table public.lint_open', 'function public.lint_definer']),
      )
    })
  },
)
