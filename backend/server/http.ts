import type { IncomingMessage, ServerResponse } from 'node:http'

/** ~1 MB, like a typical gateway limit; larger bodies get 413 before any parsing. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/**
 * An error with a status that a route family turns into its own envelope. Not named `code`:
 * the DB boundary takes any error with a string `code` thrown in a transaction for a Postgres one.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message)
  }
}

export type RequestContext = {
  req: IncomingMessage
  res: ServerResponse
  method: string
  url: URL
  /** Path below the route family's prefix, e.g. `/token` for `/auth/v1/token`. */
  path: string
}

/** A URL path segment decoded; bad percent-encoding (`%zz`) stays as sent, matching nothing. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/** The socket's peer address, without the IPv4-in-IPv6 prefix (`::ffff:127.0.0.1`). */
export function clientAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '')
}

/**
 * The headers the API hands to SQL, as they arrive there behind the hosted gateway: without
 * cookies, with the client's address in x-real-ip and appended to x-forwarded-for (as Kong
 * does), and without a cf-connecting-ip the client made up (Cloudflare overwrites it hosted;
 * there is no Cloudflare here). So a client cannot choose the address the database sees.
 */
export function gatewayHeaders(
  req: IncomingMessage,
): Record<string, string | string[] | undefined> {
  const headers = { ...req.headers }
  delete headers.cookie
  delete headers['cf-connecting-ip']
  const address = clientAddress(req)
  const forwarded = header(req, 'x-forwarded-for')
  return {
    ...headers,
    'x-real-ip': address,
    'x-forwarded-for': forwarded ? `${forwarded}, ${address}` : address,
  }
}

/** Deeper JSON than this is refused: parsing it is fine, but stringifying it overflows the stack. */
export const JSON_DEPTH_LIMIT = 64

/** Reads the whole body as text, refusing more than the limit (413). */
export async function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8')
}

/** Reads the whole body, refusing more than the limit (413): Storage uploads are binary. */
export async function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(header(req, 'content-length') ?? 0)
  if (declared > limit) throw tooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > limit) throw tooLarge(limit)
      chunks.push(chunk as Buffer)
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    // The client went away mid-body ('aborted', ECONNRESET): nobody is left to answer, and
    // it is not a server fault, so it must not be logged as one.
    throw new HttpError(400, 'request_aborted', 'The client closed the request')
  }
  return Buffer.concat(chunks)
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, 'request_too_large', `Request body is larger than ${limit} bytes`)
}

/** Whether arrays and objects nest deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '[' || c === '{') {
      if (++depth > limit) return true
    } else if (c === ']' || c === '}') depth--
  }
  return false
}

/** Parses a JSON body; an empty body gives `undefined`. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req)
  if (text.trim() === '') return undefined
  if (nestsDeeperThan(text, JSON_DEPTH_LIMIT)) {
    throw new HttpError(
      400,
      'bad_json',
      `Could not parse request body as JSON: nested deeper than ${JSON_DEPTH_LIMIT} levels`,
    )
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON'
    throw new HttpError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`)
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, {
    ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    ...headers,
  })
  res.end(text)
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, headers)
  res.end()
}

// The union of what Kong, GoTrue and PostgREST expose; supabase-js reads the version header
// (auth error codes) and Content-Range (counts), so a cross-origin app loses both without it.
const EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'Preference-Applied',
  'Proxy-Status',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  // Storage downloads (the others a browser shows anyway).
  'ETag',
  'Content-Disposition',
].join(', ')

const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Accept-Profile, Content-Profile, Prefer, Range, apikey, ' +
  'X-Client-Info, X-Client-IP, X-JWT-AUD, x-use-cookie, X-Supabase-Api-Version, x-upsert, ' +
  'Cache-Control, x-metadata'

/** Adds CORS headers; answers a preflight and returns true when the request was one. */
export function handleCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
  if (req.method !== 'OPTIONS') return false
  // Echo what the browser asks for (as Kong's cors plugin does), else the documented list.
  res.setHeader(
    'Access-Control-Allow-Headers',
    header(req, 'access-control-request-headers') ?? ALLOWED_HEADERS,
  )
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader('Access-Control-Max-Age', '3600')
  sendEmpty(res, 200)
  return true
}
