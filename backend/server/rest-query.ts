import { quoteIdent, type Table } from './rest-catalog.ts'
import { RestError } from './rest-errors.ts'

/** Query parameters that are not filters (reference B.1); the gateway reads `apikey`. */
const RESERVED = new Set([
  'apikey',
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'and',
  'or',
])

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
}

const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
}

/** Collects bound parameters; every user value goes through `add`, never into the SQL text. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details)
}

export function unknownColumn(table: Table, column: string): RestError {
  return new RestError(400, '42703', `column ${table.name}.${column} does not exist`, null)
}

export function columnRef(table: Table, column: string): string {
  if (!table.columns.has(column)) throw unknownColumn(table, column)
  return `${quoteIdent(table.name)}.${quoteIdent(column)}`
}

/** `select=*` or `select=a,alias:b,"c d"`; embedding and casts are not supported here. */
export function parseSelect(table: Table, select: string | null): string {
  if (select === null || select === '' || select === '*') return `${quoteIdent(table.name)}.*`
  return splitTopLevel(select)
    .map((item) => {
      if (item === '*') return `${quoteIdent(table.name)}.*`
      if (/[()]|::|->/.test(item)) {
        throw badQuery(
          `"failed to parse select parameter (${select})"`,
          `unsupported item: ${item}`,
        )
      }
      const aliased = /^(?:("?)([^":]+)\1:)?"?([^"]+)"?$/.exec(item)
      if (!aliased) throw badQuery(`"failed to parse select parameter (${select})"`)
      const column = aliased[3]!
      const alias = aliased[2] ?? column
      return `${columnRef(table, column)} as ${quoteIdent(alias)}`
    })
    .join(', ')
}

/** `order=a.desc.nullslast,b` → ORDER BY text. */
export function parseOrder(table: Table, order: string | null): string {
  if (!order) return ''
  const terms = splitTopLevel(order).map((term) => {
    const [column = '', ...modifiers] = term.split('.')
    let sql = columnRef(table, column.replace(/^"|"$/g, ''))
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`
      else if (modifier === 'nullsfirst') sql += ' nulls first'
      else if (modifier === 'nullslast') sql += ' nulls last'
      else throw badQuery(`"failed to parse order (${order})"`, `unexpected "${modifier}"`)
    }
    return sql
  })
  return ` order by ${terms.join(', ')}`
}

export function parseCount(value: string | null, name: 'limit' | 'offset'): number | undefined {
  if (value === null || value === '') return undefined
  if (!/^\d+$/.test(value)) throw badQuery(`"failed to parse ${name} parameter (${value})"`)
  return Number(value)
}

/** Every non-reserved parameter `col=[not.]op.value`, ANDed, as a WHERE clause. */
export function parseFilters(table: Table, query: URLSearchParams, params: Params): string {
  const conditions: string[] = []
  for (const [key, raw] of query) {
    if (key === 'and' || key === 'or') {
      throw badQuery('"and"/"or" filters are not supported by the local backend')
    }
    if (RESERVED.has(key)) continue
    conditions.push(parseFilter(table, key, raw, params))
  }
  return conditions.length ? ` where ${conditions.join(' and ')}` : ''
}

function parseFilter(table: Table, key: string, raw: string, params: Params): string {
  const column = columnRef(table, key)
  const negated = raw.startsWith('not.')
  const expression = negated ? raw.slice(4) : raw
  const dot = expression.indexOf('.')
  const operator = dot < 0 ? expression : expression.slice(0, dot)
  const value = dot < 0 ? '' : expression.slice(dot + 1)
  let sql: string
  if (operator in COMPARISONS) {
    // PostgREST lets `*` stand for `%` in like patterns (URL-friendly).
    const bound = operator.endsWith('like') ? value.replace(/\*/g, '%') : value
    sql = `${column} ${COMPARISONS[operator]} ${params.add(bound)}`
  } else if (operator === 'is') {
    const is = IS_VALUES[value.toLowerCase()]
    if (!is) throw badQuery(`"failed to parse filter (${raw})"`, `unknown is value "${value}"`)
    sql = `${column} is ${is}`
  } else if (operator === 'in') {
    const items = parseList(value, raw)
    sql = items.length ? `${column} in (${items.map((v) => params.add(v)).join(', ')})` : 'false'
  } else {
    throw badQuery(`"failed to parse filter (${raw})"`, `unknown operator "${operator}"`)
  }
  return negated ? `not (${sql})` : sql
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd']; double quotes may hold `,()` with `\"`/`\\` escapes. */
function parseList(value: string, raw: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw badQuery(`"failed to parse filter (${raw})"`, 'an in list must be wrapped in ()')
  }
  const body = value.slice(1, -1)
  if (body === '') return []
  const items: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!
    if (quoted && char === '\\' && i + 1 < body.length) current += body[++i]
    else if (char === '"') quoted = !quoted
    else if (char === ',' && !quoted) {
      items.push(current)
      current = ''
    } else current += char
  }
  items.push(current)
  return items
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (const char of text) {
    if (char === '"') quoted = !quoted
    if (!quoted && char === '(') depth++
    if (!quoted && char === ')') depth--
    if (char === ',' && !quoted && depth === 0) {
      parts.push(current.trim())
      current = ''
    } else current += char
  }
  parts.push(current.trim())
  return parts.filter(Boolean)
}
