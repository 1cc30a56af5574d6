import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { inviteMessages } from '../invite-messages'
import { adminKeys } from './admin-keys'

/** Under adminKeys.all: a role change or a sent invitation refreshes it with the users. */
export const invitationKeys = {
  pending: () => [...adminKeys.all, 'invitations'] as const,
}

/** Invitations not yet accepted nor expired, newest first (admin-only list_admin_invitations). */
export const pendingInvitationsQuery = (supabase: AppSupabaseClient) =>
  queryOptions({
    queryKey: invitationKeys.pending(),
    queryFn: async () => {
      const { data, error } = await supabase.rpc('list_admin_invitations')
      if (error) throw new Error(inviteMessages.pendingFailed, { cause: error })
      return data
    },
  })
