import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { registerField } from '@/components/ui/register-field'
import { TextField } from '@/components/ui/text-field'
import { credentialsSchema, type Credentials } from '../schemas'
import { FormAlert } from './form-alert'

interface CredentialsFormProps {
  submitLabel: string
  busyLabel: string
  isBusy: boolean
  errorMessage?: string
  passwordAutoComplete: 'current-password' | 'new-password'
  onSubmit: (credentials: Credentials) => void
  /** Shown under the button (the 'Forgot password?' link). */
  footer?: ReactNode
}

/** E-mail and password, validated as spec section 5 says; a failed submit keeps the values. */
export function CredentialsForm({
  submitLabel,
  busyLabel,
  isBusy,
  errorMessage,
  passwordAutoComplete,
  onSubmit,
  footer,
}: CredentialsFormProps) {
  const form = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  })

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...registerField(form, 'email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        {...registerField(form, 'password')}
      />
      {errorMessage && <FormAlert tone="error">{errorMessage}</FormAlert>}
      <BusyButton type="submit" isBusy={isBusy} busyLabel={busyLabel} className="w-full">
        {submitLabel}
      </BusyButton>
      {footer}
    </form>
  )
}
