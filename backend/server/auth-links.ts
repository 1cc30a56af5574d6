import { createHash } from 'node:crypto'
import { escapeHtml } from '../../supabase/functions/_shared/mail-text.ts'
import type { DbTransaction } from '../db/connection.ts'
import type { AuthContext } from './auth-context.ts'
import { AuthError, sessionJson, type SessionJson } from './auth-shapes.ts'
import { isBanned, newOtp, type TokenKind, type UserRow } from './auth-store.ts'

const MAX_FREQUENCY_SECONDS = 1 // [auth.email] max_frequency

const TEMPLATES = {
  signup: {
    kind: 'confirmation_token',
    subject: 'Confirm your email address',
    body: (link: string) =>
      `<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n` +
      `<p><a href="${link}">Confirm your mail</a></p>\n`,
  },
  recovery: {
    kind: 'recovery_token',
    subject: 'Reset your password',
    body: (link: string) =>
      `<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n` +
      `<p><a href="${link}">Reset Password</a></p>\n`,
  },
  // GoTrue's default invite template (internal/mailer/templatemailer/templatemailer.go).
  invite: {
    kind: 'confirmation_token',
    subject: "You've been invited",
    body: (link: string) =>
      `<h2>You've been invited</h2>\n\n<p>You've been invited to create an account. ` +
      `Follow the link below to accept.</p>\n<p><a href="${link}">Accept the invite</a></p>\n`,
  },
} as const satisfies Record<
  string,
  { kind: TokenKind; subject: string; body: (l: string) => string }
>

export type LinkType = keyof typeof TEMPLATES

/** GoTrue's token hash: hex SHA-224 of e-mail + OTP (reference A.3). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/**
 * GoTrue's redirect rule: site_url's scheme and host (any port on loopback), any loopback IP,
 * or a glob in additional_redirect_urls. Anything else falls back to site_url.
 */
export function allowedRedirect(auth: AuthContext, target: string | null | undefined): string {
  const siteUrl = auth.config.siteUrl
  // Go's url.Parse refuses control characters, so GoTrue falls back here too; a CR or LF would
  // otherwise end up in the verify answer's Location header.
  if (!target || hasControlCharacter(target)) return siteUrl
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return siteUrl
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl
  const site = new URL(siteUrl)
  const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/
  if (loopback.test(url.hostname)) return target
  if (url.protocol === site.protocol && url.hostname === site.hostname) return target
  const matches = auth.config.additionalRedirectUrls.some((glob) => globToRegExp(glob).test(target))
  return matches ? target : siteUrl
}

/** Whether a string holds a C0 control character or DEL (CR and LF among them). */
function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
}

/**
 * The redirect of a link being requested (sign-up, recovery, resend). A target with control
 * characters is refused at once rather than mailed in a link that could not be followed.
 */
export function linkRedirect(auth: AuthContext, url: URL): string {
  const target = url.searchParams.get('redirect_to')
  if (target && hasControlCharacter(target)) {
    throw new AuthError(
      400,
      'validation_failed',
      'redirect_to must not contain control characters (such as CR or LF)',
    )
  }
  return allowedRedirect(auth, target)
}

function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^./]*')
        .replace(/\?/g, '[^./]'),
    )
    .join('.*')
  return new RegExp(`^${pattern}$`)
}

/** Stores a fresh one-time token and mails its link; refuses within max_frequency. */
export async function sendLink(
  auth: AuthContext,
  tx: DbTransaction,
  user: UserRow,
  type: LinkType,
  redirect: string,
): Promise<void> {
  const lastSent = type === 'recovery' ? user.recovery_sent_at : user.confirmation_sent_at
  const elapsed = lastSent ? (Date.now() - new Date(lastSent).getTime()) / 1000 : Infinity
  if (elapsed < MAX_FREQUENCY_SECONDS) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${MAX_FREQUENCY_SECONDS} seconds.`,
    )
  }
  // Project-wide, as hosted: only applied with a custom SMTP server, or when a test asks.
  if (!auth.limiter.allow('emailSent', 'project')) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
  }
  const template = TEMPLATES[type]
  const email = user.email ?? ''
  const hash = tokenHash(email, newOtp(auth.config.otpLength))
  await auth.store.saveOneTimeToken(tx, user.id, template.kind, hash, email, type === 'invite')
  auth.wrongCodes.reset(template.kind, email)
  const link =
    `${auth.publicUrl}/auth/v1/verify?token=${hash}&type=${type}` +
    `&redirect_to=${encodeURIComponent(redirect)}`
  // Escaped as GoTrue's mails are, so the link carries `&amp;`.
  auth.outbox.send({ to: email, subject: template.subject, html: template.body(escapeHtml(link)) })
}

function tokenKind(type: string): TokenKind | undefined {
  if (type === 'recovery') return 'recovery_token'
  if (type === 'signup' || type === 'email' || type === 'magiclink' || type === 'invite') {
    return 'confirmation_token'
  }
  return undefined
}

/** GoTrue refuses a banned user's links and codes (verify.go), before looking at the code. */
const userBanned = () => new AuthError(403, 'user_banned', 'User is banned')

/**
 * POST /verify with `email` and `token` (the code of `otp_length` digits). Its length and
 * `otp_expiry` make guessing infeasible, as on hosted GoTrue; this backend also deletes the
 * pending link at the fifth wrong code for an address (link-lockout.ts).
 */
export async function redeemCode(
  auth: AuthContext,
  type: string,
  email: string,
  code: string,
): Promise<SessionJson | undefined> {
  const owner = await auth.store.userByEmail(email)
  if (owner && isBanned(owner)) throw userBanned()
  const session = await redeemLink(auth, type, tokenHash(email, code))
  const kind = tokenKind(type)
  if (session || !kind) return session
  if (auth.wrongCodes.fail(kind, email)) {
    const user = await auth.store.userByEmail(email)
    if (user) await auth.store.deleteOneTimeToken(user.id, kind)
  }
  return undefined
}

/**
 * Consumes a link token younger than `otp_expiry`: confirms the address and opens a session
 * signed in by `otp`. A banned user's token is refused and kept, as GoTrue's transaction rolls back.
 */
export async function redeemLink(
  auth: AuthContext,
  type: string,
  hash: string,
): Promise<SessionJson | undefined> {
  const kind = tokenKind(type)
  if (!kind) return undefined
  return auth.db.transaction(async (tx) => {
    const userId = await auth.store.takeOneTimeToken(tx, kind, hash, auth.config.otpExpiry)
    if (!userId) return undefined
    if (isBanned((await auth.store.userById(userId, tx))!)) throw userBanned()
    await auth.store.markEmailConfirmed(tx, userId)
    await auth.store.recordSignIn(tx, userId)
    const session = await auth.store.createSession(tx, userId, 'otp')
    const user = (await auth.store.userById(userId, tx))!
    return sessionJson(auth.tokenOptions('otp'), user, await auth.store.identities(userId, tx), {
      ...session,
      authenticatedAt: new Date(),
    })
  })
}
