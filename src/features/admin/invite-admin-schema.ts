import '@/lib/zod-config'
import { z } from 'zod'

/** 'Invite by e-mail': the address, checked as the database and the Edge Function check it. */
export const inviteAdminSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(255, 'Enter a valid e-mail address.')
    .pipe(z.email('Enter a valid e-mail address.')),
})
export type InviteAdmin = z.infer<typeof inviteAdminSchema>
