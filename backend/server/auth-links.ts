import { createHash } from 'node:crypto'
import type { DbTransaction } from '../db/connection.ts'
import type { AuthContext } from './auth-context.ts'
import { AuthError, sessionJson, type SessionJson } from './auth-shapes.ts'
import { newOtp, type TokenKind, type UserRow } from './auth-store.ts'
import { escapeHtml } from './mail-outbox.ts'

const LINK_LIFETIME_SECONDS = 3600 // [auth.email] otp_expiry
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
  if (!target) return siteUrl
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
  const lastSent = type === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at
  const elapsed = lastSent ? (Date.now() - new Date(lastSent).getTime()) / 1000 : Infinity
  if (elapsed < MAX_FREQUENCY_SECONDS) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${MAX_FREQUENCY_SECONDS} seconds.`,
    )
  }
  const template = TEMPLATES[type]
  const email = user.email ?? ''
  const hash = tokenHash(email, newOtp())
  await auth.store.saveOneTimeToken(tx, user.id, template.kind, hash, email)
  const link =
    `${auth.publicUrl}/auth/v1/verify?token=${hash}&type=${type}` +
    `&redirect_to=${encodeURIComponent(redirect)}`
  auth.outbox.send({ to: email, subject: template.subject, html: template.body(escapeHtml(link)) })
}

/** Consumes a link token: confirms the address and opens a session signed in by `otp`. */
export async function redeemLink(
  auth: AuthContext,
  type: string,
  hash: string,
): Promise<SessionJson | undefined> {
  if (type !== 'signup' && type !== 'recovery' && type !== 'email' && type !== 'magiclink') {
    return undefined
  }
  const kind: TokenKind = type === 'recovery' ? 'recovery_token' : 'confirmation_token'
  return auth.db.transaction(async (tx) => {
    const userId = await auth.store.takeOneTimeToken(tx, kind, hash, LINK_LIFETIME_SECONDS)
    if (!userId) return undefined
    await auth.store.markEmailConfirmed(tx, userId)
    await auth.store.recordSignIn(tx, userId)
    const session = await auth.store.createSession(tx, userId)
    const user = (await auth.store.userById(userId, tx))!
    return sessionJson(auth.tokenOptions('otp'), user, await auth.store.identities(userId, tx), {
      ...session,
      authenticatedAt: new Date(),
    })
  })
}
