import { FunctionsHttpError } from '@supabase/supabase-js'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { authLinkRedirect } from '@/lib/paths'
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

/** The function's answer to a sent invitation (supabase/functions/invite-admin/handler.ts). */
interface SentInvitation {
  email: string
  expires_at: string
  removed_unconfirmed_account: boolean
}

/** Sends an invitation through the invite-admin Edge Function (see its handler for the rules). */
export function useInviteAdmin() {
  const supabase = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => {
      const { data, error } = await supabase.functions.invoke<SentInvitation>('invite-admin', {
        // The link lands on this site's /auth, as the sign-up and reset links do.
        body: { email, redirect_to: authLinkRedirect() },
      })
      if (error) throw new Error(await invitationFailure(error), { cause: error })
      return { email, removedUnconfirmedAccount: data?.removed_unconfirmed_account === true }
    },
    onSuccess: ({ email, removedUnconfirmedAccount }) => {
      // The inviting admin learns that the sign-up they may have seen in the list is gone.
      toast.success(
        removedUnconfirmedAccount
          ? inviteMessages.sentReplacingSignUp(email)
          : inviteMessages.sent(email),
      )
    },
    onError: (error) => {
      toast.error(error.message)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
