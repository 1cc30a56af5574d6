/**
 * The one boundary to Postgres: embedded PGlite or a Postgres server through `pg`.
 * Nothing else in the backend imports either driver. Rows are parsed like node-postgres
 * (int8 and numeric as strings, timestamps as Date, json/jsonb parsed).
 */
import { PGlite, types, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import pg from 'pg'

/** The result of one statement. `rowCount` is the affected rows for DML, else `rows.length`. */
export interface QueryResult<R> {
  rows: R[]
  rowCount: number
  fields: { name: string; dataTypeID: number }[]
}

/** Something that runs one parameterised statement ($1, $2, ...). */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>
}

/** The handle passed to `transaction()`; `exec` runs a script of several statements without parameters. */
export interface DbTransaction extends Queryable {
  exec(sql: string): Promise<void>
}

/** An open database. Queries run as the superuser/owner (RLS applies only after `set local role`). */
export interface DbConnection extends Queryable {
  kind: 'pglite' | 'postgres'
  /** One transaction on one connection (serialised for PGlite); commits if fn resolves, rolls back if it throws. */
  transaction<T>(fn: (tx: DbTransaction) => Promise<T>): Promise<T>
  /** Runs a script of several statements without parameters, outside any transaction. */
  exec(sql: string): Promise<void>
  /** Closes the database; for PGlite this flushes the data directory, so committed data survives. */
  close(): Promise<void>
}

/** What Postgres reports about an error besides its message and SQLSTATE, when it does. */
const ERROR_DETAILS = ['detail', 'hint', 'constraint', 'table', 'column', 'schema'] as const
type ErrorDetails = { [K in (typeof ERROR_DETAILS)[number]]?: string }

/** A Postgres error with its SQLSTATE, the same shape whichever driver raised it. */
export class DbError extends Error implements ErrorDetails {
  code: string
  detail?: string
  hint?: string
  /** Constraint, table, column and schema names when Postgres reports them. */
  constraint?: string
  table?: string
  column?: string
  schema?: string

  constructor(message: string, fields: ErrorDetails & { code: string }) {
    super(message)
    this.name = 'DbError'
    this.code = fields.code
    // Both drivers report a missing detail as an empty string or not at all.
    for (const key of ERROR_DETAILS) this[key] = fields[key] || undefined
  }
}

/** An error as either driver raises it; the fields are there when Postgres sent them. */
type RawPgError = Error & ErrorDetails & { code?: string }

/**
 * The database could not be reached or the connection broke (refused, reset, timed out). The
 * message keeps the driver's text (host and port) for the server log and the CLI; the HTTP
 * layers answer with a fixed text instead.
 */
export class DbUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DbUnavailableError'
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/

// Socket errors `pg` passes on from `net`, and its own connection messages (which carry no code).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])
const CONNECTION_MESSAGE =
  /^(Connection terminated|Connection ended|timeout expired|Client has encountered a connection error|Client was closed)/

/**
 * Turns a driver error into a DbError when it carries a SQLSTATE, or into a DbUnavailableError
 * when the connection failed; anything else (e.g. a route's own error thrown inside a
 * transaction) is rethrown unchanged.
 */
export function toDbError(e: unknown): unknown {
  if (e instanceof DbError || e instanceof DbUnavailableError || !(e instanceof Error)) return e
  const r = e as RawPgError
  if (typeof r.code === 'string' && SQLSTATE.test(r.code)) {
    return new DbError(r.message, { ...r, code: r.code })
  }
  const network = typeof r.code === 'string' && NETWORK_CODES.has(r.code)
  if (network || CONNECTION_MESSAGE.test(e.message)) {
    return new DbUnavailableError(e.message, { cause: e })
  }
  return e
}

async function wrap<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (e) {
    throw toDbError(e)
  }
}

type PgliteRunner = Pick<PGlite | Transaction, 'query' | 'exec'>

function pgliteQueryable(runner: PgliteRunner): DbTransaction {
  return {
    exec: (sql) => wrap(async () => void (await runner.exec(sql))),
    query: <R>(sql: string, params?: unknown[]) =>
      wrap(async () => {
        const r = await runner.query<R>(sql, params)
        const affected = r.affectedRows ?? 0
        return { rows: r.rows, rowCount: affected > 0 ? affected : r.rows.length, fields: r.fields }
      }),
  }
}

