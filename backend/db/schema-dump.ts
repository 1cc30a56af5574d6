/**
 * What a database holds, as PostgreSQL's own pg_dump writes it, cut into one entry per object
 * (table, constraint, index, function, trigger, policy, grant, comment, and the rows a migration
 * inserted), so that two databases can be compared object by object. Needs the PostgreSQL
 * client binaries (PG_BIN, default /usr/lib/postgresql/15/bin) and a server: pg_dump cannot read
 * PGlite.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { openConnection, type DbConnection } from './connection.ts'
import { applySchemaFiles, migrateDatabase } from './prepare.ts'

const run = promisify(execFile)

/** One object of a dump: `key` names it ("FUNCTION private.has_admin_role(uuid)"). */
export interface DumpEntry {
  key: string
  sql: string
}

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

/** True when pg_dump is installed where PG_BIN says. */
export function hasPgDump(): boolean {
  return existsSync(`${PG_BIN}/pg_dump`)
}

// The migrations' own bookkeeping is not part of what they describe.
const EXCLUDED_SCHEMAS = ['supabase_migrations']

/** The schema and the data of the database at `databaseUrl`, entry by entry, in pg_dump's order. */
export async function dumpDatabase(databaseUrl: string): Promise<DumpEntry[]> {
  const exclude = EXCLUDED_SCHEMAS.flatMap((schema) => ['--exclude-schema', schema])
  const options = { maxBuffer: 64 * 1024 * 1024 }
  const [schema, data] = await Promise.all([
    run(`${PG_BIN}/pg_dump`, ['--schema-only', ...exclude, databaseUrl], options),
    run(`${PG_BIN}/pg_dump`, ['--data-only', '--column-inserts', ...exclude, databaseUrl], options),
  ])
  return [...schemaEntries(schema.stdout), ...dataEntries(data.stdout)]
}

/** Cuts pg_dump's schema output at its table-of-contents comments ("-- Name: ...; Type: ..."). */
export function schemaEntries(dump: string): DumpEntry[] {
  const entries: DumpEntry[] = []
  for (const part of dump.split(/\n--\n-- (?=Name: )/).slice(1)) {
    const header = /^Name: (.*); Type: (.*); Schema: (.*); Owner: (.*)\n--\n/.exec(part)
    if (!header) continue
    const [, name, type, schema, owner] = header
    const sql = part
      .slice(header[0].length)
      .replace(/\n--\n-- PostgreSQL database dump complete[\s\S]*$/, '')
      .split('\n')
      .filter((line) => !/^SET default_(tablespace|table_access_method)/.test(line))
      .join('\n')
      .trim()
    const where = schema === '-' ? '' : `${schema}.`
    entries.push({ key: `${type} ${where}${name} (owner ${owner})`, sql: ignoreColumnOrder(sql) })
  }
  return entries
}

/**
 * A table created with its columns in one order and a table that gained them one by one with
 * `alter table ... add column` are the same table to every query the app makes; the comparison
 * sorts the lines inside `CREATE TABLE (...)` so that only real differences show.
 */
function ignoreColumnOrder(sql: string): string {
  const table = /^(CREATE TABLE [^\n]+ \(\n)([\s\S]*?)(\n\);)/.exec(sql)
  if (!table) return sql
  const [whole, opening = '', body = '', closing = ''] = table
  const lines = body
    .replace(/\n(?! {4}[a-z"]| {4}CONSTRAINT )/g, ' ')
    .split('\n')
    .map((line) => line.replace(/,$/, ''))
    .sort()
  return sql.replace(whole, `${opening}${lines.join(',\n')}${closing}`)
}

/** One entry per table with rows: a migration may insert reference rows (services, buckets). */
function dataEntries(dump: string): DumpEntry[] {
  const rows = new Map<string, string[]>()
  for (const line of dump.split('\n')) {
    const table = /^INSERT INTO ([^ ]+) /.exec(line)?.[1]
    if (!table) continue
    // When a row was written (a bucket's created_at) says nothing about the schema.
    const undated = line.replace(/'\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00'/g, "'<time>'")
    rows.set(table, [...(rows.get(table) ?? []), undated])
  }
  return [...rows].map(([table, lines]) => ({ key: `ROWS ${table}`, sql: lines.sort().join('\n') }))
}

/** A difference between two dumps, for people: which object, and each side's text. */
export interface DumpDifference {
  key: string
  left: string | undefined
  right: string | undefined
}

/** The objects that are missing from one side or written differently on the two sides. */
export function compareDumps(left: DumpEntry[], right: DumpEntry[]): DumpDifference[] {
  const leftByKey = new Map(left.map((entry) => [entry.key, entry.sql]))
  const rightByKey = new Map(right.map((entry) => [entry.key, entry.sql]))
  const keys = [...new Set([...leftByKey.keys(), ...rightByKey.keys()])]
  return keys
    .filter((key) => leftByKey.get(key) !== rightByKey.get(key))
    .map((key) => ({ key, left: leftByKey.get(key), right: rightByKey.get(key) }))
}

/** The differences as text: each object with the lines only one side has. */
export function describeDifferences(
  differences: DumpDifference[],
  labels: { left: string; right: string },
): string {
  return differences
    .map(({ key, left, right }) => {
      if (left === undefined) return `${key}: only in ${labels.right}\n${indent(right ?? '')}`
      if (right === undefined) return `${key}: only in ${labels.left}\n${indent(left)}`
      const leftLines = new Set(left.split('\n'))
      const rightLines = new Set(right.split('\n'))
      const onlyLeft = left.split('\n').filter((line) => !rightLines.has(line))
      const onlyRight = right.split('\n').filter((line) => !leftLines.has(line))
      return [
        `${key}: differs`,
        ...onlyLeft.map((line) => `  - ${line}   (${labels.left})`),
        ...onlyRight.map((line) => `  + ${line}   (${labels.right})`),
      ].join('\n')
    })
    .join('\n\n')
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n')
}

/** Two new databases on one server: one migrated, one built from supabase/schemas. */
export interface TwinDatabases {
  migrationsUrl: string
  schemasUrl: string
  /** Drops both. */
  drop(): Promise<void>
}

/**
 * Makes the twin databases on the server at `serverUrl` (a superuser's URL): the platform, then
 * every migration on one, every schema file on the other; neither is seeded.
 */
export async function createTwinDatabases(serverUrl: string): Promise<TwinDatabases> {
  const suffix = randomBytes(6).toString('hex')
  const names = { migrations: `from_migrations_${suffix}`, schemas: `from_schemas_${suffix}` }
  const urlOf = (name: string) => {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.toString()
  }
  const server = await openConnection({ databaseUrl: serverUrl })
  const drop = async () => {
    for (const name of Object.values(names)) {
      await server.exec(`drop database if exists ${name} with (force)`)
    }
    await server.close()
  }
  try {
    for (const name of Object.values(names)) await server.exec(`create database ${name}`)
    await withDatabase(urlOf(names.migrations), (db) => migrateDatabase(db))
    await withDatabase(urlOf(names.schemas), (db) => applySchemaFiles(db))
  } catch (error) {
    await drop()
    throw error
  }
  return { migrationsUrl: urlOf(names.migrations), schemasUrl: urlOf(names.schemas), drop }
}

/** Opens the database at `url` for `use`, and closes it whatever happens. */
export async function withDatabase<T>(url: string, use: (db: DbConnection) => Promise<T>) {
  const db = await openConnection({ databaseUrl: url })
  try {
    return await use(db)
  } finally {
    await db.close()
  }
}
