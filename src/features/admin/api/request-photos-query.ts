import { queryOptions } from '@tanstack/react-query'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import { adminKeys } from './admin-keys'
import { listRequestPhotoNames, PHOTO_URL_SECONDS, signRequestPhotos } from './request-photos'

/** The photos of one opened request, with signed URLs renewed before they expire. */
export const requestPhotosQuery = (supabase: AppSupabaseClient, requestId: string) =>
  queryOptions({
    queryKey: adminKeys.requestPhotos(requestId),
    queryFn: async () => {
      try {
        const names = (await listRequestPhotoNames(supabase, [requestId])).get(requestId) ?? []
        return await signRequestPhotos(supabase, names)
      } catch (error) {
        throw adminError(error, 'loadPhotos')
      }
    },
    staleTime: (PHOTO_URL_SECONDS / 2) * 1000,
    refetchInterval: (PHOTO_URL_SECONDS / 2) * 1000,
  })
