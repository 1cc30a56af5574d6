/**
 * Writes supabase/functions/_shared/database.types.ts (supabase-js's `Database` type; in _shared
 * because the Edge Functions read it too, the app as @shared/database.types) with Supabase's own
 * type generator, @supabase/postgrest-typegen, called as postgres-meta calls it for
 * `supabase gen types typescript --local`, so the file is what that command would print.
 *   tsx scripts/cli/db-types.ts          write the file
 *   tsx scripts/cli/db-types.ts --check  exit 1 when the file is out of date
 *
 * The database is a fresh in-memory PGlite brought to the schema by the migrations (no seed).
 * PGlite serves every introspection query, and the output is byte-identical to introspecting
 * PostgreSQL 15, so the script needs no Postgres binaries and no Docker.
 *
 * The file is written exactly as the generator formats it (oxfmt, double quotes), not by the
 * repo's prettier, and .prettierignore lists it: `npm run format` then never rewrites it, and it
 * stays byte-for-byte what the CLI writes, which is what `--check` compares.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation'
import { introspect } from '@supabase/postgrest-typegen/introspection'
import { openConnection } from '../../backend/db/connection.ts'
import { migrateDatabase } from '../../backend/db/prepare.ts'
import { readApiSchemas } from '../../backend/server/config.ts'

const TYPES_PATH = 'supabase/functions/_shared/database.types.ts'
export const TYPES_FILE = fileURLToPath(new URL(`../../${TYPES_PATH}`, import.meta.url))

/** The CLI's schemas when no --schema is given: public, then config.toml's `[api] schemas`. */
const includedSchemas = () => [...new Set(['public', ...readApiSchemas()])]

/** Builds the file's text from a freshly migrated in-memory database. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openConnection({})
  try {
    await migrateDatabase(db)
    // As postgres-meta's getGeneratorMetadata: introspect, then sort canonically.
    const metadata = sortGeneratorMetadata(
      await introspect(db, { includedSchemas: includedSchemas() }),
    )
    // The CLI's options for --local: one-to-one detection on (off only for PostgREST v9), no
    // PostgREST version (so no __InternalSupabase), and the default schema public.
    const types = await generateTypescript(metadata, { detectOneToOneRelationships: true })
    // postgres-meta prints the types with console.log, which adds a newline.
    return `${types}\n`
  } finally {
    await db.close()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const next = await generateDatabaseTypes()
  if (process.argv.includes('--check')) {
    const current = await readFile(TYPES_FILE, 'utf8').catch(() => '')
    if (current !== next) {
      console.error(
        `${TYPES_PATH} does not match the migrations: run \`npm run db:types\` and commit it.`,
      )
      process.exit(1)
    }
    console.log(`${TYPES_PATH} is up to date.`)
  } else {
    await writeFile(TYPES_FILE, next)
    console.log(`Wrote ${TYPES_PATH}`)
  }
}
