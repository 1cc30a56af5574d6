import type { Queryable } from '../db/connection.ts'
import { API_SCHEMA, quoteIdent, type CatalogCache, type DbFunction } from './rest-catalog.ts'
import { RestError } from './rest-errors.ts'
import { Params } from './rest-query.ts'
import type { RestRequest, RestResult } from './rest-request.ts'

// `apikey` is the gateway's (B.6), never a function argument.
const RESERVED = new Set(['apikey', 'select', 'order', 'limit', 'offset', 'columns', 'and', 'or'])

/** The overload whose input names cover the given arguments, as PostgREST chooses it. */
function pickOverload(candidates: DbFunction[], given: string[]): DbFunction | undefined {
  return candidates.find(
    (fn) =>
      given.every((name) => fn.args.some((arg) => arg.name === name)) &&
      fn.args.every((arg) => arg.hasDefault || given.includes(arg.name)),
  )
}

function argumentsOf(request: RestRequest): Record<string, unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const args: Record<string, unknown> = {}
    for (const [key, value] of request.url.searchParams) if (!RESERVED.has(key)) args[key] = value
    return args
  }
  const body = request.body ?? {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
  return body as Record<string, unknown>
}

export type FunctionCall = { fn: DbFunction; args: Record<string, unknown> }

/** Picks the function and overload a request names (404 PGRST202 when there is none). */
export async function findFunction(
  cache: CatalogCache,
  name: string,
  request: RestRequest,
): Promise<FunctionCall> {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  }
  const args = argumentsOf(request)
  const given = Object.keys(args)
  const find = async (reload: boolean) =>
    pickOverload((await (reload ? cache.refresh() : cache.get())).functions.get(name) ?? [], given)
  const fn = (await find(false)) ?? (await find(true))
  if (!fn) {
    const signature = given.length ? `(${[...given].sort().join(', ')})` : ' without parameters'
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${API_SCHEMA}.${name}${signature} in the schema cache`,
    )
  }
  if (request.method !== 'POST' && fn.volatile) {
    throw new RestError(
      405,
      '25006',
      'cannot execute a volatile function in a read-only transaction',
    )
  }
  return { fn, args }
}

/** `POST|GET /rpc/fn`: named arguments, scalar/setof results as JSON, void → 204. */
export async function callFunction(
  tx: Queryable,
  { fn, args }: FunctionCall,
  request: RestRequest,
): Promise<RestResult> {
  const given = Object.keys(args)
  const params = new Params()
  const used = fn.args.filter((arg) => given.includes(arg.name))
  // Arguments arrive as one bound JSON record, typed by the function's own parameter types.
  const record = used.length
    ? `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${used
        .map((arg) => `${quoteIdent(arg.name)} ${arg.type}`)
        .join(', ')})`
    : ''
  const from = record ? ` from ${record}` : ''
  const call = `${quoteIdent(API_SCHEMA)}.${quoteIdent(fn.name)}(${used
    .map((arg) => `${quoteIdent(arg.name)} := _a.${quoteIdent(arg.name)}`)
    .join(', ')})`

  if (fn.returnsVoid) {
    await tx.query(`select ${call}${from}`, params.values)
    return { status: 204, headers: {} }
  }
  const value =
    fn.returnsSet && fn.singleOutColumn
      ? `json_build_object(${params.add(fn.singleOutColumn)}::text, _f)`
      : '_f'
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(${value}), '[]')::text as body
         from ${record ? `${record}, lateral ` : ''}${call} _f`
    : `select to_json(${call})::text as body${from}`
  const { rows } = await tx.query<{ body: string | null }>(sql, params.values)
  const row = rows[0]!
  if (request.singular && fn.returnsSet) {
    const list = JSON.parse(row.body ?? '[]') as unknown[]
    if (list.length !== 1) {
      throw new RestError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${list.length} rows`,
      )
    }
    return { status: 200, headers: {}, body: JSON.stringify(list[0]) }
  }
  return { status: 200, headers: { 'Content-Range': '0-0/*' }, body: row.body ?? 'null' }
}
