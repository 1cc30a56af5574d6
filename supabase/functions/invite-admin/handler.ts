// The function's one route: POST {email} with an admin's token invites that address to become an
// admin. The database decides who may invite (create_admin_invitation runs as the caller, so its
// rules on admins apply; the operator's service-role key passes them, as `npm run admin -- invite`
// does for a project's first admin), then GoTrue mails the invite link with the service role.
// Plain fetch and web APIs only: the local backend runs this same handler in Node.

/** Variables without which the function cannot work; a request answers 500 naming the absent. */
export const REQUIRED_ENV = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SITE_URL',
] as const

export const inviteAnswers = {
  signInRequired: 'Sign in as an admin to invite admins.',
  invalidEmail: 'Enter a valid e-mail address.',
  notAdmin: 'Only admins can invite admins.',
  accountExists:
    "An account with this e-mail address already exists. They can be made an admin with 'Make Admin' once they have chosen a new password (for example through 'Forgot password').",
  rateLimited: 'Too many e-mails were sent just now. Try the invitation again in a while.',
  failed: (reason: string) => `The invitation could not be sent: ${reason}`,
} as const

export interface HandlerOptions {
  /** Reads one environment variable (Deno.env.get in production). */
  env: (name: string) => string | undefined
  /** Milliseconds before a call to the database or GoTrue is given up (default 10 s). */
  timeoutMs?: number
}

type Handler = (request: Request) => Promise<Response>

// The browser calls from the site's origin with supabase-js's headers.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers },
  })
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The address to invite, and where its link should land: the `redirect_to` the app sends (its
 * own /auth page; GoTrue keeps it only when it is one of the project's redirect URLs), else
 * SITE_URL's /auth.
 */
async function invitationOf(request: Request): Promise<{ email?: string; redirectTo?: string }> {
  try {
    const body = (await request.json()) as { email?: unknown; redirect_to?: unknown } | null
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
    const redirectTo =
      typeof body?.redirect_to === 'string' && /^https?:\/\/[^\s]+$/.test(body.redirect_to)
        ? body.redirect_to
        : undefined
    return {
      email: email.length <= 255 && EMAIL_PATTERN.test(email) ? email : undefined,
      redirectTo,
    }
  } catch {
    return {}
  }
}

/** A fetch whose network failure is an answer (status 0) rather than an exception. */
async function call(url: string, init: RequestInit, timeoutMs: number) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    const text = await response.text()
    let body: Record<string, unknown> = {}
    try {
      const parsed: unknown = text.trim() ? JSON.parse(text) : {}
      // A scalar answer (an RPC returning one value) is kept as `value`.
      body =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : { value: parsed }
    } catch {
      body = { message: text.replace(/\s+/g, ' ').trim().slice(0, 200) }
    }
    return { status: response.status, body }
  } catch (error) {
    return { status: 0, body: { message: error instanceof Error ? error.message : String(error) } }
  }
}

const messageOf = (body: Record<string, unknown>) =>
  typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : ''

export function createHandler(options: HandlerOptions): Handler {
  const timeoutMs = options.timeoutMs ?? 10_000
  const env = (name: string) => options.env(name)?.trim() || undefined

  return async (request) => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS })
    if (request.method !== 'POST') {
      return json(405, { error: 'Method not allowed: use POST' }, { Allow: 'POST' })
    }
    const missing = REQUIRED_ENV.filter((name) => !env(name))
    if (missing.length) {
      console.error('[invite-admin] configuration:', { missing })
      return json(500, { error: 'The function is not configured', missing })
    }
    const callerToken = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
    if (!callerToken) return json(401, { error: inviteAnswers.signInRequired })
    const { email, redirectTo = `${env('SITE_URL')!.replace(/\/+$/, '')}/auth` } =
      await invitationOf(request)
    if (!email) return json(400, { error: inviteAnswers.invalidEmail })

    const api = env('SUPABASE_URL')!.replace(/\/+$/, '')
    // As the caller: the database checks that they are an admin and records the invitation.
    const recorded = await call(
      `${api}/rest/v1/rpc/create_admin_invitation`,
      {
        method: 'POST',
        headers: {
          apikey: env('SUPABASE_ANON_KEY')!,
          Authorization: `Bearer ${callerToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ email }),
      },
      timeoutMs,
    )
    if (recorded.status === 401) return json(401, { error: inviteAnswers.signInRequired })
    if (recorded.body.code === '42501') return json(403, { error: inviteAnswers.notAdmin })
    if (recorded.body.code === 'P0001') return json(409, { error: messageOf(recorded.body) })
    if (recorded.body.code === '22023') return json(400, { error: inviteAnswers.invalidEmail })
    if (recorded.status !== 200) {
      console.error('[invite-admin] recording failed:', recorded.status, recorded.body)
      return json(502, { error: inviteAnswers.failed(messageOf(recorded.body) || 'no answer') })
    }

    const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY')!
    const invited = await call(
      `${api}/auth/v1/invite?redirect_to=${encodeURIComponent(redirectTo)}`,
      {
        method: 'POST',
        headers: {
          apikey: serviceKey,
          Authorization: `Bearer ${serviceKey}`,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({ email }),
      },
      timeoutMs,
    )
    if (invited.status === 200) {
      // The database deleted an unconfirmed sign-up with this address, and its password with it.
      return json(200, {
        email,
        expires_at: recorded.body.expires_at,
        removed_unconfirmed_account: recorded.body.removed_unconfirmed_account === true,
      })
    }
    if (invited.body.code === 'email_exists')
      return json(409, { error: inviteAnswers.accountExists })
    if (invited.status === 429) return json(429, { error: inviteAnswers.rateLimited })
    console.error('[invite-admin] GoTrue refused the invitation:', invited.status, invited.body)
    return json(502, { error: inviteAnswers.failed(messageOf(invited.body) || 'no answer') })
  }
}
