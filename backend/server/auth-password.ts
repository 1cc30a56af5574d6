import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-shapes.ts'

/** bcrypt cost, as GoTrue uses. */
export const BCRYPT_COST = 10

/** GoTrue's password policy: length only (password_requirements is empty in config.toml). */
export function checkPassword(auth: AuthContext, password: string): void {
  // bcrypt reads at most 72 bytes; GoTrue counts UTF-8 bytes, not characters.
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw new AuthError(400, 'validation_failed', 'Password cannot be longer than 72 characters')
  }
  const min = auth.config.minimumPasswordLength
  if (password.length < min) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
}
