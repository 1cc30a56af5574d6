import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { isIPv6 } from 'node:net'

/** ~1 MB, like a typical gateway limit; larger bodies get 413 before any parsing. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/**
 * How long and how many connections a client may hold. Without limits a body sent a byte at a
 * time held a connection for minutes (Node's own request timeout is 5 minutes), and any number
 * of such connections could be open at once.
 */
export type ConnectionLimits = {
  /** The whole request, headers and body, must arrive within this; else 408, and it is closed. */
  requestTimeoutMs: number
  /** The headers must arrive within this (a new connection that sends nothing counts too). */
  headersTimeoutMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number
  /** Connections beyond this many are closed as they arrive. */
  maxConnections: number
  /** How often Node looks for requests past their timeout: a timeout may fire this much late. */
  timeoutCheckIntervalMs: number
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  // Far more than a local client needs, and long enough that an event loop stalled for seconds
  // (PGlite runs on it) does not time out requests whose bytes are already waiting.
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 30_000,
  // Node's default; an idle connection frees its place under the cap soon.
  keepAliveTimeoutMs: 5_000,
  // Room for the e2e browsers and the benchmark's 200 parallel visitors, with margin.
  maxConnections: 256,
  timeoutCheckIntervalMs: 1_000,
}

/**
 * Applies the limits to a server before it listens. The check interval is a constructor option
 * only (`createServer({ connectionsCheckingInterval })`); without it a server checks every 30 s.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.requestTimeout = limits.requestTimeoutMs
  server.headersTimeout = limits.headersTimeoutMs
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  server.maxConnections = limits.maxConnections
}

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
 * What a per-client limit counts by: an IPv4 address as it is, an IPv6 address as its /64
 * (`2001:db8:1:2::/64`), as `private.request_client_address()` does in the database. A subscriber
 * is usually given a whole /64 and could take a new address from it for every request. An
 * IPv4-mapped address (`::ffff:1.2.3.4`) is its IPv4 client; anything else is its own key.
 */
export function clientKey(address: string): string {
  if (!isIPv6(address) || address.includes('%')) return address
  // The URL parser writes an IPv6 host canonically, in hex: `::ffff:1.2.3.4` is `::ffff:102:304`.
  const canonical = (ipv6: string) => new URL(`http://[${ipv6}]/`).hostname.slice(1, -1)
  const [head = '', tail] = canonical(address).split('::')
  const hex = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const [start, end] = [hex(head), hex(tail ?? '')]
  const groups = [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end]
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  const network = [...groups.slice(0, 4), 0, 0, 0, 0].map((group) => group.toString(16))
  return `${canonical(network.join(':'))}/64`
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
