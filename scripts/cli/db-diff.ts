/**
 * Writes the migration that brings a migrated database to what supabase/schemas describes:
 *   npm run db:diff -- add_visit_dates
 * Edit the schema file first, then run this; it writes supabase/migrations/<version>_<name>.sql.
 *
 * It builds two databases on a throwaway PostgreSQL (scripts/cli/test-postgres.sh starts one: the
 * Supabase CLI's `db diff` needs Docker, which this does not), one from the migrations and one
 * from the schema files, and lets migra (@pgkit/migra, the diff `supabase db diff` has used)
 * write the statements between them. pg_dump then compares the two databases, which sees more
 * than migra: comments and grants it adds itself; what is still different (rows, for example)
 * it prints for you to add to the migration by hand.
 */
import { writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { run as migra } from '@pgkit/migra'
import { readMigrations, SUPABASE_DIR, applyMigrationSql } from '../../backend/db/prepare.ts'
import {
  compareDumps,
  createTwinDatabases,
  describeDifferences,
  dumpDatabase,
  withDatabase,
  type DumpDifference,
} from '../../backend/db/schema-dump.ts'

const labels = { left: 'supabase/migrations', right: 'supabase/schemas' }

/** YYYYMMDDHHMMSS in UTC. */
function versionOf(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14)
}

/** Now, or a minute after the newest migration when that one is dated later (they sort by name). */
export function nextVersion(newest: string | undefined, now = new Date()): string {
  const current = versionOf(now)
  if (!newest || current > newest) return current
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at, i) =>
    Number(newest.slice(at, i === 0 ? 4 : at + 2)),
  )
  return versionOf(new Date(Date.UTC(y!, mo! - 1, d!, h!, mi! + 1, s!)))
}

async function main() {
  const name = process.argv[2]
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run db:diff -- NAME   (NAME in snake_case: what the change does)')
    process.exit(2)
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run it as npm run db:diff')

  const twins = await createTwinDatabases(serverUrl)
  try {
    const diff = await migra(twins.migrationsUrl, twins.schemasUrl, {
      unsafe: true,
      withPrivileges: true,
    })
    const fromMigra = diff.sql.trim()
    if (fromMigra) await applyTo(twins.migrationsUrl, fromMigra)
    // The schema side never changes here: dumped once, compared after each step on the other.
    const target = await dumpDatabase(twins.schemasUrl)
    let left = compareDumps(await dumpDatabase(twins.migrationsUrl), target)
    const fixes = commentAndGrantFixes(left)
    if (fixes) {
      await applyTo(twins.migrationsUrl, fixes)
      left = compareDumps(await dumpDatabase(twins.migrationsUrl), target)
    }
    const statements = [fromMigra, fixes].filter(Boolean).join('\n\n')
    if (statements) {
      const version = nextVersion((await readMigrations()).at(-1)?.version)
      const file = `${SUPABASE_DIR}migrations/${version}_${name}.sql`
      const drops = /\bdrop\b/i.test(statements)
        ? '-- It drops something: check that nothing is lost that should be kept or moved.\n'
        : ''
      await writeFile(
        file,
        `-- Written by \`npm run db:diff -- ${name}\` from supabase/schemas; read it before committing.\n${drops}\n${statements}\n`,
      )
      console.log(`Wrote ${file.replace(SUPABASE_DIR, 'supabase/')}`)
    }
    if (left.length === 0) {
      console.log(
        statements
          ? 'With it, the migrations give exactly the database supabase/schemas describes.'
          : 'Nothing to write: the migrations already give the database supabase/schemas describes.',
      )
      return
    }
    console.log(
      `\nStill different; add these to the migration by hand, then run the test (or this again):\n\n${describeDifferences(left, labels)}`,
    )
    process.exitCode = 1
  } finally {
    await twins.drop()
  }
}

async function applyTo(url: string, sql: string) {
  await withDatabase(url, (db) => db.transaction((tx) => applyMigrationSql(tx, sql)))
}

/**
 * What migra leaves out: comments, and grants on anything but tables. pg_dump's text for the
 * schema side is the statement to run; a changed grant first undoes the old one, line by line.
 */
export function commentAndGrantFixes(differences: DumpDifference[]): string {
  const fixes: string[] = []
  for (const { key, left, right } of differences) {
    if (right === undefined) continue
    if (key.startsWith('COMMENT ')) fixes.push(right)
    if (key.startsWith('ACL ')) {
      const undo = (left ?? '').split('\n').map(invertGrant).filter(Boolean)
      fixes.push([...undo, right].join('\n'))
    }
  }
  return fixes.join('\n\n')
}

/** GRANT x ON y TO z; becomes REVOKE x ON y FROM z; and the other way round. */
function invertGrant(line: string): string {
  const grant = /^GRANT (.+) ON (.+) TO (.+);$/.exec(line)
  if (grant) return `REVOKE ${grant[1]} ON ${grant[2]} FROM ${grant[3]};`
  const revoke = /^REVOKE (.+) ON (.+) FROM (.+);$/.exec(line)
  if (revoke) return `GRANT ${revoke[1]} ON ${revoke[2]} TO ${revoke[3]};`
  return ''
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main()
  // migra keeps its connection pools open.
  process.exit(process.exitCode ?? 0)
}
