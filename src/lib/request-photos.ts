// Where the photos of an estimate request live in Supabase Storage; shared by the visitor's
// upload (estimate-request) and the office's view (admin). The bucket and its rules are in
// supabase/schemas/25_request_photos.sql.

/** The private bucket; only the sender may add to it, only admins may read or delete. */
export const REQUEST_PHOTOS_BUCKET = 'request-photos'

/** The only type the bucket takes: the browser re-encodes every photo as JPEG. */
export const REQUEST_PHOTO_TYPE = 'image/jpeg'

/**
 * `{request id}/{upload key}/{slot}.jpg`, slot 1-5. The key proves the upload comes from the
 * visitor who sent the request (the storage policy checks its hash); slots cap the count.
 */
export function requestPhotoPath(requestId: string, uploadKey: string, slot: number): string {
  return `${requestId}/${uploadKey}/${slot}.jpg`
}
