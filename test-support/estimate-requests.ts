// Estimate requests for tests, sent through the one write path a visitor has.
import type { Backend } from '../backend/server/start-backend.ts'
import { REQUEST_PHOTOS_BUCKET, requestPhotoPath } from '../src/lib/request-photos.ts'
import { statelessClient, uniqueEmail } from './users.ts'

/**
 * Sends a request as an anonymous visitor; fields not given get valid values. With `photos`
 * (JPEG bytes, at most 5), uploads them as the visitor's browser does and ends the uploads.
 * Returns the request's id.
 */
export async function sendEstimateRequest(
  backend: Pick<Backend, 'url' | 'anonKey'>,
  fields: Record<string, string> = {},
  photos: Uint8Array[] = [],
): Promise<string> {
  const visitor = statelessClient(backend)
  const { data, error } = await visitor
    .rpc('submit_estimate_request', {
      first_name: 'Test',
      last_name: 'Visitor',
      email: uniqueEmail('visitor'),
      phone: '(916) 555-0123',
      service: 'sod-installation',
      ...fields,
      ...(photos.length > 0 ? { photo_count: photos.length } : {}),
    })
    .single<{ request_id: string; photo_upload_key: string | null }>()
  if (error) throw new Error(`sending an estimate request failed: ${error.message}`)
  const { request_id: requestId, photo_upload_key: key } = data
  if (photos.length === 0 || !key) return requestId
  for (const [index, photo] of photos.entries()) {
    const { error: uploadError } = await visitor.storage
      .from(REQUEST_PHOTOS_BUCKET)
      .upload(requestPhotoPath(requestId, key, index + 1), photo, { contentType: 'image/jpeg' })
    if (uploadError) throw new Error(`uploading photo ${index + 1} failed: ${uploadError.message}`)
  }
  await visitor.rpc('finish_request_photos', { request_id: requestId, photo_upload_key: key })
  return requestId
}
