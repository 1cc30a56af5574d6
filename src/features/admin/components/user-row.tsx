import { AlertCircle, CheckCircle2, Mail, ShieldCheck, ShieldOff } from 'lucide-react'
import { BusyButton } from '@/components/ui/busy-button'
import { Card } from '@/components/ui/card'
import { formatDate } from '@/lib/format-date'
import { adminMessages } from '../admin-messages'
import { useSendPasswordLink } from '../api/use-send-password-link'
import type { RegisteredUser } from '../types'

interface UserRowProps {
  user: RegisteredUser
  isCurrentUser: boolean
  isPending: boolean
  onMakeAdmin: () => void
  onRemoveAdmin: () => void
}

/**
 * Whether the role can work for this user (the database's rules, docs/admin.md, Roles): what the
 * row says under the user, and whether a password link would help.
 */
function readinessOf(user: RegisteredUser) {
  if (user.is_admin) {
    return user.password_chosen
      ? undefined
      : { isReady: false, message: adminMessages.adminPasswordNotChosen }
  }
  if (!user.email_confirmed_at) return { isReady: false, message: adminMessages.unconfirmedEmail }
  if (!user.password_chosen) return { isReady: false, message: adminMessages.passwordNotChosen }
  return { isReady: true, message: adminMessages.readyForAdmin }
}

/** 'Send a password link': busy while GoTrue sends it; toasts the outcome. */
function SendPasswordLinkButton({ email, describedBy }: { email: string; describedBy: string }) {
  const sendPasswordLink = useSendPasswordLink()
  return (
    <BusyButton
      size="sm"
      variant="outline"
      isBusy={sendPasswordLink.isPending}
      busyLabel={adminMessages.sendingPasswordLink}
      aria-describedby={describedBy}
      onClick={() => sendPasswordLink.mutate(email)}
      className="whitespace-nowrap"
      icon={<Mail className="size-4" aria-hidden="true" />}
    >
      {adminMessages.sendPasswordLink}
    </BusyButton>
  )
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
  // The database refuses the role to an unconfirmed account, or one whose owner has not chosen
  // the password through a link; the row says so before anyone tries, and offers the link.
  const readiness = readinessOf(user)
  const cannotBeMadeAdmin = !user.is_admin && readiness?.isReady === false
  const RoleIcon = user.is_admin ? ShieldOff : ShieldCheck
  const ReadinessIcon = readiness?.isReady ? CheckCircle2 : AlertCircle
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
          disabled={cannotBeMadeAdmin}
          aria-busy={isPending || undefined}
          aria-describedby={cannotBeMadeAdmin ? reasonId : undefined}
          onClick={user.is_admin ? onRemoveAdmin : onMakeAdmin}
          className="whitespace-nowrap md:w-44"
          icon={<RoleIcon className="size-4" aria-hidden="true" />}
        >
          {user.is_admin ? adminMessages.removeAdmin : adminMessages.makeAdmin}
        </BusyButton>
        {readiness && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between md:col-span-3">
            <p
              id={reasonId}
              className={
                readiness.isReady
                  ? 'flex gap-2 text-sm text-leaf-900'
                  : 'flex gap-2 text-sm text-stone-700'
              }
            >
              <ReadinessIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {readiness.message}
            </p>
            {!readiness.isReady && user.email && (
              <SendPasswordLinkButton email={user.email} describedBy={reasonId} />
            )}
          </div>
        )}
      </li>
    </Card>
  )
}
