import { ShieldCheck, ShieldOff } from 'lucide-react'
import { BusyButton } from '@/components/ui/busy-button'
import { Card } from '@/components/ui/card'
import { formatDate } from '@/lib/format-date'
import { adminMessages } from '../admin-messages'
import type { RegisteredUser } from '../types'

interface UserRowProps {
  user: RegisteredUser
  isCurrentUser: boolean
  isPending: boolean
  onMakeAdmin: () => void
  onRemoveAdmin: () => void
}

export function UserRow({
  user,
  isCurrentUser,
  isPending,
  onMakeAdmin,
  onRemoveAdmin,
}: UserRowProps) {
  const emailId = `user-${user.id}`
  const reasonId = `user-${user.id}-reason`
  // The database refuses the role to an unconfirmed account; the row says so before anyone tries.
  const isUnconfirmed = !user.is_admin && !user.email_confirmed_at
  const RoleIcon = user.is_admin ? ShieldOff : ShieldCheck
  return (
    <Card tone="stone" isCompact asChild>
      <li
        aria-labelledby={emailId}
        className="grid gap-4 p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)_auto] md:items-center"
      >
        <div className="min-w-0">
          <p id={emailId} className="break-all font-semibold text-stone-900">
            {user.email ?? user.id.slice(0, 8)}
          </p>
          <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
            {user.is_admin && (
              <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-leaf-900">Admin</span>
            )}
            {isCurrentUser && (
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">You</span>
            )}
          </p>
        </div>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-600">Created</dt>
            <dd className="text-stone-900">{formatDate(user.created_at)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Last sign-in</dt>
            <dd className="text-stone-900">{formatDate(user.last_sign_in_at)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Confirmed</dt>
            <dd className="text-stone-900">{formatDate(user.email_confirmed_at)}</dd>
          </div>
        </dl>
        <BusyButton
          size="sm"
          variant={user.is_admin ? 'outline' : 'primary'}
          isBusy={isPending}
          disabled={isUnconfirmed}
          aria-busy={isPending || undefined}
          aria-describedby={isUnconfirmed ? reasonId : undefined}
          onClick={user.is_admin ? onRemoveAdmin : onMakeAdmin}
          className="whitespace-nowrap md:w-44"
          icon={<RoleIcon className="size-4" aria-hidden="true" />}
        >
          {user.is_admin ? adminMessages.removeAdmin : adminMessages.makeAdmin}
        </BusyButton>
        {isUnconfirmed && (
          <p id={reasonId} className="text-sm text-stone-700 md:col-span-3">
            {adminMessages.unconfirmedEmail}
          </p>
        )}
      </li>
    </Card>
  )
}
