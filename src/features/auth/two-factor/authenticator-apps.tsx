import { useQuery } from '@tanstack/react-query'
import { KeyRound, Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatDate } from '@/lib/format-date'
import { useSupabase } from '@/lib/supabase-context'
import { FormAlert } from '../components/form-alert'
import { TotpEnrolment } from './totp-enrolment'
import { twoFactorErrorMessage, twoFactorMessages } from './two-factor-messages'
import { factorsQuery, useRemoveFactor } from './use-two-factor'

/**
 * The admin's own authenticator apps: add another (a new phone), remove one. The last one
 * cannot be removed here, so an admin never locks themselves out of their second factor; a
 * lost phone is reset by another admin or the owner (docs/admin.md, "Two-factor sign-in").
 */
export function AuthenticatorApps({ userId }: { userId: string }) {
  const factors = useQuery(factorsQuery(useSupabase().auth, userId))
  const removeFactor = useRemoveFactor()
  const [isAdding, setIsAdding] = useState(false)
  const verified = factors.data?.filter((factor) => factor.status === 'verified') ?? []
  const isLastOne = verified.length <= 1

  return (
    <Card tone="stone" className="flex flex-col gap-4 p-6">
      <div>
        <h3 className="text-xl font-bold text-leaf-900">{twoFactorMessages.factorsTitle}</h3>
        <p className="mt-1 text-stone-700">{twoFactorMessages.factorsIntro}</p>
      </div>
      {factors.isError && (
        <FormAlert tone="error">{twoFactorErrorMessage(factors.error)}</FormAlert>
      )}
      {removeFactor.isError && (
        <FormAlert tone="error">{twoFactorErrorMessage(removeFactor.error)}</FormAlert>
      )}
      {factors.data && verified.length === 0 && (
        <p className="text-stone-700">{twoFactorMessages.factorsEmpty}</p>
      )}
      {verified.length > 0 && (
        <ul
          aria-label="Authenticator apps"
          className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200"
        >
          {verified.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex items-center gap-3">
                <KeyRound className="size-5 shrink-0 text-leaf-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-stone-900">Authenticator app</p>
                  <p className="text-sm text-stone-600">
                    {twoFactorMessages.addedOn(formatDate(factor.created_at))}
                  </p>
                </div>
              </div>
              {isLastOne ? (
                <p className="text-sm text-stone-600">{twoFactorMessages.removeLastHint}</p>
              ) : (
                <ConfirmDialog
                  title="Remove this authenticator app?"
                  description="It will no longer give you sign-in codes. Your other authenticator apps keep working."
                  confirmLabel="Remove App"
                  onConfirm={() =>
                    removeFactor.mutate(factor.id, {
                      onSuccess: () => toast.success(twoFactorMessages.removed),
                    })
                  }
                  trigger={
                    <Button variant="outline" size="sm" disabled={removeFactor.isPending}>
                      {twoFactorMessages.remove}
                    </Button>
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {isAdding ? (
        <div className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
          <TotpEnrolment onEnrolled={() => setIsAdding(false)} />
          <Button variant="outline" size="sm" className="w-fit" onClick={() => setIsAdding(false)}>
            {twoFactorMessages.cancel}
          </Button>
        </div>
      ) : (
        <Button variant="outline" className="w-fit" onClick={() => setIsAdding(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {twoFactorMessages.addAnother}
        </Button>
      )}
    </Card>
  )
}
