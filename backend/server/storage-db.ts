/**
 * The SQL the Storage API runs, statement for statement as supabase/storage's
 * src/storage/database/pg.ts does, each in a transaction scoped to a role by `inScope`.
 */
import type { DbConnection, Queryable } from '../db/connection.ts'
import type { JwtClaims } from './jwt.ts'

/** Whom a transaction runs as: a verified JWT's role and claims. */
export type StorageUser = { jwt: string; claims: JwtClaims }

export type StorageScope = {
  user: StorageUser
  /** The request's headers as JSON, for `request.headers`. */
  headers: string
  method: string
  path: string
  /** The route's operation name (src/http/routes/operations.ts), for `storage.operation()`. */
  operation: string
}

export type BucketRow = {
  id: string
  public?: boolean
  file_size_limit?: number | null
  allowed_mime_types?: string[] | null
}

export type ObjectRow = { id: string; name: string; version: string | null; metadata: unknown }

/** The role switch and settings of src/internal/database/postgres/scope.ts, transaction-local. */
const SCOPE_SQL = `select set_config('role', $1, true),
  set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt', $2, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claims', $4, true),
  set_config('request.headers', $5, true),
  set_config('request.method', $6, true),
  set_config('request.path', $7, true),
  set_config('storage.operation', $8, true),
  set_config('storage.allow_delete_query', 'true', true),
  set_config('search_path', 'storage', true)`

/**
 * Runs `fn` in one transaction as the scope's role, so the project's policies decide. The
 * search path is the one hosted Storage's login role has (`storage`).
 */
export function inScope<T>(
  db: DbConnection,
  scope: StorageScope,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { claims, jwt } = scope.user
    await tx.query(SCOPE_SQL, [
      claims.role ?? 'anon',
      jwt,
      typeof claims.sub === 'string' ? claims.sub : '',
      JSON.stringify(claims),
      scope.headers,
      scope.method,
      scope.path,
      scope.operation,
    ])
    return fn(tx)
  })
}

class Rollback extends Error {}

/** The real server's testPermission: the statement runs as the role, then is rolled back. */
export async function testPermission(
  db: DbConnection,
  scope: StorageScope,
  fn: (tx: Queryable) => Promise<unknown>,
): Promise<void> {
  try {
    await inScope(db, scope, async (tx) => {
      await fn(tx)
      throw new Rollback()
    })
  } catch (error) {
    if (!(error instanceof Rollback)) throw error
  }
}

export async function findBucket(
  tx: Queryable,
  id: string,
  columns: string,
  isPublic?: boolean,
): Promise<BucketRow | undefined> {
  const filter = isPublic === undefined ? '' : ' AND public = $2'
  const params = isPublic === undefined ? [id] : [id, isPublic]
  const { rows } = await tx.query<BucketRow>(
    `SELECT ${columns} FROM storage.buckets WHERE id = $1${filter} LIMIT 1`,
    params,
  )
  return rows[0] && withNumbers(rows[0])
}

export async function findObject(
  tx: Queryable,
  bucket: string,
  name: string,
  columns: string,
  forUpdate = false,
): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `SELECT ${columns} FROM storage.objects WHERE name = $1 AND bucket_id = $2 LIMIT 1${forUpdate ? ' FOR UPDATE' : ''}`,
    [name, bucket],
  )
  return rows[0]
}

export async function findObjectNames(tx: Queryable, bucket: string, names: string[]) {
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM storage.objects WHERE bucket_id = $1 AND name = ANY($2::text[])',
    [bucket, names],
  )
  return new Set(rows.map((r) => r.name))
}

export type NewObject = {
  bucket_id: string
  name: string
  owner?: string
  metadata: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  version: string
}

/** The row's columns as pg.ts's createObject/upsertObject send them (owner only when a uuid). */
function objectColumns(object: NewObject): [string, unknown][] {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
  const columns: [string, unknown][] = [
    ['name', object.name],
    ['owner', object.owner && isUuid.test(object.owner) ? object.owner : undefined],
    ['owner_id', object.owner],
    ['bucket_id', object.bucket_id],
    ['metadata', object.metadata && JSON.stringify(object.metadata)],
    ['user_metadata', object.user_metadata && JSON.stringify(object.user_metadata)],
    ['version', object.version],
  ]
  return columns.filter(([, value]) => value !== undefined)
}

/** A plain insert, without RETURNING: an INSERT policy alone lets a role upload. */
export async function createObject(tx: Queryable, object: NewObject): Promise<void> {
  const columns = objectColumns(object)
  await tx.query(
    `INSERT INTO storage.objects (${columns.map(([c]) => c).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    columns.map(([, v]) => v),
  )
}

/** Insert or overwrite, with RETURNING *: needs INSERT, UPDATE and SELECT policies. */
export async function upsertObject(tx: Queryable, object: NewObject): Promise<{ id: string }> {
  const columns = objectColumns(object)
  const updates = columns
    .filter(([c]) => c !== 'name' && c !== 'bucket_id')
    .map(([c]) => `${c} = EXCLUDED.${c}`)
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO storage.objects (${columns.map(([c]) => c).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (name, bucket_id) DO UPDATE SET ${updates.join(', ')} RETURNING *`,
    columns.map(([, v]) => v),
  )
  return rows[0]!
}

export async function deleteObjects(tx: Queryable, bucket: string, names: string[]) {
  const { rows } = await tx.query<ObjectRow & Record<string, unknown>>(
    'DELETE FROM storage.objects WHERE bucket_id = $1 AND name = ANY($2) RETURNING *',
    [bucket, names],
  )
  return rows
}

export type BucketListOptions = {
  search?: string
  sortColumn?: string
  sortOrder?: string
  limit?: number
  offset?: number
}

export async function listBuckets(tx: Queryable, columns: string, options: BucketListOptions) {
  const params: unknown[] = []
  let sql = `SELECT ${columns} FROM storage.buckets`
  if (options.search) {
    params.push(`%${options.search.replace(/[\\%_]/g, '\\$&')}%`)
    sql += ` WHERE name ILIKE $${params.length}`
  }
  if (options.sortColumn) {
    sql += ` ORDER BY "${options.sortColumn}" ${options.sortOrder === 'desc' ? 'DESC' : 'ASC'}`
  }
  if (options.limit !== undefined) sql += ` LIMIT $${params.push(options.limit)}`
  if (options.offset !== undefined) sql += ` OFFSET $${params.push(options.offset)}`
  const { rows } = await tx.query<BucketRow>(sql, params)
  return rows.map(withNumbers)
}

/** The real server parses int8 as a number; both drivers here give a string. */
function withNumbers<T extends BucketRow>(row: T): T {
  const limit = row.file_size_limit
  return limit === undefined || limit === null ? row : { ...row, file_size_limit: Number(limit) }
}
