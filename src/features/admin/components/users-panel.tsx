import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSupabase } from '@/lib/supabase'
import { adminMessages } from '../admin-messages'
import { usePendingRoleChanges } from '../api/use-pending-role-changes'
import { useGrantAdminRole } from '../api/use-grant-admin-role'
import { useRemoveAdminRole } from '../api/use-remove-admin-role'
import { usersQuery } from '../api/users-query'
import { EmptyState, ErrorState, LoadingState } from './panel-states'
import { RemoveOwnRoleDialog } from './remove-own-role-dialog'
import { UserRow } from './user-row'

/** User Management: every registered user, with the admin role given or taken per row. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const supabase = useSupabase()
  const users = useQuery(usersQuery(supabase))
  const grantAdminRole = useGrantAdminRole()
  const removeAdminRole = useRemoveAdminRole()
  const pendingUserIds = usePendingRoleChanges()
  const [isConfirmingOwnRemoval, setIsConfirmingOwnRemoval] = useState(false)

  if (users.isPending) return <LoadingState label="Loading users..." />
  if (users.isError) return <ErrorState message={users.error.message} />
  if (users.data.length === 0) return <EmptyState message={adminMessages.noUsers} />

  return (
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
  )
}
