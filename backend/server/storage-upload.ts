/**
 * Uploads, as supabase/storage's src/storage/uploader.ts and object.ts (uploadFromRequest) run
 * them: the bucket's limits (read as service_role), the body's type and size, then an INSERT
 * (or upsert) as the request's role that is rolled back, then the file, then the row as
 * service_role. The request's policies decide at the rolled-back statement. A signed upload URL
 * is checked that way when it is signed; its upload later runs as service_role.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { DbError } from '../db/connection.ts'
import { header, HttpError, readBodyBytes } from './http.ts'
import {
  createObject,
  findBucket,
  findObject,
  inScope,
  testPermission,
  upsertObject,
  type NewObject,
  type StorageScope,
} from './storage-db.ts'
import { storageErrors } from './storage-errors.ts'
import type { StorageContext } from './storage-context.ts'
import { signUploadUrl } from './storage-signing.ts'

type Upload = {
  body: Buffer
  mimeType: string
  cacheControl: string
  userMetadata?: Record<string, unknown>
  /** A multipart file over the limit is refused only after the permission check, as hosted. */
  isTooLarge: boolean
}

// Same characters as src/storage/limits.ts (VALID_OBJECT_KEY): S3-safe ones.
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/
/** Room for the multipart envelope around a file that is exactly at the limit. */
const MULTIPART_OVERHEAD = 64 * 1024

export function mustBeValidKey(name: string): void {
  if (!name || !VALID_KEY.test(name)) throw storageErrors.invalidKey(name)
}

const isEmptyFolder = (name: string) => name.endsWith('.emptyFolderPlaceholder')

/**
 * POST (x-upsert decides) or PUT (always upsert) /object/{bucket}/{name}; a signed upload as
 * service_role with the signer as `owner`.
 */
