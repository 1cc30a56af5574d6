import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { Card } from '@/components/ui/card'
import { registerField } from '@/components/ui/register-field'
import { TextField } from '@/components/ui/text-field'
import { useUpdatePassword } from '../api/use-update-password'
import { authErrorMessage } from '../auth-messages'
import { newPasswordSchema, type NewPassword } from '../schemas'
import { FormAlert } from './form-alert'

/** Shown after the recovery link signed the user in (PASSWORD_RECOVERY). */
export function NewPasswordForm() {
  const updatePassword = useUpdatePassword()
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  return (
    <Card tone="stone" className="p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-leaf-900">Set a New Password</h1>
      <p className="mt-1 text-sm text-stone-700">Choose a new password for your account.</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => updatePassword.mutate(values.password))}
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
