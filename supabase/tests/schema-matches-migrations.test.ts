// supabase/schemas is the database as it is today; supabase/migrations is how a deployed database
// gets there. Applying either must give the same database, object by object, as pg_dump sees it:
// tables, columns (in any order), constraints, indexes, policies, grants (column grants too),
// functions, triggers, comments, and the rows they insert. A change made on one side only fails
// here with the difference. Needs PostgreSQL (pg_dump cannot read PGlite): `npm run test:backend`
// starts one.
import {
  compareDumps,
  createTwinDatabases,
  describeDifferences,
  dumpDatabase,
  hasPgDump,
  withDatabase,
  type TwinDatabases,
} from '../../backend/db/schema-dump.ts'

const serverUrl = process.env.TEST_DATABASE_URL

describe.runIf(serverUrl && hasPgDump())('supabase/schemas and supabase/migrations', () => {
  let twins: TwinDatabases
  beforeAll(async () => {
    twins = await createTwinDatabases(serverUrl!)
  })
  afterAll(() => twins?.drop())

  const labels = { left: 'supabase/migrations', right: 'supabase/schemas' }

  it('describe the same database', async () => {
    const differences = compareDumps(
      await dumpDatabase(twins.migrationsUrl),
      await dumpDatabase(twins.schemasUrl),
    )
    // Empty, or the objects to bring in step: `npm run db:diff -- NAME` writes the migration.
    expect(describeDifferences(differences, labels)).toBe('')
  })

  it('tells which object differs when one side changes', async () => {
    const before = await dumpDatabase(twins.migrationsUrl)
    await withDatabase(twins.migrationsUrl, (db) =>
      db.exec(`
        comment on function public.has_admin_role(uuid) is 'Changed on one side only.';
        grant update (city) on table public.contact_submissions to authenticated;
        insert into private.served_areas (name) values ('Nowhere');
      `),
    )
    const differences = compareDumps(before, await dumpDatabase(twins.migrationsUrl))
    expect(differences.map((difference) => difference.key).sort()).toEqual([
      'ACL public.COLUMN contact_submissions.city (owner project_owner)',
      'COMMENT public.FUNCTION has_admin_role(user_id uuid) (owner project_owner)',
      'ROWS private.served_areas',
    ])
    expect(describeDifferences(differences, { left: 'before', right: 'after' })).toContain(
      "+ INSERT INTO private.served_areas (name, landing_slug) VALUES ('Nowhere', NULL);   (after)",
    )
  })
})
