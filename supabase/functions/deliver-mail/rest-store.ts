// The mail outbox of the database, reached through PostgREST's RPC endpoints as service_role.
// Plain fetch, no client library: POSTs to /rest/v1/rpc/<name>.
import { MAIL_STORE_TIMEOUT_MS, type ClaimedMail, type MailStore } from '../_shared/mail-outbox.ts'

export interface RestStoreOptions {
  /** The project's API origin, e.g. https://abcd.supabase.co (SUPABASE_URL). */
  supabaseUrl: string
  /** SUPABASE_SERVICE_ROLE_KEY: the outbox functions are granted to service_role only. */
  serviceRoleKey: string
  /** Milliseconds before one call is given up (default MAIL_STORE_TIMEOUT_MS, which the claim's lease counts). */
  timeoutMs?: number
}

/** PostgREST's error body: https://docs.postgrest.org/en/stable/references/errors.html */
interface PostgrestError {
  message?: unknown
  code?: unknown
  details?: unknown
  hint?: unknown
}

export class RestCallError extends Error {
  constructor(
    readonly fn: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'RestCallError'
  }
}

/** The text of a failed call: PostgREST's message and code when the body has them. */
function describeFailure(fn: string, status: number, body: string): string {
  let detail = body.replace(/\s+/g, ' ').trim().slice(0, 300)
  try {
    const error = JSON.parse(body) as PostgrestError
    if (typeof error.message === 'string') {
      detail = error.message
      if (typeof error.code === 'string') detail += ` (${error.code})`
      if (typeof error.hint === 'string' && error.hint) detail += `; hint: ${error.hint}`
    }
  } catch {
    // Not JSON (a gateway's HTML page, say): the start of the text says enough.
  }
  return `${fn} failed with HTTP ${status}${detail ? `: ${detail}` : ''}`
}

export function createRestStore(options: RestStoreOptions): MailStore {
  const base = `${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc`
  const timeoutMs = options.timeoutMs ?? MAIL_STORE_TIMEOUT_MS

  async function rpc(fn: string, args: Record<string, unknown>): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${base}/${fn}`, {
        method: 'POST',
        headers: {
          apikey: options.serviceRoleKey,
          Authorization: `Bearer ${options.serviceRoleKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new RestCallError(fn, 0, `${fn} could not reach the database API: ${reason}`)
    }
    const body = await response.text()
    if (!response.ok)
      throw new RestCallError(fn, response.status, describeFailure(fn, response.status, body))
    // A void function answers 204 (or 200 with an empty body, depending on the version).
    if (!body.trim()) return null
    try {
      return JSON.parse(body)
    } catch {
      throw new RestCallError(fn, response.status, `${fn} answered something other than JSON`)
    }
  }

  async function rows(fn: string, args: Record<string, unknown>): Promise<unknown[]> {
    const result = await rpc(fn, args)
    if (!Array.isArray(result)) throw new RestCallError(fn, 200, `${fn} did not answer a list`)
    return result
  }

  return {
    async claim(maxMails, leaseSeconds) {
      return (await rows('claim_outbox_mails', {
        max_mails: maxMails,
        lease_seconds: leaseSeconds,
      })) as ClaimedMail[]
    },
    async recipients() {
      // PostgREST (and the local backend) answers `returns table (email text)` as
      // [{"email": ...}]; a bare string per row, what `returns setof text` gives, is taken too.
      const list = await rows('list_estimate_alert_recipients', {})
      return list
        .map((row) => (typeof row === 'string' ? row : (row as { email?: unknown } | null)?.email))
        .filter((email): email is string => typeof email === 'string' && email !== '')
    },
    async complete(mailIds) {
      await rpc('complete_outbox_mails', { mail_ids: mailIds })
    },
    async fail(mailIds, error, retryInSeconds) {
      await rpc('fail_outbox_mails', {
        mail_ids: mailIds,
        error,
        retry_in_seconds: retryInSeconds,
      })
    },
  }
}
