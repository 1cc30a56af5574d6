import { useEffect } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { FormAlert } from '../components/form-alert'
import { twoFactorErrorMessage, twoFactorMessages } from './two-factor-messages'
import { TotpCodeForm } from './totp-code-form'
import { useStartTotpEnrolment } from './use-two-factor'

/**
 * Adds an authenticator app: a new factor's QR code and key, then its first code, which turns
 * the factor on and raises the session to aal2.
 */
export function TotpEnrolment({ onEnrolled }: { onEnrolled?: () => void }) {
  const { mutate: start, ...enrolment } = useStartTotpEnrolment()
  // One factor per mount; a remount (reload, Back) replaces the unverified one.
  useEffect(() => start(), [start])

  const qrCodeUrl = enrolment.data?.qrCodeUrl
  useEffect(() => (qrCodeUrl ? () => URL.revokeObjectURL(qrCodeUrl) : undefined), [qrCodeUrl])

  if (enrolment.isError) {
    return <FormAlert tone="error">{twoFactorErrorMessage(enrolment.error)}</FormAlert>
  }
  if (!enrolment.data) {
    return (
      <p role="status" className="flex items-center gap-3 py-6 text-stone-700">
        <Spinner className="size-5 text-leaf-700" />
        {twoFactorMessages.enrolPreparing}
      </p>
    )
  }
  const { factorId, secret } = enrolment.data
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-5 pl-5 text-stone-800 marker:font-semibold marker:text-leaf-800">
        <li className="pl-1">
          <div className="flex flex-col gap-3">
            <p>{twoFactorMessages.enrolScan}</p>
            <img
              src={enrolment.data.qrCodeUrl}
              alt={twoFactorMessages.qrAlt}
              width={192}
              height={192}
              className="size-48 rounded-lg border border-stone-200 bg-white p-2"
            />
            <p className="text-sm text-stone-700">{twoFactorMessages.manualKeyLabel}</p>
            <code
              data-testid="totp-secret"
              className="w-fit select-all break-all rounded bg-stone-100 px-2 py-1 font-mono text-sm text-stone-900"
            >
              {inGroupsOfFour(secret)}
            </code>
          </div>
        </li>
        <li className="pl-1">
          <TotpCodeForm
            factorId={factorId}
            submitLabel={twoFactorMessages.enrolSubmit}
            busyLabel={twoFactorMessages.enrolBusy}
            hint={twoFactorMessages.enrolCodeHint}
            successToast={twoFactorMessages.enrolled}
            onVerified={onEnrolled}
          />
        </li>
      </ol>
    </div>
  )
}

/** The key as apps print it, in groups of four, easier to read out and type (spaces are ignored). */
function inGroupsOfFour(key: string): string {
  return key.match(/.{1,4}/g)?.join(' ') ?? key
}
