import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { registerField } from '@/components/ui/register-field'
import { TextField } from '@/components/ui/text-field'
import { useRequestPasswordReset } from '../api/use-request-password-reset'
import { authErrorMessage, authMessages } from '../auth-messages'
import { passwordResetRequestSchema, type PasswordResetRequest } from '../schemas'
import { FormAlert } from './form-alert'

/** Sends the recovery e-mail; its link opens /auth ready to set a new password. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const requestReset = useRequestPasswordReset()
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  })

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => requestReset.mutate(values))}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-stone-700">
        Enter your e-mail address and we will send you a link to set a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...registerField(form, 'email')}
      />
      {requestReset.isError && (
        <FormAlert tone="error">{authErrorMessage(requestReset.error)}</FormAlert>
      )}
      {requestReset.isSuccess && <FormAlert tone="success">{authMessages.resetSent}</FormAlert>}
      <BusyButton
        type="submit"
        isBusy={requestReset.isPending}
        busyLabel="Sending Link..."
        className="w-full"
      >
        Send Reset Link
      </BusyButton>
      <button
        type="button"
        onClick={onBack}
        className="self-center text-sm font-semibold text-leaf-700 underline-offset-4 hover:underline"
      >
        Back to Sign In
      </button>
    </form>
  )
}
