import type { Queryable } from '../db/connection.ts'

export type Column = { name: string; type: string }
export type Table = { name: string; columns: Map<string, Column> }
export type FunctionArg = { name: string; type: string; hasDefault: boolean }
export type DbFunction = {
  name: string
  args: FunctionArg[]
  returnsSet: boolean
  returnsVoid: boolean
  volatile: boolean
  /**
   * The one TABLE column of a function like `returns table (email text)`. Postgres gives such a
   * function the column's scalar type, but PostgREST still answers rows as objects (`{"email": ...}`).
   */
  singleOutColumn?: string
}

/**
 * What PostgREST calls its schema cache: the tables, views and functions of `public`.
 * Every identifier in a request is checked against it before it reaches SQL.
 */
export type Catalog = {
  tables: Map<string, Table>
  functions: Map<string, DbFunction[]>
  /** Settings made with `alter role ... set` (statement_timeout and the like), per role. */
  roleSettings: Map<string, [name: string, value: string][]>
}

export const API_SCHEMA = 'public'

export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const columns = await db.query<{ table: string; column: string; type: string }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [API_SCHEMA],
  )
  const tables = new Map<string, Table>()
  for (const row of columns.rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: new Map() }
    table.columns.set(row.column, { name: row.column, type: row.type })
    tables.set(row.table, table)
  }

  const procs = await db.query<{
    name: string
    arg_names: string[] | null
    arg_types: string[] | null
    arg_modes: string[] | null
    defaults: number
    returns_set: boolean
    return_type: string
    volatility: string
  }>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t)
              as arg_types,
            p.proargmodes::text[] as arg_modes, p.pronargdefaults as defaults,
            p.proretset as returns_set, format_type(p.prorettype, null) as return_type,
            p.provolatile::text as volatility
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'`,
    [API_SCHEMA],
  )
  const functions = new Map<string, DbFunction[]>()
  for (const row of procs.rows) {
    const types = row.arg_types ?? []
    const names = row.arg_names ?? []
    const modes = row.arg_modes ?? types.map(() => 'i')
    // Only input arguments are callable by name; OUT/TABLE columns are part of the result.
    const inputs = types
      .map((type, i) => ({ name: names[i] ?? '', type, mode: modes[i] ?? 'i' }))
      .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v')
    const outputs = types
      .map((_type, i) => ({ name: names[i] ?? '', mode: modes[i] ?? 'i' }))
      .filter((arg) => arg.mode === 'o' || arg.mode === 't' || arg.mode === 'b')
    const firstDefault = inputs.length - Number(row.defaults)
    const fn: DbFunction = {
      name: row.name,
      args: inputs.map((arg, i) => ({
        name: arg.name,
        type: arg.type,
        hasDefault: i >= firstDefault,
      })),
      returnsSet: row.returns_set,
      returnsVoid: row.return_type === 'void',
      volatile: row.volatility === 'v',
      singleOutColumn: outputs.length === 1 && outputs[0]!.name ? outputs[0]!.name : undefined,
    }
    functions.set(row.name, [...(functions.get(row.name) ?? []), fn])
  }
  return { tables, functions, roleSettings: await loadRoleSettings(db) }
}

/** What PostgREST reads from pg_db_role_setting and applies per request (reference B.3, step 2). */
async function loadRoleSettings(db: Queryable): Promise<Catalog['roleSettings']> {
  const { rows } = await db.query<{ role: string; settings: string[] }>(
    `select r.rolname as role, s.setconfig as settings
       from pg_catalog.pg_db_role_setting s
       join pg_catalog.pg_roles r on r.oid = s.setrole
      where s.setdatabase in (0, (select oid from pg_catalog.pg_database
                                   where datname = current_database()))
        and r.rolname in ('authenticator', 'anon', 'authenticated', 'service_role')
      order by s.setdatabase`,
  )
  const settings: Catalog['roleSettings'] = new Map()
  for (const row of rows) {
    const pairs = row.settings.map((entry) => {
      const at = entry.indexOf('=')
      return [entry.slice(0, at), entry.slice(at + 1)] as [string, string]
    })
    settings.set(row.role, [...(settings.get(row.role) ?? []), ...pairs])
  }
  return settings
}

/**
 * The schema cache. A name it does not know triggers a reload (a migration may have added it),
 * but at most once per `minReloadMs`, so requests for made-up names cannot keep the database
 * busy. A failed load is forgotten, so the next request tries again.
 */
export class CatalogCache {
  private current: Promise<Catalog> | undefined
  private loadedAt = -Infinity
  constructor(
    private readonly db: Queryable,
    private readonly minReloadMs = 3000,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<Catalog> {
    return this.current ?? this.load()
  }

  /** For a name the cache lacks: a fresh catalog, or the current one if it is recent. */
  refresh(): Promise<Catalog> {
    if (this.current && this.now() - this.loadedAt < this.minReloadMs) return this.current
    return this.load()
  }

  private load(): Promise<Catalog> {
    this.loadedAt = this.now()
    const loading = loadCatalog(this.db)
    this.current = loading
    loading.catch(() => {
      if (this.current === loading) this.current = undefined
    })
    return loading
  }
}

/** Double-quotes an identifier; callers pass only names found in the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
