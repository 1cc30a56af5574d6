import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { useSupabase, type AppSupabaseClient } from '@/lib/supabase-context'
import { qrCodeBlobUrl } from './qr-code-url'

/** The signed-in user's TOTP factors, verified or not. */
export const factorsQuery = (auth: AppSupabaseClient['auth'], userId: string) =>
  queryOptions({
    queryKey: ['auth', 'factors', userId] as const,
    queryFn: async () => {
      const { data, error } = await auth.mfa.listFactors()
      if (error) throw error
      return data.all.filter((factor) => factor.factor_type === 'totp')
    },
  })

/** The session's assurance level now (aal1 or aal2) and the highest it can reach. */
export const assuranceQuery = (auth: AppSupabaseClient['auth'], userId: string) =>
  queryOptions({
    queryKey: ['auth', 'assurance', userId] as const,
    queryFn: async () => {
      const { data, error } = await auth.mfa.getAuthenticatorAssuranceLevel()
      if (error) throw error
      return data
    },
  })

export interface TotpEnrolment {
  factorId: string
  /** The QR code the auth server drew from the key, as a blob: URL (see qr-code-url.ts). */
  qrCodeUrl: string
  /** The key for people who type it in (base32). */
  secret: string
}

/**
 * Starts a new TOTP factor. Unverified ones left by an earlier attempt (a reload, a closed tab)
 * are removed first: they are useless, and the auth server counts them against its limit.
 */
export function useStartTotpEnrolment() {
  const { auth } = useSupabase()
  return useMutation({
    mutationFn: async (): Promise<TotpEnrolment> => {
      const listed = await auth.mfa.listFactors()
      if (listed.error) throw listed.error
      for (const factor of listed.data.all) {
        if (factor.factor_type !== 'totp' || factor.status === 'verified') continue
        const { error } = await auth.mfa.unenroll({ factorId: factor.id })
        if (error) throw error
      }
      const verifiedCount = listed.data.totp.length
      const { data, error } = await auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: `Authenticator app ${verifiedCount + 1} (${new Date().toISOString()})`,
        issuer: 'Greenleaf Landscaping',
      })
      if (error) throw error
      return {
        factorId: data.id,
        qrCodeUrl: qrCodeBlobUrl(data.totp.qr_code),
        secret: data.totp.secret,
      }
    },
  })
}

/**
 * Checks a code for a factor: verifies a new factor, or passes the sign-in's second step. Either
 * way the session is raised to aal2, so every admin answer and the factor list are asked again.
 * The toast is the hook's: the form that sent the code is gone once the dashboard shows.
 */
export function useVerifyTotpCode(successToast?: string) {
  const { auth } = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const { error } = await auth.mfa.challengeAndVerify({ factorId, code })
      if (error) throw error
    },
    onSuccess: () => {
      if (successToast) toast.success(successToast)
      return queryClient.invalidateQueries()
    },
  })
}

export function useRemoveFactor() {
  const { auth } = useSupabase()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await auth.mfa.unenroll({ factorId })
      if (error) throw error
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['auth', 'factors'] }),
  })
}
