import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { Card } from '@/components/ui/card'
import { registerField } from '@/components/ui/register-field'
import { TextField } from '@/components/ui/text-field'
import { useInviteAdmin } from '../api/use-invite-admin'
import { inviteAdminSchema, type InviteAdmin } from '../invite-admin-schema'
import { inviteMessages } from '../invite-messages'
import { PendingInvitations } from './pending-invitations'

/**
 * 'Invite by e-mail': the way to add an admin whose password nobody else can have set (issue
 * finding 1). A failed send keeps the address and says why; a sent one clears the field.
 */
export function InviteAdminForm() {
  const inviteAdmin = useInviteAdmin()
  const form = useForm<InviteAdmin>({
    resolver: zodResolver(inviteAdminSchema),
    defaultValues: { email: '' },
  })

  return (
    <Card tone="stone" className="p-4 sm:p-6" asChild>
      <section aria-labelledby="invite-admin-heading">
        <h2 id="invite-admin-heading" className="text-lg font-bold text-leaf-900">
          {inviteMessages.heading}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{inviteMessages.intro}</p>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) =>
            inviteAdmin.mutate(values.email, { onSuccess: () => form.reset() }),
          )}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <TextField
            label={inviteMessages.emailLabel}
            type="email"
            autoComplete="off"
            className="sm:flex-1"
            {...registerField(form, 'email')}
          />
          <BusyButton
            type="submit"
            isBusy={inviteAdmin.isPending}
            busyLabel={inviteMessages.sending}
            className="sm:mt-7"
            icon={<Send className="size-4" aria-hidden="true" />}
          >
            {inviteMessages.send}
          </BusyButton>
        </form>
        <PendingInvitations />
      </section>
    </Card>
  )
}
