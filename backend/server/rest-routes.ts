import type { DbConnection, Queryable } from '../db/connection.ts'
import { bearerToken, restClaims, type Keys } from './gateway.ts'
import {
  decodePathSegment,
  gatewayHeaders,
  header,
  readJson,
  sendEmpty,
  type RequestContext,
} from './http.ts'
import type { JwtClaims } from './jwt.ts'
import type { Catalog, CatalogCache, Table } from './rest-catalog.ts'
import { RestError, sendRestError } from './rest-errors.ts'
import { callFunction, findFunction, type FunctionCall } from './rest-rpc.ts'
import type { RestRequest, RestResult } from './rest-request.ts'
import { changeRows, insertRows, readRows } from './rest-tables.ts'

export type RestContext = {
  db: DbConnection
  keys: Keys
  catalog: CatalogCache
  /** Called after a write request commits (the alert sender delivers new alerts at once). */
  afterWrite?: () => void
}

export async function handleRest(ctx: RequestContext, rest: RestContext): Promise<void> {
  let claims: JwtClaims = { role: 'anon' }
  try {
    claims = restClaims(bearerToken(ctx.req, ctx.url, rest.keys), rest.keys.jwtSecret)
    const profile = header(ctx.req, 'accept-profile') ?? header(ctx.req, 'content-profile')
    if (profile && profile !== 'public') {
      throw new RestError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        'Only the following schemas are exposed: public',
      )
    }
    const request: RestRequest = {
      method: ctx.method,
      url: ctx.url,
      prefer: new Set((header(ctx.req, 'prefer') ?? '').split(',').map((p) => p.trim())),
      singular: (header(ctx.req, 'accept') ?? '').includes('application/vnd.pgrst.object+json'),
      body: ctx.method === 'POST' || ctx.method === 'PATCH' ? await readJson(ctx.req) : undefined,
    }
    // Resolved before the transaction: PGlite serialises all work, so a catalog reload
    // inside the transaction would wait for it forever.
    const target = await resolveTarget(rest.catalog, ctx.path, request)
    const { roleSettings } = await rest.catalog.get()
    const result = await rest.db.transaction(async (tx) => {
      if (ctx.method === 'GET' || ctx.method === 'HEAD') await tx.query('set transaction read only')
      await applyRequestSettings(tx, ctx, claims, roleSettings)
      return execute(tx, target, request)
    })
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') rest.afterWrite?.()
    const headers = { ...result.headers }
    if (result.body !== undefined && ctx.method !== 'HEAD') {
      headers['Content-Type'] = request.singular
        ? 'application/vnd.pgrst.object+json; charset=utf-8'
        : 'application/json; charset=utf-8'
      ctx.res.writeHead(result.status, headers)
      ctx.res.end(result.body)
    } else {
      sendEmpty(ctx.res, result.status, headers)
    }
  } catch (error) {
    sendRestError(ctx.res, error, claims.role === 'anon')
  }
}

/** PostgREST's per-request settings (reference B.3): role switch, claims, request info. */
async function applyRequestSettings(
  tx: Queryable,
  ctx: RequestContext,
  claims: JwtClaims,
  roleSettings: Catalog['roleSettings'],
) {
  const headers = gatewayHeaders(ctx.req)
  // The login role's settings hold for its session; the request role's are applied per request.
  const settings = [
    ...(roleSettings.get('authenticator') ?? []),
    ...(roleSettings.get(claims.role ?? 'anon') ?? []),
  ]
  const params: unknown[] = [
    claims.role,
    JSON.stringify(claims),
    ctx.method,
    ctx.path,
    JSON.stringify(headers),
  ]
  const roleSettingCalls = settings.map(([name, value]) => {
    params.push(name, value)
    return `, set_config($${params.length - 1}, $${params.length}, true)`
  })
  await tx.query(
    `select set_config('search_path', 'public, extensions', true)${roleSettingCalls.join('')},
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true)`,
    params,
  )
}

type Target = { kind: 'table'; table: Table } | { kind: 'rpc'; call: FunctionCall }

async function resolveTarget(
  cache: CatalogCache,
  path: string,
  request: RestRequest,
): Promise<Target> {
  const rpc = /^\/rpc\/([^/]+)$/.exec(path)
  if (rpc)
    return { kind: 'rpc', call: await findFunction(cache, decodePathSegment(rpc[1]!), request) }
  const tableMatch = /^\/([^/]+)$/.exec(path)
  if (!tableMatch) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
  const name = decodePathSegment(tableMatch[1]!)
  const table = (await cache.get()).tables.get(name) ?? (await cache.refresh()).tables.get(name)
  if (!table) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${name}' in the schema cache`,
    )
  }
  return { kind: 'table', table }
}

function execute(tx: Queryable, target: Target, request: RestRequest): Promise<RestResult> {
  if (target.kind === 'rpc') return callFunction(tx, target.call, request)
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return readRows(tx, target.table, request)
    case 'POST':
      return insertRows(tx, target.table, request)
    case 'PATCH':
    case 'DELETE':
      return changeRows(tx, target.table, request)
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  }
}
