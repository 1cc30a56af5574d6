/**
 * Writes src/lib/database.types.ts (supabase-js's `Database` type) from the live local schema:
 * a fresh in-memory PGlite prepared with the migrations, then introspected.
 *   tsx scripts/db-types.ts          write the file
 *   tsx scripts/db-types.ts --check  exit 1 when the file is out of date
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { openConnection, type Queryable } from '../backend/db/connection.ts'
import { prepareDatabase } from '../backend/db/prepare.ts'

export const TYPES_FILE = fileURLToPath(new URL('../src/lib/database.types.ts', import.meta.url))

interface TypeRef {
  oid: number
  typname: string
  typtype: string
  elem: number
}
interface Column {
  rel: string
  relkind: string
  name: string
  type: number
  nullable: boolean
  optional: boolean
  generated: boolean
}
interface Fn {
  name: string
  args: { name: string; type: number; optional: boolean }[]
  ret: number
  setof: boolean
  table: { name: string; type: number }[]
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
}

async function introspect(db: Queryable) {
  const columns = (
    await db.query<Column>(`
    select c.relname as rel, c.relkind, a.attname as name, a.atttypid::int as type,
      not a.attnotnull as nullable, a.attgenerated <> '' as generated,
      (not a.attnotnull or a.atthasdef or a.attidentity <> '') as optional
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
    order by c.relname, a.attname`)
  ).rows
  const relationships = (
    await db.query<{
      rel: string
      name: string
      cols: string[]
      ref: string
      refcols: string[]
      one: boolean
    }>(`
    select c.relname as rel, k.conname as name, r.relname as ref,
      array(select attname from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey) order by attnum)::text[] as cols,
      array(select attname from pg_attribute where attrelid = k.confrelid and attnum = any(k.confkey) order by attnum)::text[] as refcols,
      exists (select 1 from pg_constraint u where u.conrelid = k.conrelid and u.contype in ('p', 'u') and u.conkey <@ k.conkey and k.conkey <@ u.conkey) as one
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and r.relnamespace = 'public'::regnamespace
    order by c.relname, k.conname`)
  ).rows
  const enums = (
    await db.query<{ name: string; labels: string[] }>(`
    select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
    from pg_type t join pg_enum e on e.enumtypid = t.oid
    where t.typnamespace = 'public'::regnamespace group by t.typname order by t.typname`)
  ).rows
  const procs = (
    await db.query<{
      name: string
      argnames: string[] | null
      argmodes: string[] | null
      alltypes: number[] | null
      intypes: number[]
      ndefaults: number
      ret: number
      setof: boolean
    }>(`
    select p.proname as name, p.proargnames::text[] as argnames, p.proargmodes::text[] as argmodes,
      p.proallargtypes::int[] as alltypes, p.proargtypes::int[] as intypes, p.pronargdefaults as ndefaults,
      p.prorettype::int as ret, p.proretset as setof
    from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
      and p.prorettype <> 'trigger'::regtype order by p.proname`)
  ).rows
  const fns: Fn[] = procs.map((p) => {
    const types = p.alltypes ?? p.intypes
    const modes = p.argmodes ?? types.map(() => 'i')
    const all = types.map((type, i) => ({
      name: p.argnames?.[i] ?? `arg${i}`,
      type,
      mode: modes[i],
    }))
    const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b')
    return {
      name: p.name,
      ret: p.ret,
      setof: p.setof,
      args: inputs.map((a, i) => ({
        name: a.name,
        type: a.type,
        optional: i >= inputs.length - p.ndefaults,
      })),
      table: all.filter((a) => a.mode === 't' || a.mode === 'o'),
    }
  })
  const oids = [
    ...columns.map((c) => c.type),
    ...fns.flatMap((f) => [f.ret, ...f.args.map((a) => a.type), ...f.table.map((a) => a.type)]),
  ]
  const typeRows = (
    await db.query<TypeRef>(
      `
    select t.oid::int as oid, t.typname, t.typtype, t.typelem::int as elem from pg_type t
    where t.oid = any($1) or t.oid in (select typelem from pg_type where oid = any($1))`,
      [oids],
    )
  ).rows
  return { columns, relationships, enums, fns, types: new Map(typeRows.map((t) => [t.oid, t])) }
}

function render(s: Awaited<ReturnType<typeof introspect>>): string {
  const ts = (oid: number): string => {
    const t = s.types.get(oid)
    if (!t) return 'unknown'
    if (t.typtype === 'e') return `Database['public']['Enums']['${t.typname}']`
    // A table's row type, as `returns setof public.some_table` gives.
    if (t.typtype === 'c' && s.columns.some((c) => c.rel === t.typname && /[rp]/.test(c.relkind)))
      return `Database['public']['Tables']['${t.typname}']['Row']`
    if (t.typname.startsWith('_') && t.elem) return `(${ts(t.elem)})[]`
    return SCALARS[t.typname] ?? 'string'
  }
  const obj = (entries: string[]) =>
    entries.length ? `{ ${entries.join('\n')} }` : '{ [_ in never]: never }'
  const rels = [...new Set(s.columns.map((c) => c.rel))]
  const relation = (rel: string) => {
    const cols = s.columns.filter((c) => c.rel === rel)
    const row = cols.map((c) => `${c.name}: ${ts(c.type)}${c.nullable ? ' | null' : ''}`)
    const write = (all: boolean) =>
      cols.map((c) =>
        c.generated
          ? `${c.name}?: never`
          : `${c.name}${all || c.optional ? '?' : ''}: ${ts(c.type)}${c.nullable ? ' | null' : ''}`,
      )
    const fks = s.relationships
      .filter((r) => r.rel === rel)
      .map(
        (r) =>
          `{ foreignKeyName: '${r.name}'; columns: ${JSON.stringify(r.cols)}; isOneToOne: ${r.one}; referencedRelation: '${r.ref}'; referencedColumns: ${JSON.stringify(r.refcols)} }`,
      )
    const isView = cols[0]!.relkind === 'v' || cols[0]!.relkind === 'm'
    return `${rel}: { Row: ${obj(row)}\n${isView ? '' : `Insert: ${obj(write(false))}\nUpdate: ${obj(write(true))}\n`}Relationships: [${fks.join(', ')}] }`
  }
  const tables = rels
    .filter((r) => s.columns.find((c) => c.rel === r)!.relkind.match(/[rp]/))
    .map(relation)
  const views = rels
    .filter((r) => s.columns.find((c) => c.rel === r)!.relkind.match(/[vm]/))
    .map(relation)
  // Postgres does not record whether a function's result columns can be null, so they may be.
  const fns = s.fns.map((f) => {
    const args = f.args.length
      ? obj(f.args.map((a) => `${a.name}${a.optional ? '?' : ''}: ${ts(a.type)}`))
      : 'never'
    const one = f.table.length
      ? obj(f.table.map((c) => `${c.name}: ${ts(c.type)} | null`))
      : ts(f.ret)
    return `${f.name}: { Args: ${args}\nReturns: ${f.setof ? `${one}[]` : one} }`
  })
  const enums = s.enums.map((e) => `${e.name}: ${e.labels.map((l) => `'${l}'`).join(' | ')}`)
  return `// Generated by scripts/db-types.ts from supabase/migrations. Do not edit: run \`npm run db:types\`.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: { Tables: ${obj(tables)}\nViews: ${obj(views)}\nFunctions: ${obj(fns)}\nEnums: ${obj(enums)}\nCompositeTypes: { [_ in never]: never } }
}

type PublicSchema = Database['public']
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T]
`
}

/** Builds the file's text from a freshly prepared in-memory database. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openConnection({})
  try {
    await prepareDatabase(db, { adminEmail: 'types@example.com', adminPassword: 'unused-password' })
    const text = render(await introspect(db))
    return format(text, { ...(await resolveConfig(TYPES_FILE)), plugins: [], filepath: TYPES_FILE })
  } finally {
    await db.close()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const next = await generateDatabaseTypes()
  if (process.argv.includes('--check')) {
    const current = await readFile(TYPES_FILE, 'utf8').catch(() => '')
    if (current !== next) {
      console.error('src/lib/database.types.ts is out of date: run `npm run db:types`.')
      process.exit(1)
    }
    console.log('src/lib/database.types.ts is up to date.')
  } else {
    await writeFile(TYPES_FILE, next)
    console.log('Wrote src/lib/database.types.ts')
  }
}
