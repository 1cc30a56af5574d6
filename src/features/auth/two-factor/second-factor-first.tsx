import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useSupabase } from '@/lib/supabase-context'
import { FormAlert } from '../components/form-alert'
import { TotpCodeForm } from './totp-code-form'
import { twoFactorErrorMessage, twoFactorMessages } from './two-factor-messages'
import { assuranceQuery, factorsQuery } from './use-two-factor'

/**
 * Before a password can change in a session that has not passed the account's second factor
 * (a recovery link opens such a session), the auth server asks for the code: so does this.
 * Without a verified factor, or once the code is in, the children show.
 */
export function SecondFactorFirst({ userId, children }: { userId: string; children: ReactNode }) {
  const { auth } = useSupabase()
  const assurance = useQuery(assuranceQuery(auth, userId))
  const needsCode = assurance.data?.currentLevel === 'aal1' && assurance.data.nextLevel === 'aal2'
  const factors = useQuery({ ...factorsQuery(auth, userId), enabled: needsCode })
  const verified = factors.data?.find((factor) => factor.status === 'verified')

  const failure = assurance.error ?? factors.error
  if (failure) return <FormAlert tone="error">{twoFactorErrorMessage(failure)}</FormAlert>
  if (!assurance.data || (needsCode && !verified)) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-12 text-stone-700">
        <Spinner className="size-6 text-leaf-700" />
        Checking your sign-in...
      </p>
    )
  }
  if (!needsCode || !verified) return children
  return (
    <Card tone="stone" className="flex flex-col gap-5 p-6 sm:p-8">
      <h1 className="text-2xl font-bold text-leaf-900">{twoFactorMessages.promptTitle}</h1>
      <p className="text-stone-700">{twoFactorMessages.codeBeforePassword}</p>
      <TotpCodeForm
        factorId={verified.id}
        submitLabel={twoFactorMessages.promptSubmit}
        busyLabel={twoFactorMessages.promptBusy}
      />
      <p className="text-sm text-stone-600">{twoFactorMessages.lostPhone}</p>
    </Card>
  )
}
