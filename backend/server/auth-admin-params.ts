import { AuthError } from './auth-shapes.ts'
import { parseGoDuration } from './go-duration.ts'

// The admin API's request fields, read as GoTrue reads them (internal/api/admin.go).

/** GoTrue's metadata update: keys are merged in, a null value deletes its key. */
export function merged(current: Record<string, unknown> | null, changes: Record<string, unknown>) {
  const result = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete result[key]
    else result[key] = value
  }
  return result
}

/** undefined: no change; null: lift the ban; a date: banned until then. */
export function banParameter(value: unknown): Date | null | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string') throw badJson('ban_duration must be a string')
  if (value === 'none') return null
  let milliseconds: number
  try {
    milliseconds = parseGoDuration(value)
  } catch (error) {
    throw new AuthError(
      400,
      'validation_failed',
      `invalid format for ban duration: ${(error as Error).message}`,
    )
  }
  return milliseconds === 0 ? null : new Date(Date.now() + milliseconds)
}

export function objectParameter(value: unknown, name: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson(`${name} must be an object`)
  return value as Record<string, unknown>
}

export function pageParameter(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback
  if (!/^\d+$/.test(value)) {
    throw new AuthError(
      400,
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    )
  }
  return Number(value)
}

const badJson = (reason: string) =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`)
