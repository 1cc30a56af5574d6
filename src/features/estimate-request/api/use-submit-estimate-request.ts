import { useMutation } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase-context'
import type { VisitAttribution } from '@/lib/visit-attribution'
import { EstimateSendError } from '../estimate-request-messages'
import type { EstimateRequestValues } from '../schema'

export interface EstimateRequest {
  values: EstimateRequestValues
  attribution: VisitAttribution
  /** How many photos follow the request (0-5); the answer then carries their upload key. */
  photoCount: number
}

/**
 * What a stored request gives back: its id, its reference (told to the visitor), and the
 * one-time key for its photos, if any.
 */
export interface EstimateReceipt {
  requestId: string
  reference: string
  photoUploadKey: string | null
}

/** Sends one estimate request as the anonymous visitor (submit_estimate_request). */
export function useSubmitEstimateRequest() {
  const supabase = useSupabase()
  return useMutation({
    mutationFn: async ({
      values,
      attribution,
      photoCount,
    }: EstimateRequest): Promise<EstimateReceipt> => {
      // Optional fields left empty are left out; the database stores them as null.
      const { data, error, status } = await supabase
        .rpc('submit_estimate_request', {
          first_name: values.firstName,
          last_name: values.lastName,
          email: values.email,
          phone: values.phone,
          service: values.service,
          address: values.address || undefined,
          message: values.message || undefined,
          visit_window: values.visitWindow || undefined,
          earliest_visit_date: values.earliestVisitDate || undefined,
          website: values.website || undefined,
          photo_count: photoCount || undefined,
          ...attribution,
        })
        .single()
      if (error) throw new EstimateSendError(error.code ?? '', status, error.message ?? '')
      return {
        requestId: data.request_id ?? '',
        reference: data.reference ?? '',
        photoUploadKey: data.photo_upload_key,
      }
    },
  })
}
