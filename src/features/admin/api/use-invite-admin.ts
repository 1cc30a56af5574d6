import { FunctionsHttpError } from '@supabase/supabase-js'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { paths } from '@/lib/paths'
import { isBackendUnreachable } from '@/lib/backend-unreachable'
import { useSupabase } from '@/lib/supabase-context'
import { adminMessages } from '../admin-messages'
import { inviteMessages } from '../invite-messages'
import { adminKeys } from './admin-keys'

/** The invite-admin function's own words ({error}), else why the call failed. */
async function invitationFailure(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as {
      error?: unknown
    } | null
    if (typeof body?.error === 'string') return body.error
  }
  if (isBackendUnreachable(error)) return `${inviteMessages.failed}: ${adminMessages.unreachable}.`
  return inviteMessages.failed
}

/** Sends an invitation through the invite-admin Edge Function (see its handler for the rules). */
export function useInviteAdmin() {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => {
      const { error } = await supabase.functions.invoke('invite-admin', {
        // The link lands on this site's /auth, as the sign-up and reset links do.
        body: { email, redirect_to: `${window.location.origin}${paths.auth}` },
      })
      if (error) throw new Error(await invitationFailure(error), { cause: error })
      return email
    },
    onSuccess: (email) => {
      toast.success(inviteMessages.sent(email))
    },
    onError: (error) => {
      toast.error(error.message)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
