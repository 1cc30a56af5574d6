// Request photos through the Storage API, as the app reaches it (supabase-js against the local
// backend, which decides by running the project's policies): the visitor's upload, the bucket's
// type and size limits, what anon and a signed-in non-admin cannot do, and the admin's view.
import { request as httpRequest } from 'node:http'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createPhotoUploadSession } from '../../src/features/estimate-request/api/request-photo-uploads.ts'
import type { AppSupabaseClient } from '../../src/lib/supabase-context.ts'
import {
  startTargetBackend,
  START_TIMEOUT,
  targets,
} from '../../test-support/backend/in-process.ts'
import type { Backend } from '../../backend/server/start-backend.ts'
import {
  createConfirmedUser,
  signedInClient,
  statelessClient,
  uniqueEmail,
} from '../../test-support/users.ts'
import { signedInAdminClient } from '../../test-support/second-factor.ts'

const BUCKET = 'request-photos'
// The smallest thing that is a JPEG to a type sniffer: SOI, an APP0 marker, EOI.
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9,
])

describe.each(targets())('request photos through Storage on $name', (target) => {
  let backend: Backend
  let stop: () => Promise<void>
  let admin: SupabaseClient
  let member: SupabaseClient
  beforeAll(async () => {
    ;({ backend, stop } = await startTargetBackend(target))
    admin = (
      await signedInAdminClient(backend, {
        email: backend.adminEmail,
        password: backend.adminPassword,
      })
    ).supabase
    const user = await createConfirmedUser(backend)
    member = (await signedInClient(backend, user)).supabase
  }, START_TIMEOUT)
  afterAll(() => stop?.())

  async function send(photoCount: number) {
    const { data, error } = await statelessClient(backend)
      .rpc('submit_estimate_request', {
        first_name: 'Rosa',
        last_name: 'Diaz',
        email: uniqueEmail('photos'),
        phone: '916 555 0190',
        service: 'sod-installation',
        photo_count: photoCount,
      })
      .single<{ request_id: string; photo_upload_key: string }>()
    if (error) throw error
    return data
  }

  const pathOf = (r: { request_id: string; photo_upload_key: string }, slot: number) =>
    `${r.request_id}/${r.photo_upload_key}/${slot}.jpg`

  const upload = (
    client: SupabaseClient,
    path: string,
    body: Blob | Uint8Array,
    type = 'image/jpeg',
  ) => client.storage.from(BUCKET).upload(path, body, { contentType: type, upsert: false })

  it('stores what the sender uploads, and refuses it again or overwritten', async () => {
    const receipt = await send(2)
    const anon = statelessClient(backend)
    expect(
      (await upload(anon, pathOf(receipt, 1), new Blob([JPEG], { type: 'image/jpeg' }))).error,
    ).toBeNull()
    const again = await upload(anon, pathOf(receipt, 1), JPEG)
    expect(again.error).toMatchObject({ statusCode: '409' })
    const upsert = await anon.storage
      .from(BUCKET)
      .upload(pathOf(receipt, 1), JPEG, { contentType: 'image/jpeg', upsert: true })
    expect(upsert.error).not.toBeNull()
    expect((await upload(anon, pathOf(receipt, 3), JPEG)).error).not.toBeNull()
  })

  it('takes images only, and nothing over 5 MB', async () => {
    const receipt = await send(2)
    const anon = statelessClient(backend)
    const text = await upload(
      anon,
      pathOf(receipt, 1),
      new TextEncoder().encode('hi'),
      'text/plain',
    )
    expect(text.error).toMatchObject({ statusCode: '415' })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(JPEG)
    const tooBig = await upload(anon, pathOf(receipt, 2), big)
    expect(tooBig.error).toMatchObject({ statusCode: '413' })
  })

  const photosOf = async (r: { request_id: string }) =>
    (await admin.rpc('list_request_photos', { request_ids: [r.request_id] })).data as {
      name: string
    }[]

  // The bucket's type list compares only `type/sub`, so `image/jpeg/html` passes it, and Storage
  // serves a file back with the type it was stored with.
  it('takes exactly image/jpeg, not a type that only starts with it', async () => {
    const receipt = await send(2)
    const anon = statelessClient(backend)
    const raw = await upload(anon, pathOf(receipt, 1), JPEG, 'image/jpeg/html')
    expect(raw.error).toMatchObject({ statusCode: '403' })
    const form = await upload(
      anon,
      pathOf(receipt, 2),
      new Blob([JPEG], { type: 'image/jpeg/html' }),
    )
    expect(form.error).toMatchObject({ statusCode: '403' })
    expect(await photosOf(receipt)).toEqual([])
  })

  it('refuses an empty photo, and takes a real one in its slot after', async () => {
    const receipt = await send(2)
    const anon = statelessClient(backend)
    const raw = await upload(anon, pathOf(receipt, 1), new Uint8Array(0))
    expect(raw.error).toMatchObject({ statusCode: '403' })
    const form = await upload(anon, pathOf(receipt, 2), new Blob([], { type: 'image/jpeg' }))
    expect(form.error).toMatchObject({ statusCode: '403' })
    expect(await photosOf(receipt)).toEqual([])
    expect((await upload(anon, pathOf(receipt, 1), JPEG)).error).toBeNull()
  })

  // Hosted Storage checks a signed upload URL against the policy when it signs it; the upload
  // then runs as Storage's own role, for up to 2 hours. Signed within the window, a URL would
  // add a photo after the window closed, or after the sender finished.
  it('refuses a signed upload URL, which would outlive the upload window', async () => {
    const receipt = await send(1)
    const anon = statelessClient(backend)
    const path = pathOf(receipt, 1)
    const signed = await anon.storage.from(BUCKET).createSignedUploadUrl(path)
    expect(signed.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    await anon.rpc('finish_request_photos', {
      request_id: receipt.request_id,
      photo_upload_key: receipt.photo_upload_key,
    })
    if (signed.data) {
      await anon.storage.from(BUCKET).uploadToSignedUrl(path, signed.data.token, JPEG, {
        contentType: 'image/jpeg',
      })
    }
    expect(await photosOf(receipt)).toEqual([])
  })

  /** A raw upload that holds back its last byte until `finish`, which answers its JSON. */
  function heldUpload(path: string, body: Uint8Array) {
    const request = httpRequest(`${backend.url}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'image/jpeg',
        'content-length': body.length,
      },
    })
    const answer = new Promise<unknown>((resolve, reject) => {
      request.on('error', reject)
      request.on('response', (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())))
      })
    })
    request.write(body.subarray(0, -1))
    return { finish: () => (request.end(body.subarray(-1)), answer) }
  }

  // Storage checks a new object with a rolled-back insert, then stores the row as its own role:
  // two uploads checked before either is stored would both land, the last body winning. Whether
  // the checks overlap here depends on timing; request-photos.test.ts replays the overlap step by
  // step. Either way the slot keeps one body and the other upload gets the 409 the app expects.
  it('keeps one body when two uploads race to one slot', async () => {
    const receipt = await send(1)
    const path = pathOf(receipt, 1)
    const bodies = [1, 2].map((n) => new Uint8Array([...JPEG.subarray(0, -2), n, 0xff, 0xd9]))
    const held = bodies.map((body) => heldUpload(path, body))
    // Both requests are in, each waiting for its last byte; then both arrive at once.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const answers = await Promise.all(held.map((upload) => upload.finish()))
    const stored = bodies.filter(
      (_, i) => (answers[i] as { Key?: string }).Key === `${BUCKET}/${path}`,
    )
    expect(stored).toHaveLength(1)
    expect(answers).toContainEqual(expect.objectContaining({ statusCode: '409' }))
    const kept = await admin.storage.from(BUCKET).download(path)
    expect(new Uint8Array(await kept.data!.arrayBuffer())).toEqual(stored[0])
  })

  it('lets neither anon nor a signed-in non-admin list, read, sign or delete a photo', async () => {
    const receipt = await send(1)
    const path = pathOf(receipt, 1)
    const anon = statelessClient(backend)
    expect((await upload(anon, path, JPEG)).error).toBeNull()
    for (const client of [anon, member]) {
      const bucket = client.storage.from(BUCKET)
      expect((await bucket.list(receipt.request_id)).data ?? []).toEqual([])
      expect((await bucket.list('')).data ?? []).toEqual([])
      expect((await bucket.download(path)).error).not.toBeNull()
      expect((await bucket.createSignedUrl(path, 60)).error).not.toBeNull()
      expect((await bucket.remove([path])).data ?? []).toEqual([])
    }
    const stillThere = await admin.storage.from(BUCKET).download(path)
    expect(stillThere.error).toBeNull()
  })

  it('shows the admin the photos through signed URLs, and deletes them with the request', async () => {
    const receipt = await send(2)
    const anon = statelessClient(backend)
    for (const slot of [1, 2])
      expect((await upload(anon, pathOf(receipt, slot), JPEG)).error).toBeNull()
    const { data: finished } = await anon.rpc('finish_request_photos', {
      request_id: receipt.request_id,
      photo_upload_key: receipt.photo_upload_key,
    })
    expect(finished).toBe(2)

    const listed = await admin.rpc('list_request_photos', { request_ids: [receipt.request_id] })
    const names = (listed.data as { name: string }[]).map((row) => row.name)
    expect(names).toEqual([pathOf(receipt, 1), pathOf(receipt, 2)])
    expect(
      (await member.rpc('list_request_photos', { request_ids: [receipt.request_id] })).data,
    ).toEqual([])

    const signed = await admin.storage.from(BUCKET).createSignedUrls(names, 60)
    expect(signed.error).toBeNull()
    const response = await fetch(signed.data![0]!.signedUrl!)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG)

    const removed = await admin.storage.from(BUCKET).remove(names)
    expect(removed.data).toHaveLength(2)
    expect(
      (await admin.rpc('list_request_photos', { request_ids: [receipt.request_id] })).data,
    ).toEqual([])
    const deleted = await admin
      .from('contact_submissions')
      .delete()
      .eq('id', receipt.request_id)
      .select('id')
    expect(deleted.data).toHaveLength(1)
  })

  it("the browser's upload session ends the uploads only after those under way", async () => {
    const sent = await send(2)
    const anon = statelessClient(backend)
    const session = createPhotoUploadSession(anon as unknown as AppSupabaseClient, {
      requestId: sent.request_id,
      photoUploadKey: sent.photo_upload_key,
    })
    // The visitor closes the dialog while the first photo is still travelling.
    const first = session.upload(1, new Blob([JPEG], { type: 'image/jpeg' }))
    session.finishWhenSettled()
    await expect(first).resolves.toBeUndefined()
    // Then the window closes (its history event says when): nothing more gets in. Polled on
    // the history, not by uploading, which would store a photo if tried before the close.
    await expect
      .poll(async () => {
        const received = await admin
          .from('history_events')
          .select('kind')
          .eq('request_id', sent.request_id)
          .eq('kind', 'request_photos_received')
        return received.data?.length
      })
      .toBe(1)
    expect((await upload(anon, pathOf(sent, 2), JPEG)).error?.statusCode).toBe('403')
    const listed = await admin.rpc('list_request_photos', { request_ids: [sent.request_id] })
    expect(listed.data).toHaveLength(1)
  })

  it('has a private bucket', async () => {
    const service = statelessClient(backend, backend.serviceRoleKey)
    const { data } = await service.storage.getBucket(BUCKET)
    expect(data).toMatchObject({ id: BUCKET, public: false, file_size_limit: 5242880 })
  })
})
