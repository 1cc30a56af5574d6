// GoTrue's Postgres auth hooks (internal/hooks/hookspgfunc, v0hooks): the function named in
// `[auth.hook.*]` runs in a transaction of its own as supabase_auth_admin, with a 2 s statement
// timeout, and its JSON answer, or the error object in it, decides what the request gets.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { DbError, DbUnavailableError } from '../db/connection.ts'
import type { AuthContext } from './auth-context.ts'
import type { FactorRow } from './auth-mfa.ts'
import { AuthError } from './auth-shapes.ts'
import type { UserRow } from './auth-store.ts'
import type { PostgresHook } from './config.ts'
import { clientAddress } from './http.ts'

const HOOK_TIMEOUT_MS = 2000
const DEFAULT_REJECTION = 'Further MFA verification attempts will be rejected.'

/** The event GoTrue sends the MFA verification attempt hook, in its field order. */
export function mfaVerificationAttemptInput(
  req: IncomingMessage,
  user: Pick<UserRow, 'id'>,
  factor: Pick<FactorRow, 'id' | 'factor_type'>,
  valid: boolean,
) {
  return {
    metadata: {
      uuid: randomUUID(),
      time: new Date().toISOString(),
      name: 'mfa-verification',
      ip_address: clientAddress(req),
    },
    user_id: user.id,
    factor_id: factor.id,
    factor_type: factor.factor_type,
    valid,
  }
}

/**
 * Asks `[auth.hook.mfa_verification_attempt]` about a checked code, as GoTrue's verifyTOTPFactor
 * does before it answers a wrong code. A 'reject' signs the user out everywhere and is refused
 * with 403 mfa_verification_rejected; without a hook nothing happens.
 */
export async function checkMfaVerificationAttempt(
  req: IncomingMessage,
  auth: AuthContext,
  user: UserRow,
  factor: FactorRow,
  valid: boolean,
): Promise<void> {
  const hook = auth.config.hooks.mfaVerificationAttempt
  if (!hook) return
  const output = await runPostgresHook(
    auth,
    hook,
    mfaVerificationAttemptInput(req, user, factor, valid),
  )
  if (!isOutput(output))
    throw new AuthError(500, 'unexpected_failure', 'Error unmarshaling JSON output.')
  if (output?.decision !== 'reject') return
  await auth.store.deleteSessions(user.id, 'global')
  throw new AuthError(403, 'mfa_verification_rejected', output.message || DEFAULT_REJECTION)
}

type Output = { decision?: string; message?: string } | null

/** What Go's json.Unmarshal takes into MFAVerificationAttemptOutput without an error. */
function isOutput(value: unknown): value is Output {
  if (value === null) return true
  if (typeof value !== 'object' || Array.isArray(value)) return false
  const { decision, message } = value as Record<string, unknown>
  return [decision, message].every(
    (field) => field === undefined || field === null || typeof field === 'string',
  )
}

/** Runs the hook's function; its answer, or the HTTP error it asked for. */
async function runPostgresHook(
  auth: AuthContext,
  hook: PostgresHook,
  input: unknown,
): Promise<unknown> {
  let output: unknown
  try {
    output = await auth.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'supabase_auth_admin', true),
        set_config('statement_timeout', '${HOOK_TIMEOUT_MS}', true)`)
      const { rows } = await tx.query<{ output: unknown }>(
        `select ${hook.functionName}($1::jsonb) as output`,
        [JSON.stringify(input)],
      )
      return rows[0]?.output ?? null
    })
  } catch (error) {
    if (error instanceof DbUnavailableError || !(error instanceof DbError)) throw error
    console.error(`[backend] auth hook ${hook.uri} failed:`, error.message)
    throw new AuthError(500, 'unexpected_failure', `Error running hook URI: ${hook.uri}`)
  }
  // A hook may answer `{"error": {"http_code": N, "message": "..."}}` (hookserrors.Check).
  const failure = (output as { error?: { http_code?: unknown; message?: unknown } } | null)?.error
  if (failure && typeof failure.message === 'string' && failure.message) {
    const status =
      typeof failure.http_code === 'number' && failure.http_code ? failure.http_code : 500
    throw new AuthError(status, status === 500 ? 'unexpected_failure' : 'unknown', failure.message)
  }
  return output
}
