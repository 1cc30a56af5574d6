// The function's one route: POST delivers every due mail of the outbox and answers what happened.
import { deliverDueMails, type DeliveryReport, type MailStore } from '../_shared/mail-outbox.ts'
import { createEmailApiSender, fromAddress } from './email-api.ts'
import { createRestStore } from './rest-store.ts'

/**
 * Variables without which the function cannot work; a request answers 500 naming the absent
 * (after ALERT_CRON_SECRET, which is required too and checked before anything else).
 */
export const REQUIRED_ENV = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'ALERT_EMAIL_API_KEY',
  'ALERT_EMAIL_FROM',
  'OFFICE_EMAIL_FROM',
  'SITE_URL',
] as const

export interface HandlerOptions {
  /** Reads one environment variable (Deno.env.get in production). */
  env: (name: string) => string | undefined
  /** Mails claimed at once (default 10); the claim's lease grows with it (claimLeaseSeconds). */
  batchSize?: number
  /** Batches one request delivers at most, while each comes back full (default 5). */
  maxRounds?: number
}

type Handler = (request: Request) => Promise<Response>

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/** Compares in time independent of where the strings differ (a secret is not guessed by timing). */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let difference = a.length ^ b.length
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ b[i]!
  return difference === 0
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export function createHandler(options: HandlerOptions): Handler {
  const batchSize = options.batchSize ?? 10
  const maxRounds = options.maxRounds ?? 5
  const env = (name: string) => options.env(name)?.trim() || undefined

  return async (request) => {
    if (request.method !== 'POST') {
      return json(405, { error: 'Method not allowed: use POST' }, { Allow: 'POST' })
    }

    // Without its secret the function cannot tell the cron job from anyone else, so it serves
    // no one: 500, as for any missing setting (the fault is the deployment's, not the caller's
    // credentials), and naming only this variable, since the caller is not known.
    const cronSecret = env('ALERT_CRON_SECRET')
    if (!cronSecret) {
      console.error('[deliver-mail] configuration:', { missing: ['ALERT_CRON_SECRET'] })
      return json(500, { error: 'The function is not configured', missing: ['ALERT_CRON_SECRET'] })
    }
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
    if (!given || !sameSecret(given.trim(), cronSecret)) {
      return json(401, { error: 'Unauthorized' }, { 'WWW-Authenticate': 'Bearer' })
    }

    // Names only, never values: the answer may be read by whoever called.
    const missing = REQUIRED_ENV.filter((name) => !env(name))
    const invalid = (['SUPABASE_URL', 'SITE_URL', 'ALERT_EMAIL_API_URL'] as const).filter(
      (name) => env(name) !== undefined && !isHttpUrl(env(name)!),
    )
    if (missing.length || invalid.length) {
      console.error('[deliver-mail] configuration:', { missing, invalid })
      return json(500, {
        error: 'The function is not configured',
        ...(missing.length ? { missing } : {}),
        ...(invalid.length ? { invalid } : {}),
      })
    }

    const rest = createRestStore({
      supabaseUrl: env('SUPABASE_URL')!,
      serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY')!,
    })
    // Each failure in the function's logs too, not only in the mail's last_error.
    const store: MailStore = {
      ...rest,
      fail: (mailIds, error, retryInSeconds) => {
        console.warn(
          `[deliver-mail] mail ${mailIds.join(', ')} failed, retry in ${retryInSeconds} s:`,
          error,
        )
        return rest.fail(mailIds, error, retryInSeconds)
      },
    }
    const send = createEmailApiSender({
      apiUrl: env('ALERT_EMAIL_API_URL'),
      apiKey: env('ALERT_EMAIL_API_KEY')!,
      from: { alerts: env('ALERT_EMAIL_FROM')!, office: env('OFFICE_EMAIL_FROM')! },
    })
    const total: DeliveryReport = { claimed: 0, delivered: 0, failed: 0 }
    try {
      // A full batch suggests more are due; a failed mail is not due again before its
      // back-off, so the rounds end even when every send fails.
      for (let round = 0; round < maxRounds; round++) {
        const report = await deliverDueMails(store, send, {
          siteUrl: env('SITE_URL')!,
          batchSize,
          // A visit's invitation names the office as its organizer by the address it comes from.
          officeAddress: fromAddress(env('OFFICE_EMAIL_FROM')!),
        })
        total.claimed += report.claimed
        total.delivered += report.delivered
        total.failed += report.failed
        if (report.claimed < batchSize) break
      }
    } catch (error) {
      // Claiming failed (the database API refused or was unreachable); what was already
      // claimed in earlier rounds is in `total`.
      const message = error instanceof Error ? error.message : String(error)
      console.error('[deliver-mail] delivery stopped:', message)
      return json(502, { error: message, ...total })
    }
    return json(200, total)
  }
}
