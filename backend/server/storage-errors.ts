import type { ServerResponse } from 'node:http'
import { DbError, DbUnavailableError } from '../db/connection.ts'
import { HttpError, sendJson } from './http.ts'

/**
 * A Storage API error as supabase/storage renders it (src/internal/errors/codes.ts and
 * storage-error.ts): the body carries the error's own status as a string; the HTTP status is 400
 * for every error below 500 (src/http/error-handler.ts), unless a route sets another.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The body's `error` field; the code when the real server gives no older name. */
    readonly error: string = code,
    readonly httpStatus: number = statusCode >= 500 ? 500 : 400,
  ) {
    super(message)
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  accessDenied: (message: string) =>
    new StorageError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidParameter: (name: string) =>
    new StorageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided', 'InvalidRequest'),
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found', 404),
}

/** SQLSTATE → Storage error, as src/storage/database/errors.ts (DBError.fromDBError) maps them. */
function fromDbError(error: DbError): StorageError {
  switch (error.code) {
    case '42501':
      return storageErrors.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      )
    case '23505':
      return new StorageError(
        409,
        'ResourceAlreadyExists',
        'The resource already exists',
        'Duplicate',
      )
    case '22P02':
      return new StorageError(400, 'InvalidParameter', error.message)
    case '57014':
      return new StorageError(
        544,
        'DatabaseTimeout',
        'The connection to the database timed out',
        'DatabaseTimeout',
        544,
      )
    default:
      return new StorageError(500, 'DatabaseError', `database error, code: ${error.code}`)
  }
}

export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  if (error instanceof DbError) return fromDbError(error)
  if (error instanceof HttpError) {
    if (error.status === 413) return storageErrors.entityTooLarge()
    return storageErrors.invalidRequest(error.message)
  }
  if (error instanceof DbUnavailableError) {
    return new StorageError(500, 'DatabaseError', 'database error, code: unavailable')
  }
  console.error('[backend] storage request failed:', error)
  return new StorageError(500, 'InternalError', 'Internal Server Error', 'Internal')
}

/** Sends `{statusCode, code, error, message}`, the body supabase-js turns into StorageApiError. */
export function sendStorageError(res: ServerResponse, error: unknown): void {
  const e = toStorageError(error)
  if (res.headersSent) return void res.end()
  sendJson(res, e.httpStatus, {
    statusCode: String(e.statusCode),
    code: e.code,
    error: e.error,
    message: e.message,
  })
}