export async function uploadObject(
  ctx: StorageContext,
  req: IncomingMessage,
  request: {
    bucket: string
    name: string
    isUpsert: boolean
    user: StorageScope
    admin: StorageScope
    owner?: string
  },
): Promise<{ Id: string; Key: string }> {
  const { bucket, name, isUpsert, user, admin } = request
  const limits = await inScope(ctx.db, admin, (tx) =>
    findBucket(tx, bucket, 'id, file_size_limit, allowed_mime_types'),
  )
  if (!limits) throw storageErrors.noSuchBucket()
  const maxSize = isEmptyFolder(name)
    ? 0
    : Math.min(limits.file_size_limit ?? Infinity, ctx.uploadLimit)
  const allowed = isEmptyFolder(name) ? [] : (limits.allowed_mime_types ?? [])
  const upload = await readUpload(req, maxSize, ctx.uploadLimit, allowed)
  mustBeValidKey(name)

  const trial = {
    bucket_id: bucket,
    name,
    owner: request.owner ?? ownerOf(user),
    version: '1',
    metadata: { mimetype: upload.mimeType, contentLength: declaredLength(req) },
    user_metadata: upload.userMetadata,
  }
  await canUpload(ctx, user, trial, isUpsert)
  if (upload.isTooLarge) throw storageErrors.entityTooLarge()

  const version = randomUUID()
  await ctx.files.write(bucket, name, version, upload.body)
  const metadata = {
    eTag: `"${createHash('md5').update(upload.body).digest('hex')}"`,
    size: upload.body.length,
    mimetype: upload.mimeType,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.body.length,
    httpStatusCode: 200,
  }
  let finished
  try {
    finished = await inScope(ctx.db, admin, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${bucket}/${name}`])
      const previous = await findObject(tx, bucket, name, 'id, version, metadata', true)
      const row = await upsertObject(tx, {
        ...trial,
        version,
        metadata,
        user_metadata: { ...upload.userMetadata },
      })
      return { row, previous }
    })
  } catch (error) {
    await ctx.files.remove(bucket, name, version)
    throw error
  }
  const { row, previous } = finished
  if (previous?.version && previous.version !== version) {
    await ctx.files.remove(bucket, name, previous.version)
  }
  return { Id: row.id, Key: `${bucket}/${name}` }
}

/**
 * POST /object/upload/sign/{bucket}/{name}: the policies decide now, on the signer's row with the
 * signing request's own type and length (getSignedUploadURL.ts); the URL's upload is not checked.
 */
export async function signUpload(
  ctx: StorageContext,
  req: IncomingMessage,
  request: { bucket: string; name: string; isUpsert: boolean; user: StorageScope },
) {
  const { bucket, name, isUpsert, user } = request
  const owner = ownerOf(user)
  const metadata = header(req, 'x-metadata')
  await canUpload(
    ctx,
    user,
    {
      bucket_id: bucket,
      name,
      owner,
      version: '1',
      metadata: { mimetype: header(req, 'content-type'), contentLength: declaredLength(req) },
      user_metadata: metadata ? parseBase64Json(metadata) : undefined,
    },
    isUpsert,
  )
  return signUploadUrl(bucket, name, { owner, upsert: isUpsert }, ctx.keys.jwtSecret)
}

/** The rolled-back INSERT (or upsert) as the scope's role: its policies decide (canUpload). */
async function canUpload(
  ctx: StorageContext,
  scope: StorageScope,
  trial: NewObject,
  isUpsert: boolean,
) {
  try {
    await testPermission(ctx.db, scope, (tx) =>
      isUpsert ? upsertObject(tx, trial) : createObject(tx, trial),
    )
  } catch (error) {
    if (error instanceof DbError && error.code === '23505') throw storageErrors.keyAlreadyExists()
    throw error
  }
}

const ownerOf = (scope: StorageScope) =>
  typeof scope.user.claims.sub === 'string' ? scope.user.claims.sub : undefined

function declaredLength(req: IncomingMessage): number | undefined {
  const declared = Number(header(req, 'content-length'))
  return Number.isFinite(declared) ? declared : undefined
}

/** The file of a raw or multipart body (fileUploadFromRequest); type checked before size. */
async function readUpload(
  req: IncomingMessage,
  maxSize: number,
  globalLimit: number,
  allowed: string[],
): Promise<Upload> {
  const contentType = header(req, 'content-type')
  if (contentType?.startsWith('multipart/form-data')) {
    const raw = await readBytes(req, globalLimit + MULTIPART_OVERHEAD)
    // undici parses multipart bodies (Node 20's Response), as busboy does for the real server.
    const form = await new Response(
      raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length) as ArrayBuffer,
      {
        headers: { 'content-type': contentType },
      },
    )
      .formData()
      .catch(() => {
        throw storageErrors.noContent()
      })
    const file = [...form.values()].find((value): value is File => typeof value !== 'string')
    if (!file) throw storageErrors.noContent()
    const field = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : undefined
    }
    const mimeType = field('contentType') || file.type || 'text/plain'
    if (allowed.length > 0) validateMimeType(mimeType, allowed)
    const cacheTime = field('cacheControl')
    const body = Buffer.from(await file.arrayBuffer())
    return {
      body,
      mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseJson(field('metadata') ?? field('userMetadata')),
      isTooLarge: body.length > maxSize,
    }
  }
  const mimeType = contentType || 'application/octet-stream'
  if (allowed.length > 0) validateMimeType(mimeType, allowed)
  const metadata = header(req, 'x-metadata')
  const userMetadata = metadata ? parseBase64Json(metadata) : undefined
  if (Number(header(req, 'content-length') ?? 0) > maxSize) throw storageErrors.entityTooLarge()
  return {
    body: await readBytes(req, maxSize),
    mimeType,
    cacheControl: header(req, 'cache-control') ?? 'no-cache',
    userMetadata,
    isTooLarge: false,
  }
}

async function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  try {
    return await readBodyBytes(req, limit)
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw storageErrors.entityTooLarge()
    throw error
  }
}

const parseBase64Json = (text: string) => parseJson(Buffer.from(text, 'base64').toString('utf8'))

function parseJson(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** `type/sub` must match an allowed `type/sub` or `type/*` (uploader.ts validateMimeType). */
function validateMimeType(mimeType: string, allowed: string[]): void {
  const [type, sub] = mimeType.split('/')
  if (sub === undefined) throw storageErrors.invalidMimeType(mimeType)
  const matches = allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.split('/')
    return allowedType === type && (allowedSub === '*' || allowedSub === sub)
  })
  if (!matches) throw storageErrors.invalidMimeType(mimeType)
}
