import { useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useSupabase } from '@/lib/supabase-context'
import { FormAlert } from '../components/form-alert'
import { TotpCodeForm } from './totp-code-form'
import { TotpEnrolment } from './totp-enrolment'
import { twoFactorErrorMessage, twoFactorMessages } from './two-factor-messages'
import { factorsQuery } from './use-two-factor'

/**
 * An admin signed in with a password alone: the code of their authenticator app, or, without
 * one yet, setting one up. Either raises the session to aal2, and the dashboard follows. Signing
 * out instead is the private frame's, in its top bar.
 */
export function SecondFactorStep({ userId }: { userId: string }) {
  const factors = useQuery(factorsQuery(useSupabase().auth, userId))
  const verified = factors.data?.find((factor) => factor.status === 'verified')

  let body: ReactNode
  if (factors.isError) {
    body = <FormAlert tone="error">{twoFactorErrorMessage(factors.error)}</FormAlert>
  } else if (!factors.data) {
    body = (
      <p role="status" className="flex items-center gap-3 py-6 text-stone-700">
        <Spinner className="size-5 text-leaf-700" />
        Checking your sign-in...
      </p>
    )
  } else if (verified) {
    body = (
      <>
        <p className="text-stone-700">{twoFactorMessages.promptText}</p>
        <TotpCodeForm
          factorId={verified.id}
          submitLabel={twoFactorMessages.promptSubmit}
          busyLabel={twoFactorMessages.promptBusy}
        />
        <p className="text-sm text-stone-600">{twoFactorMessages.lostPhone}</p>
      </>
    )
  } else {
    body = (
      <>
        <p className="text-stone-700">{twoFactorMessages.enrolWhy}</p>
        <TotpEnrolment />
      </>
    )
  }

  return (
    <Card tone="stone" className="mx-auto flex max-w-lg flex-col gap-5 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-7 shrink-0 text-leaf-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-leaf-900">
          {!factors.data
            ? twoFactorMessages.factorsTitle
            : verified
              ? twoFactorMessages.promptTitle
              : twoFactorMessages.enrolTitle}
        </h1>
      </div>
      {body}
    </Card>
  )
}
