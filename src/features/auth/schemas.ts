import '@/lib/zod-config'
import { z } from 'zod/mini'

// zod/mini: the same checks as zod's chained API in a fraction of the sign-in form's bytes.

// Spec section 5: the same rules for sign-in and sign-up.
export const emailSchema = z.email('Please enter a valid email address')
/**
 * As `minimum_password_length` in supabase/config.toml, which the auth server enforces
 * (backend/tests/config.test.ts keeps the two equal).
 */
export const MINIMUM_PASSWORD_LENGTH = 6
export const passwordSchema = z
  .string()
  .check(
    z.minLength(
      MINIMUM_PASSWORD_LENGTH,
      `Password must be at least ${MINIMUM_PASSWORD_LENGTH} characters`,
    ),
  )

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema })
export type Credentials = z.infer<typeof credentialsSchema>

export const passwordResetRequestSchema = z.object({ email: emailSchema })
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  )
export type NewPassword = z.infer<typeof newPasswordSchema>
