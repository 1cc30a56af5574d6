import '@/lib/zod-config'
import { z } from 'zod/mini'

/** 'Invite by e-mail': the address, checked as the database and the Edge Function check it. */
export const inviteAdminSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(255, 'Enter a valid e-mail address.')),
    z.email('Enter a valid e-mail address.'),
  ),
})
export type InviteAdmin = z.infer<typeof inviteAdminSchema>
