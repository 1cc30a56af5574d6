/**
 * Signed URLs: a JWT over `{url, scope}` (uploads: also `owner` and `upsert`) signed with the
 * project's JWT secret, as supabase/storage's src/storage/object.ts (signObjectUrl,
 * signUploadObjectUrl, verifyObjectSignature) makes them. Errors carry the messages its JWT
 * library (jose) gives.
 */
import { signJwt, verifyJwt, type JwtClaims } from './jwt.ts'
import { storageErrors } from './storage-errors.ts'

const DOWNLOAD_SCOPE = 'download'
const UPLOAD_SCOPE = 'upload'

/**
 * How long a signed upload URL lasts. The server's own default is 60 s
 * (UPLOAD_SIGNED_URL_EXPIRATION_TIME); hosted projects and supabase-js say 2 hours.
 */
export const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60

/** The latest expiry a JWT may carry (src/internal/auth/jwt.ts): the year 9999. */
const MAX_EXPIRY_SECONDS = 253402300799

/** `expiresIn` in seconds, refused like assertValidNumericJWTExpiration does. */
export function validExpiresIn(expiresIn: unknown): number {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) {
    throw storageErrors.invalidParameter('expiresIn')
  }
  const seconds = Math.floor(expiresIn)
  if (seconds < 1 || seconds > MAX_EXPIRY_SECONDS - Math.floor(Date.now() / 1000)) {
    throw storageErrors.invalidParameter('expiresIn')
  }
  return seconds
}

/** The path storage-js appends to `/storage/v1`: `/object/sign/{bucket}/{name}?token=…`. */
export function signedUrlPath(bucket: string, name: string, expiresIn: number, secret: string) {
  const url = `${bucket}/${name}`
  const iat = Math.floor(Date.now() / 1000)
  const token = signJwt({ url, scope: DOWNLOAD_SCOPE, iat, exp: iat + expiresIn }, secret)
  return `/object/sign/${url}?token=${token}`
}

/** The answer to POST /object/upload/sign/{bucket}/{name}: `{url, token}`. */
export function signUploadUrl(
  bucket: string,
  name: string,
  claims: { owner: string | undefined; upsert: boolean },
  secret: string,
) {
  const url = `${bucket}/${name}`
  const iat = Math.floor(Date.now() / 1000)
  const token = signJwt(
    { ...claims, url, scope: UPLOAD_SCOPE, iat, exp: iat + SIGNED_UPLOAD_SECONDS },
    secret,
  )
  return { url: `/object/upload/sign/${url}?token=${token}`, token }
}

/** Checks a download token for this object: signature, scope, path, expiry, in that order. */
export function verifySignedUrl(token: string, bucket: string, name: string, secret: string) {
  verifyScoped(token, DOWNLOAD_SCOPE, bucket, name, secret)
}

/** Checks an upload token for this object as verifySignedUrl does; its owner and upsert. */
export function verifySignedUpload(token: string, bucket: string, name: string, secret: string) {
  const claims = verifyScoped(token, UPLOAD_SCOPE, bucket, name, secret)
  return {
    owner: typeof claims.owner === 'string' ? claims.owner : undefined,
    upsert: claims.upsert === true,
  }
}

// Tokens from before scopes existed have none: only upload tokens carry `upsert`
// (src/internal/auth/jwt.ts isUploadScopedToken, isDownloadScopedToken).
function verifyScoped(token: string, scope: string, bucket: string, name: string, secret: string) {
  const result = verifyJwt(token, secret)
  if (!result.ok) throw storageErrors.invalidJwt(joseMessage(result.reason))
  const claims: JwtClaims = result.claims
  const isUploadToken = 'upsert' in claims
  const isScoped =
    claims.scope === scope ||
    (claims.scope === undefined && isUploadToken === (scope === UPLOAD_SCOPE))
  if (!isScoped) throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`)
  if (claims.url !== `${bucket}/${name}`) throw storageErrors.invalidSignature()
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
    throw storageErrors.expiredSignature()
  }
  return claims
}

/** The message jose gives for each way a token can fail, as the real server passes it on. */
export function joseMessage(reason: string): string {
  switch (reason) {
    case 'expired':
      return '"exp" claim timestamp check failed'
    case 'signature':
      return 'signature verification failed'
    case 'future':
      return '"iat" claim timestamp check failed (in the future)'
    default:
      return 'Invalid Compact JWS'
  }
}
