/**
 * `/storage/v1`: the part of supabase/storage's HTTP API that supabase-js's storage client uses
 * for uploads, downloads, signed URLs (signed upload URLs too), listings, removals and bucket
 * reads (src/http/routes/object and bucket). Moves, copies, bucket writes, image transforms, TUS
 * and S3 are not served.
 */
import { API_ROLES, bearerToken } from './gateway.ts'
import {
  decodePathSegment,
  gatewayHeaders,
  header,
  readJson,
  sendJson,
  type RequestContext,
} from './http.ts'
import { verifyJwt } from './jwt.ts'
import type { StorageContext } from './storage-context.ts'
import { findBucket, inScope, listBuckets, type StorageScope } from './storage-db.ts'
import { sendStorageError, StorageError, storageErrors } from './storage-errors.ts'
import {
  listObjects,
  readAuthenticated,
  readPublic,
  readSigned,
  removeObjects,
  sendObject,
  signMany,
  signOne,
  type ListBody,
} from './storage-objects.ts'
import { joseMessage, verifySignedUpload } from './storage-signing.ts'
import { signUpload, uploadObject } from './storage-upload.ts'

const BUCKET_COLUMNS =
  'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types'
const BUCKET_SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at'])

/**
 * Public and signed downloads carry no key: a browser follows such a link as it is. Nor does a
 * signed upload: its token is the whole permission (hosted serves it without the JWT check).
 */
export function isOpenStoragePath(method: string, path: string): boolean {
  const isRead = method === 'GET' || method === 'HEAD'
  if (method === 'PUT' && path.startsWith('/object/upload/sign/')) return true
  return isRead && /^\/object\/(public|sign)\//.test(path)
}

export async function handleStorage(ctx: RequestContext, storage: StorageContext): Promise<void> {
  try {
    await route(ctx, storage)
  } catch (error) {
    sendStorageError(ctx.res, error)
  }
}

