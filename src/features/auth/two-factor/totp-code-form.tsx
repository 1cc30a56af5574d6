import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { registerField } from '@/components/ui/register-field'
import { TextField } from '@/components/ui/text-field'
import { FormAlert } from '../components/form-alert'
import { totpCodeSchema, type TotpCode, type TotpCodeInput } from './totp-code'
import { twoFactorErrorMessage, twoFactorMessages } from './two-factor-messages'
import { useVerifyTotpCode } from './use-two-factor'

interface TotpCodeFormProps {
  factorId: string
  submitLabel: string
  busyLabel: string
  hint?: string
  successToast?: string
  onVerified?: () => void
}

/** The 6-digit code of an authenticator app, checked against one factor. */
export function TotpCodeForm({
  factorId,
  submitLabel,
  busyLabel,
  hint,
  successToast,
  onVerified,
}: TotpCodeFormProps) {
  const verify = useVerifyTotpCode(successToast)
  const form = useForm<TotpCodeInput, unknown, TotpCode>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  })

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) =>
        verify.mutate({ factorId, code }, { onSuccess: onVerified }),
      )}
      className="flex flex-col gap-4"
    >
      <TextField
        label={twoFactorMessages.codeLabel}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        {...registerField(form, 'code')}
      />
      {verify.isError && <FormAlert tone="error">{twoFactorErrorMessage(verify.error)}</FormAlert>}
      <BusyButton type="submit" isBusy={verify.isPending} busyLabel={busyLabel} className="w-full">
        {submitLabel}
      </BusyButton>
    </form>
  )
}
