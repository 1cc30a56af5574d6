/**
 * `npm run admin -- invite EMAIL`: the operator invites an admin, a new project's first one
 * included. `grant` cannot make a first admin: the database gives the role only to an account
 * whose password its owner chose through a link mailed to the address. So this calls the
 * invite-admin Edge Function with the project's service-role key, as an admin's browser does
 * with their session: the database records the invitation (with no inviting admin, removing an
 * unconfirmed sign-up with the address) and GoTrue mails the invite link. The invitee chooses
 * their password through it and is an admin from then on.
 */
import { isLoopbackHost } from '../../backend/server/host-check.ts'
import { apiKey, DEFAULT_JWT_SECRET } from '../../backend/server/jwt.ts'
import { Refusal } from './admin-refusal.ts'

export interface InviteOptions {
  /** The project's API: the local backend, or https://<project-ref>.supabase.co. */
  apiUrl: string
  /** SUPABASE_SERVICE_ROLE_KEY; without it, the local backend's key (loopback URLs only). */
  serviceRoleKey?: string
  /** The site whose /auth the link opens (--site-url, SITE_URL); else the function's SITE_URL. */
  siteUrl?: string
}

type Output = { log: (line: string) => void }

/** The function's answer to a sent invitation (supabase/functions/invite-admin/handler.ts). */
interface SentInvitation {
  email: string
  expires_at: string
  removed_unconfirmed_account: boolean
}

/** The key to call with: the operator's, else the CLI's local one for a local backend only. */
function serviceRoleKeyFor(options: InviteOptions): string {
  const key = options.serviceRoleKey?.trim()
  if (key?.startsWith('sb_')) {
    // The new API keys are not JWTs, and the function's verify_jwt wants one.
    throw new Refusal(
      "SUPABASE_SERVICE_ROLE_KEY holds a new-style key (sb_…), which is not a JWT. Use the project's legacy service_role key (dashboard: Project Settings → API Keys → Legacy API keys), which starts with eyJ.",
    )
  }
  if (key) return key
  if (isLoopbackHost(new URL(options.apiUrl).hostname)) {
    return apiKey('service_role', DEFAULT_JWT_SECRET)
  }
  throw new Refusal(
    `Set SUPABASE_SERVICE_ROLE_KEY to the service_role key of the project at ${options.apiUrl} (dashboard: Project Settings → API Keys).`,
  )
}

/** Where the link lands: the site's /auth, the page that reads invite links. */
function redirectOf(siteUrl: string | undefined): string | undefined {
  const site = siteUrl?.trim().replace(/\/+$/, '')
  if (!site) return undefined
  if (!/^https?:\/\/[^\s/]+/.test(site)) {
    throw new Refusal(`The site URL must start with https:// (or http://), not ${siteUrl}.`)
  }
  return `${site}/auth`
}

/** Why the call failed, in the operator's terms, with what to do about it. */
function refusalOf(status: number, body: Record<string, unknown>, apiUrl: string): Refusal {
  const said =
    typeof body.error === 'string'
      ? body.error
      : typeof body.message === 'string'
        ? body.message
        : typeof body.msg === 'string'
          ? body.msg
          : ''
  if (status === 404) {
    return new Refusal(
      `The invite-admin function is not deployed at ${apiUrl}: npx supabase functions deploy invite-admin (docs/deploy.md, Admin invitations).`,
    )
  }
  if (status === 401) {
    return new Refusal(
      `The API at ${apiUrl} refused the key (${said || 'no reason given'}): SUPABASE_SERVICE_ROLE_KEY must be that project's service_role key.`,
    )
  }
  if (status === 403) {
    return new Refusal(
      `${said} The database does not take the service role's invitations yet: push the migrations first (npx supabase db push).`,
    )
  }
  if (status === 500 && Array.isArray(body.missing)) {
    return new Refusal(
      `The invite-admin function is not configured: ${body.missing.join(', ')} missing (npx supabase secrets set …, docs/deploy.md).`,
    )
  }
  // The database's and GoTrue's refusals (an admin already, a confirmed account, the e-mail
  // rate limit) come as the function words them.
  return new Refusal(said || `The API at ${apiUrl} answered ${status}.`)
}

export async function inviteAdmin(email: string, options: InviteOptions, out: Output) {
  const key = serviceRoleKeyFor(options)
  const redirectTo = redirectOf(options.siteUrl)
  let response: Response
  try {
    response = await fetch(`${options.apiUrl}/functions/v1/invite-admin`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(redirectTo ? { email, redirect_to: redirectTo } : { email }),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Refusal(
      `Could not reach ${options.apiUrl} (${reason}). Start the local backend (npm run backend), or give the project's --api-url.`,
    )
  }
  const body = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>
  if (!response.ok) throw refusalOf(response.status, body, options.apiUrl)
  const sent = body as unknown as SentInvitation
  out.log(
    `Invitation sent to ${sent.email} (${options.apiUrl}); its link expires ${sent.expires_at}.`,
  )
  if (sent.removed_unconfirmed_account) {
    out.log(
      "An unconfirmed sign-up with this address was removed, so only the invitation's link can set its password.",
    )
  }
  out.log(
    'They choose their password through the link in that e-mail and are an admin from then on; /admin then sets up their authenticator app.',
  )
}
