/**
 * Reading, signing, listing and removing objects, each as supabase/storage's route and
 * src/storage/object.ts do it: which role runs which statement is theirs, so the project's
 * policies on storage.objects decide the same way locally and hosted.
 */
import type { ServerResponse } from 'node:http'
import {
  deleteObjects,
  findBucket,
  findObject,
  findObjectNames,
  inScope,
  type ObjectRow,
  type StorageScope,
} from './storage-db.ts'
import type { StorageContext } from './storage-context.ts'
import { storageErrors } from './storage-errors.ts'
import { signedUrlPath, validExpiresIn, verifySignedUrl } from './storage-signing.ts'
import { mustBeValidKey } from './storage-upload.ts'

export type ObjectRequest = {
  bucket: string
  name: string
  user: StorageScope
  admin: StorageScope
}

/** GET /object/{bucket}/{name} and /object/authenticated/…: a private bucket's rows via RLS. */
export async function readAuthenticated(ctx: StorageContext, request: ObjectRequest) {
  const { bucket, name, user, admin } = request
  const row = await inScope(ctx.db, admin, (tx) => findBucket(tx, bucket, 'id, public'))
  if (!row) throw storageErrors.noSuchBucket()
  // A public bucket's objects are read as service_role, a private one's as the request's role.
  return mustFind(ctx, row.public ? admin : user, bucket, name)
}

/** GET /object/public/…: only in a public bucket, read as service_role. */
export async function readPublic(ctx: StorageContext, request: Omit<ObjectRequest, 'user'>) {
  const { bucket, name, admin } = request
  const row = await inScope(ctx.db, admin, (tx) => findBucket(tx, bucket, 'id, public', true))
  if (!row) throw storageErrors.noSuchBucket()
  return mustFind(ctx, admin, bucket, name)
}

/** GET /object/sign/…?token=: whoever holds the token, no key needed; the row as service_role. */
export async function readSigned(
  ctx: StorageContext,
  request: Omit<ObjectRequest, 'user'> & { token: string },
) {
  verifySignedUrl(request.token, request.bucket, request.name, ctx.keys.jwtSecret)
  return mustFind(ctx, request.admin, request.bucket, request.name)
}

async function mustFind(ctx: StorageContext, scope: StorageScope, bucket: string, name: string) {
  mustBeValidKey(name)
  const row = await inScope(ctx.db, scope, (tx) =>
    findObject(tx, bucket, name, 'id, version, metadata'),
  )
  if (!row) throw storageErrors.noSuchKey()
  return { bucket, name, row }
}

/**
 * Streams a found object's file with the headers the real server's renderer sets
 * (src/storage/renderer/renderer.ts): the stored type as it is, except that a type naming
 * text/html is served as text/plain; no `nosniff`; `X-Robots-Tag: none`.
 */
export async function sendObject(
  ctx: StorageContext,
  res: ServerResponse,
  found: { bucket: string; name: string; row: ObjectRow },
  download: string | null,
) {
  const body = await ctx.files.read(found.bucket, found.name, found.row.version ?? '')
  if (!body) throw storageErrors.noSuchKey()
  const metadata = (found.row.metadata ?? {}) as Record<string, unknown>
  const mimeType = String(metadata.mimetype ?? 'application/octet-stream')
  const headers: Record<string, string> = {
    'Content-Type': mimeType.includes('text/html') ? 'text/plain' : mimeType,
    'X-Robots-Tag': 'none',
    'Content-Length': String(body.length),
    'Cache-Control': String(metadata.cacheControl ?? 'no-cache'),
  }
  if (typeof metadata.eTag === 'string') headers.ETag = metadata.eTag
  if (typeof metadata.lastModified === 'string') {
    headers['Last-Modified'] = new Date(metadata.lastModified).toUTCString()
  }
  if (download !== null) {
    const fileName = download || found.name.split('/').pop() || found.name
    headers['Content-Disposition'] = `attachment; filename=${encodeURIComponent(fileName)};`
  }
  res.writeHead(200, headers)
  res.end(body)
}

/** POST /object/sign/{bucket}/{name}: the row must be visible to the request's role. */
export async function signOne(ctx: StorageContext, request: ObjectRequest, expiresIn: unknown) {
  const seconds = validExpiresIn(expiresIn)
  mustBeValidKey(request.name)
  const row = await inScope(ctx.db, request.user, (tx) =>
    findObject(tx, request.bucket, request.name, 'id'),
  )
  if (!row) throw storageErrors.noSuchKey()
  return { signedURL: signedUrlPath(request.bucket, request.name, seconds, ctx.keys.jwtSecret) }
}

/** POST /object/sign/{bucket} `{expiresIn, paths}`: one entry per path, an error for unseen ones. */
export async function signMany(
  ctx: StorageContext,
  request: Omit<ObjectRequest, 'name'>,
  expiresIn: unknown,
  paths: string[],
) {
  const seconds = validExpiresIn(expiresIn)
  const visible = await inScope(ctx.db, request.user, (tx) =>
    findObjectNames(tx, request.bucket, paths),
  )
  return paths.map((path) =>
    visible.has(path)
      ? {
          error: null,
          path,
          signedURL: signedUrlPath(request.bucket, path, seconds, ctx.keys.jwtSecret),
        }
      : {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        },
  )
}

export type ListBody = {
  prefix: string
  limit?: number
  offset?: number
  search?: string
  sortBy?: { column?: string; order?: string }
}

/** POST /object/list/{bucket}: storage.search as the request's role (searchObjects in pg.ts). */
export async function listObjects(
  ctx: StorageContext,
  request: Omit<ObjectRequest, 'name'>,
  body: ListBody,
) {
  // The prefix is a folder (object.ts searchObjects).
  const prefix =
    body.prefix.length > 0 && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix
  const search = body.search ?? ''
  const { rows } = await inScope(ctx.db, request.user, (tx) =>
    tx.query('select * from storage.search($1,$2,$3,$4,$5,$6,$7,$8)', [
      prefix,
      request.bucket,
      body.limit || 100,
      (prefix + search).split('/').length,
      body.offset || 0,
      search,
      body.sortBy?.column ?? 'name',
      body.sortBy?.order ?? 'asc',
    ]),
  )
  return rows
}

/** Batches of 500 names, as object.ts deleteObjects (each name may mean two S3 keys). */
const DELETE_BATCH = 500

/** DELETE /object/{bucket} `{prefixes}`: what the role's policies let it delete, with its files. */
export async function removeObjects(
  ctx: StorageContext,
  request: Omit<ObjectRequest, 'name'>,
  names: string[],
) {
  const removed: Record<string, unknown>[] = []
  for (let i = 0; i < names.length; i += DELETE_BATCH) {
    const batch = names.slice(i, i + DELETE_BATCH)
    await inScope(ctx.db, request.user, async (tx) => {
      const rows = await deleteObjects(tx, request.bucket, batch)
      for (const row of rows) await ctx.files.remove(request.bucket, row.name, row.version ?? '')
      removed.push(...rows)
    })
  }
  return removed
}
