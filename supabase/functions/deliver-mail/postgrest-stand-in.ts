// A PostgREST that answers what a test scripts, for the answers the real local backend never
// gives (the cases are listed in handler.test.ts). It keeps no outbox and knows no claim rules:
// those are tested on the real backend in supabase/tests/edge-deliver-mail.test.ts.
import type { ClaimedMail } from '../_shared/mail-outbox.ts'

export interface RpcCall {
  fn: string
  args: Record<string, unknown>
}

export interface PostgrestStandIn {
  url: string
  serviceRoleKey: string
  /** Every call to /rest/v1/rpc/<fn>, in order. */
  calls: RpcCall[]
  /** The answer per function; a function without one answers 204, as a void function does. */
  answers: Record<string, () => Response>
  close(): Promise<void>
}

let alertCount = 0

/** One alert row of claim_outbox_mails, every field filled. */
export function claimedAlert(overrides: Partial<ClaimedMail> = {}): ClaimedMail {
  alertCount++
  return {
    mail_id: alertCount,
    kind: 'alert',
    recipient: null,
    attempts: 1,
    reference: `REF${String(alertCount).padStart(1, '0')}-TEST`,
    submission_id: `00000000-0000-4000-8000-${String(alertCount).padStart(12, '0')}`,
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann.lee@example.com',
    phone: '916 555 0100',
    service: 'lawn-maintenance',
    address: '12 Oak Street, Sacramento',
    message: 'Front and back yard.',
    source_page: '/services/lawn-care',
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    gclid: null,
    submitted_at: '2026-11-26T10:00:00.000Z',
    photo_count: 0,
    visit_window: 'weekday_mornings',
    earliest_visit_date: '2026-12-07',
    digest_id: null,
    details: null,
    sent_by_email: null,
    ...overrides,
  }
}

/** PostgREST's error body: https://docs.postgrest.org/en/stable/references/errors.html */
export function postgrestError(status: number, code: string, message: string, hint?: string) {
  return Response.json({ code, details: null, hint: hint ?? null, message }, { status })
}

export function startPostgrestStandIn(): PostgrestStandIn {
  const serviceRoleKey = 'service-role-key-for-tests'
  const calls: RpcCall[] = []
  const answers: PostgrestStandIn['answers'] = {}
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(new URL(req.url).pathname)?.[1]
    if (!fn || req.method !== 'POST') return postgrestError(404, 'PGRST202', 'Not found')
    const text = await req.text()
    calls.push({ fn, args: JSON.parse(text || '{}') as Record<string, unknown> })
    return answers[fn]?.() ?? new Response(null, { status: 204 })
  })
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    serviceRoleKey,
    calls,
    answers,
    close: () => server.shutdown(),
  }
}
