import type { Queryable } from '../db/connection.ts'
import { quoteIdent, type Table } from './rest-catalog.ts'
import { RestError } from './rest-errors.ts'
import { Params, parseCount, parseFilters, parseOrder, parseSelect } from './rest-query.ts'
import type { RestRequest, RestResult } from './rest-request.ts'

type Aggregated = { body: string; first: string | null; n: string | number }
const NO_ROWS: Aggregated = { body: '[]', first: null, n: 0 }

/** Wraps a row source so Postgres builds the JSON, as PostgREST does. */
function aggregate(source: string): string {
  return `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r)->0)::text as first,
                 count(*) as n from (${source}) _r`
}

/** Applies the singular Accept header: exactly one row, else PGRST116 (rolling back). */
function shape(rows: Aggregated, singular: boolean): string {
  const n = Number(rows.n)
  if (!singular) return rows.body
  if (n !== 1 || rows.first === null) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${n} rows`,
    )
  }
  return rows.first
}

export async function readRows(
  tx: Queryable,
  table: Table,
  request: RestRequest,
): Promise<RestResult> {
  const query = request.url.searchParams
  const params = new Params()
  const columns = parseSelect(table, query.get('select'))
  const where = parseFilters(table, query, params)
  const limit = parseCount(query.get('limit'), 'limit')
  const offset = parseCount(query.get('offset'), 'offset') ?? 0
  const source =
    `select ${columns} from ${quoteIdent(table.name)}${where}${parseOrder(table, query.get('order'))}` +
    `${limit === undefined ? '' : ` limit ${limit}`} offset ${offset}`
  const { rows } = await tx.query<Aggregated>(aggregate(source), params.values)
  const result = rows[0]!
  let total: number | undefined
  if (request.prefer.has('count=exact')) {
    const counted = await tx.query<{ total: string }>(
      `select count(*) as total from ${quoteIdent(table.name)}${where}`,
      params.values,
    )
    total = Number(counted.rows[0]!.total)
  }
  const n = Number(result.n)
  if (total !== undefined && total > 0 && offset >= total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    )
  }
  const range = `${n > 0 ? `${offset}-${offset + n - 1}` : '*'}/${total ?? '*'}`
  const status = total !== undefined && n < total && !request.singular ? 206 : 200
  return {
    status,
    headers: {
      'Content-Range': range,
      'Content-Location': request.url.pathname + request.url.search,
    },
    body: shape(result, request.singular),
  }
}

/** `returning` list and the Prefer return= choice for a mutation. */
function returning(table: Table, request: RestRequest): { sql: string; wanted: boolean } {
  const wanted = request.prefer.has('return=representation')
  return { sql: wanted ? parseSelect(table, request.url.searchParams.get('select')) : '1', wanted }
}

function mutationResult(
  status: number,
  rows: Aggregated,
  request: RestRequest,
  range: string,
): RestResult {
  if (!request.prefer.has('return=representation')) {
    return { status: status === 201 ? 201 : 204, headers: { 'Content-Range': range } }
  }
  return {
    status,
    headers: { 'Content-Range': range, 'Preference-Applied': 'return=representation' },
    body: shape(rows, request.singular),
  }
}

function bodyColumns(table: Table, request: RestRequest, records: Record<string, unknown>[]) {
  const listed = request.url.searchParams.get('columns')
  const names = listed
    ? listed.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
    : [...new Set(records.flatMap((r) => Object.keys(r)))]
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      )
    }
  }
  return names
}

function asRecords(body: unknown, allowArray: boolean): Record<string, unknown>[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
  if (isRecord(body)) return [body]
  if (allowArray && Array.isArray(body) && body.every(isRecord)) return body
  throw new RestError(400, 'PGRST102', 'Empty or invalid json')
}

export async function insertRows(
  tx: Queryable,
  table: Table,
  request: RestRequest,
): Promise<RestResult> {
  const records = asRecords(request.body, true)
  const names = bodyColumns(table, request, records)
  const ret = returning(table, request)
  const t = quoteIdent(table.name)
  const list = names.map(quoteIdent).join(', ')
  const params = new Params()
  const json = params.add(JSON.stringify(records))
  // json_populate_recordset gives every value the column's own type; values stay bound.
  const insert = names.length
    ? `insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, ${json}::json)`
    : `insert into ${t} select from json_populate_recordset(null::${t}, ${json}::json)`
  const { rows } = await tx.query<Aggregated>(
    `with _m as (${insert} returning ${ret.sql}) ${aggregate('select * from _m')}`,
    params.values,
  )
  const result = rows[0]!
  const total = request.prefer.has('count=exact') ? String(result.n) : '*'
  return mutationResult(201, result, request, `*/${total}`)
}

export async function changeRows(
  tx: Queryable,
  table: Table,
  request: RestRequest,
): Promise<RestResult> {
  const params = new Params()
  const t = quoteIdent(table.name)
  const ret = returning(table, request)
  let statement: string
  if (request.method === 'PATCH') {
    const record = asRecords(request.body, false)[0]!
    const names = bodyColumns(table, request, [record])
    const json = params.add(JSON.stringify(record))
    const where = parseFilters(table, request.url.searchParams, params)
    if (names.length === 0) return mutationResult(200, NO_ROWS, request, '*/*')
    const sets = names.map((n) => `${quoteIdent(n)} = _j.${quoteIdent(n)}`).join(', ')
    statement = `update ${t} set ${sets} from json_populate_record(null::${t}, ${json}::json) _j${where}`
  } else {
    statement = `delete from ${t}${parseFilters(table, request.url.searchParams, params)}`
  }
  const { rows } = await tx.query<Aggregated>(
    `with _m as (${statement} returning ${ret.sql}) ${aggregate('select * from _m')}`,
    params.values,
  )
  const result = rows[0]!
  const n = Number(result.n)
  const range = request.method === 'PATCH' && n > 0 ? `0-${n - 1}/*` : '*/*'
  return mutationResult(200, result, request, range)
}
