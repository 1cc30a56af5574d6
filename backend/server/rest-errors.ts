import type { ServerResponse } from 'node:http'
import { DbError, DbUnavailableError } from '../db/connection.ts'
import { HttpError, sendJson } from './http.ts'

/** An error in PostgREST's JSON shape (reference B.5); `errorCode` becomes the body's `code`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message)
  }
}

/** SQLSTATE → HTTP status, as PostgREST maps it; 42501 depends on whether the caller is anon. */
export function statusForSqlState(code: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403
  if (code === '23505' || code === '23503') return 409
  if (code === '42883' || code === '42P01') return 404
  if (code === '25006') return 405
  if (code === '22023') return 401 // e.g. a JWT role that does not exist
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const prefix = code.slice(0, 2)
  if (prefix === '08' || prefix === '53') return 503
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403
  if (code === 'P0001') return 400
  if (['P0', '40', '54', '55', '57', '58', 'XX'].includes(prefix) || code === '42P17') return 500
  return 400
}

/** Converts anything thrown while serving a REST request into a PostgREST-shaped response. */
export function sendRestError(res: ServerResponse, error: unknown, isAnon: boolean): void {
  const restError = toRestError(error, isAnon)
  const headers: Record<string, string> = {
    'Proxy-Status': `PostgREST; error=${restError.errorCode}`,
  }
  if (restError.status === 401) {
    headers['WWW-Authenticate'] = restError.errorCode.startsWith('PGRST3')
      ? `Bearer error="invalid_token", error_description="${restError.message}"`
      : 'Bearer'
  }
  sendJson(
    res,
    restError.status,
    {
      code: restError.errorCode,
      details: restError.details,
      hint: restError.hint,
      message: restError.message,
    },
    headers,
  )
}

function toRestError(error: unknown, isAnon: boolean): RestError {
  if (error instanceof RestError) return error
  if (error instanceof DbError) {
    return new RestError(
      statusForSqlState(error.code, isAnon),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    )
  }
  if (error instanceof DbUnavailableError) {
    // PostgREST's wording; the driver's text names the host and port, so it stays in the log.
    console.error('[backend] database unavailable:', error.message)
    return new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.')
  }
  if (error instanceof HttpError) {
    if (error.errorCode === 'bad_json')
      return new RestError(400, 'PGRST102', 'Empty or invalid json')
    return new RestError(
      error.status,
      error.status === 413 ? 'PGRST413' : 'PGRST102',
      error.message,
    )
  }
  // Never leak internals (stack traces, driver messages) to the client.
  console.error('[backend] unexpected REST error:', error)
  return new RestError(500, 'PGRST000', 'Internal server error')
}
