import '@/lib/zod-config'
import { z } from 'zod'
import { twoFactorMessages } from './two-factor-messages'

/** A TOTP code as people type it: six digits, perhaps with a space in the middle. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.codeInvalid)),
})
export type TotpCodeInput = z.input<typeof totpCodeSchema>
export type TotpCode = z.output<typeof totpCodeSchema>
