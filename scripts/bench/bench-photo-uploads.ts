// Photos under load: visitors who each send a request and three photos at the same time,
// against a fresh local backend, every visitor from its own network address (the per-address
// ceiling would otherwise refuse them). Prints how many photos were stored out of how many were
// sent, and the latency of one upload and of a visitor's whole send.
import sharp from 'sharp'
import { startBackend } from '../../backend/server/start-backend'
import { REQUEST_PHOTOS_BUCKET, requestPhotoPath } from '../../src/lib/request-photos'
import { phonePhoto } from '../../test-support/photos'
import { statelessClient } from '../../test-support/users'
import { postJsonFrom } from './post-from-address'
import { percentile } from './bench-table'

const PHOTOS_PER_VISITOR = 3

/** A photo as the browser sends it: 2048 px on the long side, JPEG at quality 0.8. */
async function scaledPhoto(): Promise<Buffer> {
  return sharp(await phonePhoto(2048, 1536))
    .jpeg({ quality: 80 })
    .toBuffer()
}

export async function benchPhotoUploads(visitors = 20, databaseUrl?: string) {
  const backend = await startBackend({ port: 0, mailPort: 0, databaseUrl })
  const photo = await scaledPhoto()
  const storageClient = () => statelessClient(backend).storage.from(REQUEST_PHOTOS_BUCKET)
  const uploadMs: number[] = []
  try {
    const started = performance.now()
    const results = await Promise.all(
      Array.from({ length: visitors }, async (_, i) => {
        const visitorStarted = performance.now()
        const sent = await postJsonFrom(
          `${backend.url}/rest/v1/rpc/submit_estimate_request`,
          `127.0.8.${1 + i}`,
          {
            first_name: 'Bench',
            last_name: `Visitor ${i}`,
            email: `photo-bench-${Date.now()}-${i}@example.com`,
            phone: '916 555 0100',
            service: 'sod-installation',
            photo_count: PHOTOS_PER_VISITOR,
          },
          { apikey: backend.anonKey, Accept: 'application/vnd.pgrst.object+json' },
        )
        if (sent.status !== 200) return { stored: 0, ms: performance.now() - visitorStarted }
        const receipt = JSON.parse(sent.body) as { request_id: string; photo_upload_key: string }
        const bucket = storageClient()
        const uploads = await Promise.all(
          Array.from({ length: PHOTOS_PER_VISITOR }, async (_, slot) => {
            const uploadStarted = performance.now()
            const path = requestPhotoPath(receipt.request_id, receipt.photo_upload_key, slot + 1)
            const { error } = await bucket.upload(path, photo, { contentType: 'image/jpeg' })
            uploadMs.push(performance.now() - uploadStarted)
            return error ? 0 : 1
          }),
        )
        return {
          stored: uploads.reduce<number>((sum, ok) => sum + ok, 0),
          ms: performance.now() - visitorStarted,
        }
      }),
    )
    const totalMs = performance.now() - started
    const service = statelessClient(backend, backend.serviceRoleKey)
    const { data: listed } = await service.rpc('list_request_photos', {
      request_ids: (
        await service.from('contact_submissions').select('id').like('email', 'photo-bench-%')
      ).data!.map((row: { id: string }) => row.id),
    })
    const visitorMs = results.map((result) => result.ms).sort((a, b) => a - b)
    uploadMs.sort((a, b) => a - b)
    const sentPhotos = visitors * PHOTOS_PER_VISITOR
    console.log(
      `\nPhoto uploads: ${visitors} concurrent visitors × ${PHOTOS_PER_VISITOR} photos of ${(photo.length / 1024).toFixed(0)} KB (${databaseUrl ? 'Postgres' : 'PGlite'})`,
    )
    console.log(
      `  uploads answered OK ${results.reduce((sum, r) => sum + r.stored, 0)} of ${sentPhotos}; objects in the bucket ${(listed as unknown[]).length}`,
    )
    console.log(
      `  one upload p50 ${percentile(uploadMs, 50).toFixed(0)} ms, p99 ${percentile(uploadMs, 99).toFixed(0)} ms; ` +
        `a visitor's request + photos p50 ${percentile(visitorMs, 50).toFixed(0)} ms, p99 ${percentile(visitorMs, 99).toFixed(0)} ms; all done in ${totalMs.toFixed(0)} ms`,
    )
  } finally {
    await backend.stop()
  }
}
