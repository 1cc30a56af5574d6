import { useQuery } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase-context'
import { pendingInvitationsQuery } from '../api/invitations-query'
import { inviteMessages } from '../invite-messages'

/** Invitations sent and not yet accepted: nothing at all while there are none. */
export function PendingInvitations() {
  const supabase = useSupabase()
  const invitations = useQuery(pendingInvitationsQuery(supabase))
  if (invitations.isError) {
    return <p className="mt-4 text-sm text-red-800">{invitations.error.message}</p>
  }
  if (!invitations.data?.length) return null
  return (
    <div className="mt-4">
      <h3 id="pending-invitations-heading" className="text-sm font-semibold text-stone-900">
        {inviteMessages.pendingHeading}
      </h3>
      <ul aria-labelledby="pending-invitations-heading" className="mt-2 flex flex-col gap-1">
        {invitations.data.map((invitation) => (
          <li key={invitation.email} className="text-sm text-stone-700">
            <span className="break-all font-semibold text-stone-900">{invitation.email}</span>
            {' — '}
            {inviteMessages.pendingItem(invitation.invited_by_email, invitation.expires_at)}
          </li>
        ))}
      </ul>
    </div>
  )
}
