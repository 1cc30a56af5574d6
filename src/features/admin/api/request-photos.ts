import type { AppSupabaseClient } from '@/lib/supabase-context'
import { REQUEST_PHOTOS_BUCKET } from '@/lib/request-photos'

/** How long a photo's signed URL works: long enough to look, short enough not to travel. */
export const PHOTO_URL_SECONDS = 600

// One call names the photos of up to this many requests: at 5 photos each, the answer stays
// within the API's max_rows (1000 on hosted projects), which would cut it silently.
const PHOTO_LIST_BATCH = 200

/** The stored photos' object names of each request (requests without photos are left out). */
export async function listRequestPhotoNames(
  supabase: AppSupabaseClient,
  requestIds: readonly string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>()
  for (let start = 0; start < requestIds.length; start += PHOTO_LIST_BATCH) {
    const batch = requestIds.slice(start, start + PHOTO_LIST_BATCH)
    const { data, error } = await supabase.rpc('list_request_photos', { request_ids: batch })
    if (error) throw error
    for (const row of data) {
      if (!row.request_id || !row.name) continue
      names.set(row.request_id, [...(names.get(row.request_id) ?? []), row.name])
    }
  }
  return names
}

export interface RequestPhoto {
  name: string
  url: string
}

/** Short-lived signed URLs for the given photos, in their order. */
export async function signRequestPhotos(
  supabase: AppSupabaseClient,
  names: readonly string[],
): Promise<RequestPhoto[]> {
  if (names.length === 0) return []
  const { data, error } = await supabase.storage
    .from(REQUEST_PHOTOS_BUCKET)
    .createSignedUrls([...names], PHOTO_URL_SECONDS)
  if (error) throw error
  return data.flatMap((entry) =>
    entry.error || !entry.signedUrl || !entry.path
      ? []
      : [{ name: entry.path, url: entry.signedUrl }],
  )
}

/** Deletes a request's photos through the Storage API (hosted Storage refuses SQL deletes). */
export async function removeRequestPhotos(supabase: AppSupabaseClient, requestId: string) {
  const names = (await listRequestPhotoNames(supabase, [requestId])).get(requestId) ?? []
  if (names.length === 0) return
  const { error } = await supabase.storage.from(REQUEST_PHOTOS_BUCKET).remove(names)
  if (error) throw error
}
