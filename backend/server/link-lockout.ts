import type { TokenKind } from './auth-store.ts'

/** Wrong codes for one address after which its pending link is invalidated. */
export const MAX_WRONG_CODES = 5
/** Addresses tracked before the oldest counts are forgotten (memory stays bounded). */
const MAX_TRACKED = 10_000

/**
 * Counts wrong codes per address and link kind (POST /verify with `email` and `token`): the fifth
 * deletes the pending link. A local extra: hosted GoTrue has no such lockout, so what keeps a link
 * from being guessed there is its size, `otp_length = 10` digits (33 bits, in the link as
 * SHA-224 of address and code) valid for `otp_expiry = 900` seconds, against 30 verifications
 * per 5 minutes per client address.
 */
export class WrongCodeCounter {
  private readonly counts = new Map<string, number>()

  /** Counts one wrong code; true when it is the one that locks the link. */
  fail(kind: TokenKind, email: string): boolean {
    const key = `${kind} ${email}`
    const count = (this.counts.get(key) ?? 0) + 1
    this.counts.delete(key)
    if (count >= MAX_WRONG_CODES) return true
    if (this.counts.size >= MAX_TRACKED) this.counts.delete(this.counts.keys().next().value!)
    this.counts.set(key, count)
    return false
  }

  /** A new link was sent: its count starts again. */
  reset(kind: TokenKind, email: string): void {
    this.counts.delete(`${kind} ${email}`)
  }
}
