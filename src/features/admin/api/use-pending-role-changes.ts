import { useMutationState } from '@tanstack/react-query'
import { adminKeys } from './admin-keys'
import type { RoleChange } from './use-grant-admin-role'

/** The users whose role change is still running; each row disables only its own button. */
export function usePendingRoleChanges(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: adminKeys.roleChange(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as RoleChange | undefined)?.userId,
  })
  return new Set(pending.filter((userId) => userId !== undefined))
}
