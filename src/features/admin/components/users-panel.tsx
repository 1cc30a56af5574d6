import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSupabase } from '@/lib/supabase-context'
import { adminMessages } from '../admin-messages'
import { usePendingRoleChanges } from '../api/use-pending-role-changes'
import { useGrantAdminRole } from '../api/use-grant-admin-role'
import { useRemoveAdminRole } from '../api/use-remove-admin-role'
import { usersQuery } from '../api/users-query'
import { AdminActivity } from './admin-activity'
import { InviteAdminForm } from './invite-admin-form'
import { EmptyState, ErrorState, LoadingState } from './panel-states'
import { RemoveOwnRoleDialog } from './remove-own-role-dialog'
import { UserRow } from './user-row'

/**
 * User Management: 'Invite by e-mail', every registered user with the role given or taken per
 * row, then History.
 */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const supabase = useSupabase()
  const users = useQuery(usersQuery(supabase))
  const grantAdminRole = useGrantAdminRole()
  const removeAdminRole = useRemoveAdminRole()
  const pendingUserIds = usePendingRoleChanges()
  const [isConfirmingOwnRemoval, setIsConfirmingOwnRemoval] = useState(false)

  return (
    <div className="flex flex-col gap-8">
      <InviteAdminForm />
      {users.isPending ? (
        <LoadingState label="Loading users..." />
      ) : users.isError ? (
        <ErrorState message={users.error.message} />
      ) : users.data.length === 0 ? (
        <EmptyState message={adminMessages.noUsers} />
      ) : (
        <section aria-label="Users" className="flex flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {users.data.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isCurrentUser={user.id === currentUserId}
                isPending={pendingUserIds.has(user.id)}
                onMakeAdmin={() => grantAdminRole.mutate({ userId: user.id })}
                onRemoveAdmin={() =>
                  user.id === currentUserId
                    ? setIsConfirmingOwnRemoval(true)
                    : removeAdminRole.mutate({ userId: user.id })
                }
              />
            ))}
          </ul>
          <RemoveOwnRoleDialog
            isOpen={isConfirmingOwnRemoval}
            onOpenChange={setIsConfirmingOwnRemoval}
            onConfirm={() => removeAdminRole.mutate({ userId: currentUserId })}
          />
        </section>
      )}
      <AdminActivity />
    </div>
  )
}