type PgliteArtifacts = { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }
let pgliteArtifacts: Promise<PgliteArtifacts | undefined> | undefined

/**
 * Starts compiling PGlite's WebAssembly and reading its file bundle, once per process, so that a
 * caller can overlap them with other work (startBackend: with copying the snapshot) before
 * opening. Undefined when they cannot be read: PGlite then loads them itself.
 */
export function preloadPglite(): Promise<PgliteArtifacts | undefined> {
  pgliteArtifacts ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
    const [wasm, data] = await Promise.all([
      readFile(join(dist, 'pglite.wasm')),
      readFile(join(dist, 'pglite.data')),
    ])
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) }
  })().catch(() => undefined)
  return pgliteArtifacts
}

// Postgres's default 128MB buffer pool costs each start a few hundred ms in WebAssembly (it is
// allocated and zeroed); a local database's working set fits in much less.
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']

/**
 * A Blob that hands PGlite `contents` as they are. PGlite reads a dump with `arrayBuffer()`, and
 * Node 20's own Blob copies the bytes when made and twice more when read: about 0.6 s of CPU for
 * a migrated database's 42 MB.
 */
class BytesBlob extends Blob {
  constructor(private readonly contents: Uint8Array) {
    super()
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.contents
    const whole = byteOffset === 0 && byteLength === buffer.byteLength
    return Promise.resolve(
      (whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer,
    )
  }
}

type PgliteOptions = { dataDir?: string; pgliteDump?: Uint8Array }

async function createPglite(opts: PgliteOptions): Promise<PGlite> {
  return PGlite.create({
    ...(await preloadPglite()),
    dataDir: opts.dataDir,
    loadDataDir: opts.pgliteDump && new BytesBlob(opts.pgliteDump),
    startParams: START_PARAMS,
    extensions: { pgcrypto, pg_trgm },
    // node-postgres returns int8 as a string; do the same so both drivers agree.
    parsers: { [types.INT8]: (v: string) => v },
  })
}

async function openPglite(opts: PgliteOptions): Promise<DbConnection> {
  const db = await createPglite(opts)
  const base = pgliteQueryable(db)
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => wrap(() => db.transaction((tx) => fn(pgliteQueryable(tx)))),
    close: async () => {
      if (!db.closed) await db.close()
    },
  }
}

function pgQueryable(client: pg.Pool | pg.PoolClient): DbTransaction {
  return {
    // Without parameters, node-postgres uses the simple protocol, which accepts several statements.
    exec: (sql) => wrap(async () => void (await client.query(sql))),
    query: <R>(sql: string, params?: unknown[]) =>
      wrap(async () => {
        const r = await client.query(sql, params)
        const rows = r.rows as R[]
        const rowCount = r.command === 'SELECT' ? rows.length : (r.rowCount ?? rows.length)
        return {
          rows,
          rowCount,
          fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        }
      }),
  }
}

function openPostgres(databaseUrl: string): DbConnection {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const base = pgQueryable(pool)
  let closed = false
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    transaction: async (fn) => {
      const client = await wrap(() => pool.connect())
      try {
        await wrap(() => client.query('begin'))
        const result = await fn(pgQueryable(client))
        await wrap(() => client.query('commit'))
        return result
      } catch (e) {
        await client.query('rollback').catch(() => {})
        throw toDbError(e)
      } finally {
        client.release()
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/**
 * Opens the database: a Postgres server when `databaseUrl` is given, else PGlite persisted in
 * `dataDir` (in memory when undefined), starting from `pgliteDump` when given (a data directory
 * as `dumpPgliteDataDir` gives it) instead of running initdb. Call `prepareDatabase` next.
 */
export async function openConnection(opts: {
  dataDir?: string
  databaseUrl?: string
  pgliteDump?: Uint8Array
}): Promise<DbConnection> {
  if (opts.databaseUrl) {
    const db = openPostgres(opts.databaseUrl)
    try {
      await db.query('select 1') // fail fast on a wrong URL
    } catch (e) {
      await db.close()
      throw e
    }
    return db
  }
  return openPglite(opts)
}

/**
 * The PGlite data directory `dataDir` as one tarball (PGlite's `dumpDataDir`), which
 * `openConnection({ pgliteDump })` opens in memory.
 */
export async function dumpPgliteDataDir(dataDir: string): Promise<Uint8Array> {
  const db = await createPglite({ dataDir })
  try {
    return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
  } finally {
    await db.close()
  }
}
