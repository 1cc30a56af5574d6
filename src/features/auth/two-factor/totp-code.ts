import '@/lib/zod-config'
import { z } from 'zod/mini'
import { twoFactorMessages } from './two-factor-messages'

/** A TOTP code as people type it: six digits, perhaps with a space in the middle. */
export const totpCodeSchema = z.object({
  code: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.replace(/\s+/g, '')),
    ),
    z.string().check(z.regex(/^\d{6}$/, twoFactorMessages.codeInvalid)),
  ),
})
export type TotpCodeInput = z.input<typeof totpCodeSchema>
export type TotpCode = z.output<typeof totpCodeSchema>