async function route(ctx: RequestContext, storage: StorageContext): Promise<void> {
  const { method, path, url, res } = ctx
  const match = (pattern: RegExp) => pattern.exec(path)?.slice(1).map(decodePathSegment)
  const scope = (operation: string) => {
    const base = { headers: JSON.stringify(gatewayHeaders(ctx.req)), method, path, operation }
    return {
      admin: { ...base, user: storage.admin },
      user: () => ({ ...base, user: requestUser(ctx, storage) }),
    }
  }
  let m: string[] | undefined
  if (method === 'GET' && (m = match(/^\/object\/sign\/([^/]+)\/(.+)$/))) {
    const { admin } = scope('storage.object.get_signed')
    const token = url.searchParams.get('token') ?? ''
    const found = await readSigned(storage, { bucket: m[0]!, name: m[1]!, admin, token })
    return sendObject(storage, res, found, url.searchParams.get('download'))
  }
  if (method === 'GET' && (m = match(/^\/object\/public\/([^/]+)\/(.+)$/))) {
    const { admin } = scope('storage.object.get_public')
    const found = await readPublic(storage, { bucket: m[0]!, name: m[1]!, admin })
    return sendObject(storage, res, found, url.searchParams.get('download'))
  }
  if (method === 'GET' && (m = match(/^\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/))) {
    const { admin, user } = scope('storage.object.get_authenticated')
    const request = { bucket: m[0]!, name: m[1]!, admin, user: user() }
    return sendObject(
      storage,
      res,
      await readAuthenticated(storage, request),
      url.searchParams.get('download'),
    )
  }
  if (method === 'POST' && (m = match(/^\/object\/sign\/([^/]+)$/))) {
    const { admin, user } = scope('storage.object.sign_many')
    const body = asObject(await readJson(ctx.req))
    if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
      throw badRequest("body must have required property 'paths'")
    }
    const request = { bucket: m[0]!, admin, user: user() }
    return sendJson(res, 200, await signMany(storage, request, body.expiresIn, body.paths))
  }
  if (method === 'POST' && (m = match(/^\/object\/sign\/([^/]+)\/(.+)$/))) {
    const { admin, user } = scope('storage.object.sign')
    const body = asObject(await readJson(ctx.req))
    const request = { bucket: m[0]!, name: m[1]!, admin, user: user() }
    return sendJson(res, 200, await signOne(storage, request, body.expiresIn))
  }
  if (method === 'POST' && (m = match(/^\/object\/list\/([^/]+)$/))) {
    const { admin, user } = scope('storage.object.list')
    const body = asObject(await readJson(ctx.req))
    if (typeof body.prefix !== 'string')
      throw badRequest("body must have required property 'prefix'")
    const request = { bucket: m[0]!, admin, user: user() }
    return sendJson(res, 200, await listObjects(storage, request, body as ListBody))
  }
  // Before /object/{bucket}/{name}: hosted's router prefers the literal `upload/sign`.
  if (method === 'POST' && (m = match(/^\/object\/upload\/sign\/([^/]+)\/(.+)$/))) {
    const { user } = scope('storage.object.sign_upload_url')
    ctx.req.resume()
    const isUpsert = header(ctx.req, 'x-upsert') === 'true'
    const request = { bucket: m[0]!, name: m[1]!, isUpsert, user: user() }
    return sendJson(res, 200, await signUpload(storage, ctx.req, request))
  }
  if (method === 'PUT' && (m = match(/^\/object\/upload\/sign\/([^/]+)\/(.+)$/))) {
    const { admin } = scope('storage.object.upload_signed')
    const [bucket, name] = [m[0]!, m[1]!]
    const token = url.searchParams.get('token') ?? ''
    const { owner, upsert } = verifySignedUpload(token, bucket, name, storage.keys.jwtSecret)
    const request = { bucket, name, isUpsert: upsert, owner, admin, user: admin }
    const { Key } = await uploadObject(storage, ctx.req, request)
    return sendJson(res, 200, { Key })
  }
  if ((method === 'POST' || method === 'PUT') && (m = match(/^\/object\/([^/]+)\/(.+)$/))) {
    const isPost = method === 'POST'
    const { admin, user } = scope(isPost ? 'storage.object.upload' : 'storage.object.upload_update')
    const isUpsert = !isPost || header(ctx.req, 'x-upsert') === 'true'
    const request = { bucket: m[0]!, name: m[1]!, isUpsert, admin, user: user() }
    return sendJson(res, 200, await uploadObject(storage, ctx.req, request))
  }
  if (method === 'DELETE' && (m = match(/^\/object\/([^/]+)$/))) {
    const { admin, user } = scope('storage.object.delete_many')
    const body = asObject(await readJson(ctx.req))
    const prefixes = body.prefixes
    if (
      !Array.isArray(prefixes) ||
      prefixes.length < 1 ||
      !prefixes.every((p) => typeof p === 'string')
    ) {
      throw badRequest("body must have required property 'prefixes'")
    }
    if (prefixes.length > 1000) {
      throw storageErrors.invalidRequest(
        'Bulk object requests are limited to 1000 objects per request.',
      )
    }
    const request = { bucket: m[0]!, admin, user: user() }
    return sendJson(res, 200, await removeObjects(storage, request, prefixes))
  }
  if (method === 'GET' && /^\/bucket\/?$/.test(path)) {
    return sendJson(res, 200, await readBuckets(ctx, storage, scope('storage.bucket.list').user()))
  }
  if (method === 'GET' && (m = match(/^\/bucket\/([^/]+)$/))) {
    const id = m[0]!
    const bucket = await inScope(storage.db, scope('storage.bucket.get').user(), (tx) =>
      findBucket(tx, id, BUCKET_COLUMNS),
    )
    if (!bucket) throw storageErrors.noSuchBucket()
    return sendJson(res, 200, bucket)
  }
  throw storageErrors.routeNotFound(method, `/storage/v1${path}`)
}

/** GET /bucket: what the role's policies on storage.buckets let it see (getAllBuckets.ts). */
function readBuckets(ctx: RequestContext, storage: StorageContext, user: StorageScope) {
  const query = ctx.url.searchParams
  const number = (name: string) => {
    const value = query.get(name)
    if (value === null) return undefined
    if (!/^\d+$/.test(value)) throw badRequest(`querystring/${name} must be integer`)
    return Number(value)
  }
  const sortColumn = query.get('sortColumn') ?? undefined
  if (sortColumn !== undefined && !BUCKET_SORT_COLUMNS.has(sortColumn)) {
    throw badRequest('querystring/sortColumn must be equal to one of the allowed values')
  }
  const options = {
    search: query.get('search') ?? undefined,
    sortColumn,
    sortOrder: query.get('sortOrder') ?? undefined,
    limit: number('limit'),
    offset: number('offset'),
  }
  return inScope(storage.db, user, (tx) => listBuckets(tx, `${BUCKET_COLUMNS}, type`, options))
}

/** The request's JWT, verified as Storage's jwt plugin does; a bad one is refused (403 shape). */
function requestUser(ctx: RequestContext, storage: StorageContext) {
  const token = bearerToken(ctx.req, ctx.url, storage.keys) ?? ''
  const result = verifyJwt(token, storage.keys.jwtSecret)
  if (!result.ok) throw storageErrors.accessDenied(joseMessage(result.reason))
  const role = result.claims.role ?? 'anon'
  if (!API_ROLES.has(role)) throw storageErrors.accessDenied('Access denied: Invalid role')
  return { jwt: token, claims: { ...result.claims, role } }
}

function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('body must be object')
  }
  return body as Record<string, unknown>
}

function badRequest(message: string): StorageError {
  return new StorageError(400, 'InvalidRequest', message, 'Bad Request')
}
