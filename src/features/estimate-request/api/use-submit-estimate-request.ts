import { useMutation } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase'
import type { VisitAttribution } from '@/lib/visit-attribution'
import { EstimateSendError } from '../estimate-request-messages'
import type { EstimateRequestValues } from '../schema'

export interface EstimateRequest {
  values: EstimateRequestValues
  attribution: VisitAttribution
}

/** Sends one estimate request as the anonymous visitor (submit_estimate_request, HTTP 204). */
export function useSubmitEstimateRequest() {
  const supabase = useSupabase()
  return useMutation({
    mutationFn: async ({ values, attribution }: EstimateRequest) => {
      // Optional fields left empty are left out; the database stores them as null.
      const { error, status } = await supabase.rpc('submit_estimate_request', {
        first_name: values.firstName,
        last_name: values.lastName,
        email: values.email,
        phone: values.phone,
        service: values.service,
        address: values.address || undefined,
        message: values.message || undefined,
        website: values.website || undefined,
        ...attribution,
      })
      if (error) throw new EstimateSendError(error.code ?? '', status, error.message ?? '')
    },
  })
}
