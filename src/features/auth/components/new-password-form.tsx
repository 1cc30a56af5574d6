import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { BusyButton } from '@/components/ui/busy-button'
import { Card } from '@/components/ui/card'
import { registerField } from '@/components/ui/register-field'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/lib/paths'
import { useUpdatePassword } from '../api/use-update-password'
import { authErrorMessage, authMessages } from '../auth-messages'
import { newPasswordSchema, type NewPassword } from '../schemas'
import { FormAlert } from './form-alert'

/**
 * Shown after a recovery link (PASSWORD_RECOVERY) or an admin's invitation signed the user in;
 * once the password is saved and recorded, on to the dashboard.
 */
export function NewPasswordForm({ isInvited = false }: { isInvited?: boolean }) {
  const updatePassword = useUpdatePassword()
  const navigate = useNavigate()
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  return (
    <Card tone="stone" className="p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-leaf-900">
        {isInvited ? authMessages.invitedTitle : authMessages.newPasswordTitle}
      </h1>
      <p className="mt-1 text-sm text-stone-700">
        {isInvited ? authMessages.invitedIntro : authMessages.newPasswordIntro}
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          updatePassword.mutate(values.password, {
            onSuccess: () => navigate(paths.admin, { replace: true }),
          }),
        )}
        className="mt-6 flex flex-col gap-4"
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...registerField(form, 'password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...registerField(form, 'confirmPassword')}
        />
        {updatePassword.isError && (
          <FormAlert tone="error">{authErrorMessage(updatePassword.error)}</FormAlert>
        )}
        <BusyButton
          type="submit"
          isBusy={updatePassword.isPending}
          busyLabel="Saving Password..."
          className="w-full"
        >
          Save New Password
        </BusyButton>
      </form>
    </Card>
  )
}
