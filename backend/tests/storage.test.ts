// The local Storage API through supabase-js, on each database target: a private bucket with a
// size limit and a type list, policies as a migration writes them (run as the migration role),
// and what anon, a signed-in owner and service_role can do, with the real server's error shapes.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrationSql } from '../db/prepare.ts'
import { DEFAULT_JWT_SECRET, signJwt } from '../server/jwt.ts'
import { startBackend, type Backend } from '../server/start-backend.ts'
import { createConfirmedUser, signedInClient, statelessClient } from '../../test-support/users.ts'
import { seedMigrated, START_TIMEOUT, targets } from '../../test-support/backend/in-process.ts'

// As a project migration would write them: it runs as the role that plays hosted `postgres`.
const MIGRATION = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('conformance', 'conformance', false, 1024, '{image/png,text/*}'),
       ('open-bucket', 'open-bucket', true, null, null);
create policy "Anon adds under anon/" on storage.objects for insert to anon
  with check (bucket_id = 'conformance' and (storage.foldername(name))[1] = 'anon');
create policy "Users add their own" on storage.objects for insert to authenticated
  with check (bucket_id = 'conformance' and owner_id = (select auth.uid()::text));
create policy "Users see their own" on storage.objects for select to authenticated
  using (bucket_id = 'conformance' and owner_id = (select auth.uid()::text));
create policy "Users remove their own" on storage.objects for delete to authenticated
  using (bucket_id = 'conformance' and owner_id = (select auth.uid()::text));
create policy "Users see buckets" on storage.buckets for select to authenticated using (true);
create function public.count_conformance_objects() returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from storage.objects where bucket_id = 'conformance'
$$;
grant execute on function public.count_conformance_objects() to anon;`

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe.each(targets())('Storage API through supabase-js ($name)', (target) => {
  let backend: Backend
  let storageDir: string
  let cleanup: (() => Promise<void>) | undefined
  let anon: SupabaseClient
  let service: SupabaseClient
  let owner: Awaited<ReturnType<typeof signedInClient>>

  beforeAll(async () => {
    const { cleanup: dropDatabase, ...options } = await target.options()
    cleanup = dropDatabase
    storageDir = await mkdtemp(join(tmpdir(), 'storage-files-'))
    backend = await startBackend({
      ...options,
      prepare: async (db, seed) => {
        const prepared = await seedMigrated(db, seed)
        await db.transaction((tx) => applyMigrationSql(tx, MIGRATION))
        return prepared
      },
      storageDir: join(storageDir, 'files'),
      port: 0,
      rateLimits: 'off',
      mailDelivery: false,
    })
    anon = statelessClient(backend)
    service = statelessClient(backend, backend.serviceRoleKey)
    owner = await signedInClient(backend, await createConfirmedUser(backend))
  }, START_TIMEOUT)
  afterAll(async () => {
    await backend?.stop()
    await cleanup?.()
    await rm(storageDir, { recursive: true, force: true })
  })

  const bucket = (client: SupabaseClient, id = 'conformance') => client.storage.from(id)
  const ownPath = (name: string) => `${owner.user.id}/${name}`

  it('takes an anonymous upload that only inserts, and refuses it twice or as an upsert', async () => {
    const first = await bucket(anon).upload('anon/a.png', new Blob([PNG], { type: 'image/png' }))
    expect(first.error).toBeNull()
    expect(first.data).toEqual({
      path: 'anon/a.png',
      id: expect.any(String),
      fullPath: 'conformance/anon/a.png',
    })
    const raw = await bucket(anon).upload('anon/b.txt', 'plain text', { contentType: 'text/plain' })
    expect(raw.error).toBeNull()

    const again = await bucket(anon).upload('anon/a.png', PNG, { contentType: 'image/png' })
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    })
    // An upsert needs UPDATE and SELECT policies too (INSERT … ON CONFLICT … RETURNING *).
    const upsert = await bucket(anon).upload('anon/c.png', PNG, {
      contentType: 'image/png',
      upsert: true,
    })
    expect(upsert.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    const elsewhere = await bucket(anon).upload('other/a.png', PNG, { contentType: 'image/png' })
    expect(elsewhere.error).toMatchObject({ statusCode: '403' })
    // A security-definer function owned by the migration role counts what anon cannot see.
    expect((await anon.rpc('count_conformance_objects')).data).toBe(2)
  })

  it("applies the bucket's size limit and type list", async () => {
    const big = new Uint8Array(2000)
    const raw = await bucket(anon).upload('anon/big.png', big, { contentType: 'image/png' })
    expect(raw.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
    const form = await bucket(anon).upload('anon/big2.png', new Blob([big], { type: 'image/png' }))
    expect(form.error).toMatchObject({ statusCode: '413' })
    const pdf = await bucket(anon).upload('anon/a.pdf', PNG, { contentType: 'application/pdf' })
    expect(pdf.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    })
  })

  it('lets anon neither list, download, sign nor remove what it uploaded', async () => {
    expect((await bucket(anon).list('anon')).data).toEqual([])
    const download = await bucket(anon).download('anon/a.png')
    expect(download.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    })
    expect((await bucket(anon).createSignedUrl('anon/a.png', 60)).error).toMatchObject({
      statusCode: '404',
    })
    const signed = await bucket(anon).createSignedUrls(['anon/a.png'], 60)
    expect(signed.data?.[0]).toMatchObject({
      error: expect.stringContaining('does not exist'),
      signedUrl: null,
    })
    expect((await bucket(anon).remove(['anon/a.png'])).data).toEqual([])
    expect((await bucket(service).list('anon')).data?.map((o) => o.name)).toEqual([
      'a.png',
      'b.txt',
    ])
  })

  it('lets a signed-in user upload, list, download, sign and remove their own objects', async () => {
    const own = bucket(owner.supabase)
    expect((await own.upload(ownPath('p.png'), PNG, { contentType: 'image/png' })).error).toBeNull()
    expect(
      (await own.upload(ownPath('sub/q.txt'), 'q', { contentType: 'text/plain' })).error,
    ).toBeNull()
    const top = await own.list(owner.user.id)
    expect(top.data?.map((o) => [o.name, o.id === null])).toEqual([
      ['p.png', false],
      ['sub', true],
    ])
    expect(top.data?.[0]?.metadata).toMatchObject({ size: PNG.length, mimetype: 'image/png' })
    expect((await own.list('anon')).data).toEqual([])

    const file = await own.download(ownPath('p.png'))
    expect(new Uint8Array(await file.data!.arrayBuffer())).toEqual(PNG)
    const signed = await own.createSignedUrl(ownPath('p.png'), 60)
    const response = await fetch(signed.data!.signedUrl)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
    const many = await own.createSignedUrls([ownPath('p.png'), 'anon/a.png'], 60)
    expect(many.data?.map((s) => s.error === null)).toEqual([true, false])

    const removed = await own.remove([ownPath('p.png'), 'anon/a.png'])
    expect(removed.data?.map((o) => o.name)).toEqual([ownPath('p.png')])
    expect((await fetch(signed.data!.signedUrl)).status).toBe(400)
    const files = await readdir(join(storageDir, 'files', 'conformance', owner.user.id), {
      recursive: true,
    })
    expect(files.filter((f) => f.includes('%v-'))).toHaveLength(1)
  })

  it('refuses expired, tampered and misdirected signed URLs', async () => {
    const path = ownPath('signed.png')
    await bucket(owner.supabase).upload(path, PNG, { contentType: 'image/png' })
    const link = (token: string) =>
      `${backend.url}/storage/v1/object/sign/conformance/${path}?token=${token}`
    const refusal = async (token: string) => (await fetch(link(token))).json()
    const iat = Math.floor(Date.now() / 1000) - 120
    const claims = { url: `conformance/${path}`, scope: 'download', iat, exp: iat + 60 }
    expect(await refusal(signJwt(claims, DEFAULT_JWT_SECRET))).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    })
    const valid = signJwt({ ...claims, exp: iat + 600 }, DEFAULT_JWT_SECRET)
    expect((await fetch(link(valid))).status).toBe(200)
    const [head, , signature] = valid.split('.')
    const body = Buffer.from(JSON.stringify({ ...claims, exp: iat + 6000 })).toString('base64url')
    expect(await refusal(`${head}.${body}.${signature}`)).toMatchObject({
      message: 'signature verification failed',
    })
    const other = signJwt(
      { ...claims, url: 'conformance/anon/a.png', exp: iat + 600 },
      DEFAULT_JWT_SECRET,
    )
    expect(await refusal(other)).toMatchObject({
      code: 'InvalidSignature',
      message: 'Invalid signature',
    })
  })

  it('lets service_role do everything, and serves public buckets without a key', async () => {
    const all = bucket(service)
    expect((await all.download('anon/b.txt')).error).toBeNull()
    expect((await all.createSignedUrl('anon/b.txt', 60)).error).toBeNull()
    expect(
      (await all.upload('anon/b.txt', 'new', { contentType: 'text/plain', upsert: true })).error,
    ).toBeNull()
    expect(await (await all.download('anon/b.txt')).data!.text()).toBe('new')
    expect((await all.remove(['anon/b.txt'])).data).toHaveLength(1)

    expect(
      (await bucket(service, 'open-bucket').upload('x.txt', 'open', { contentType: 'text/plain' }))
        .error,
    ).toBeNull()
    const { publicUrl } = bucket(anon, 'open-bucket').getPublicUrl('x.txt').data
    expect(await (await fetch(publicUrl)).text()).toBe('open')
    const privateUrl = bucket(anon).getPublicUrl(ownPath('signed.png')).data.publicUrl
    expect(await (await fetch(privateUrl)).json()).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    })
  })

  it('reads buckets as the role and answers for missing buckets and objects', async () => {
    expect((await anon.storage.listBuckets()).data).toEqual([])
    const listed = await owner.supabase.storage.listBuckets()
    expect(listed.data?.find((b) => b.id === 'conformance')).toMatchObject({
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ['image/png', 'text/*'],
    })
    expect((await anon.storage.getBucket('conformance')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    })
    expect((await owner.supabase.storage.getBucket('conformance')).data?.name).toBe('conformance')

    const noBucket = await bucket(anon, 'missing').upload('anon/a.png', PNG, {
      contentType: 'image/png',
    })
    expect(noBucket.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    })
    expect((await bucket(service).download('anon/none.png')).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    })
  })

  it('checks a signed upload URL when it signs it, then takes its upload from whoever holds it', async () => {
    const own = bucket(owner.supabase)
    const path = ownPath('later.png')
    const signed = await own.createSignedUploadUrl(path)
    expect(signed.error).toBeNull()
    expect(signed.data!.signedUrl).toContain(`/object/upload/sign/conformance/${path}?token=`)
    const later = await bucket(anon).uploadToSignedUrl(path, signed.data!.token, PNG, {
      contentType: 'image/png',
    })
    expect(later.data).toEqual({ path, fullPath: `conformance/${path}` })
    // The row is the signer's: their own select policy shows it.
    expect(new Uint8Array(await (await own.download(path)).data!.arrayBuffer())).toEqual(PNG)
    const again = await bucket(anon).uploadToSignedUrl(path, signed.data!.token, PNG, {
      contentType: 'image/png',
    })
    expect(again.error).toMatchObject({ statusCode: '409' })

    const pdfPath = ownPath('later.pdf')
    const pdf = await own.createSignedUploadUrl(pdfPath)
    expect(
      (
        await bucket(anon).uploadToSignedUrl(pdfPath, pdf.data!.token, PNG, {
          contentType: 'application/pdf',
        })
      ).error,
    ).toMatchObject({ statusCode: '415' })
    expect((await bucket(anon).createSignedUploadUrl('other/x.png')).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })

    // A token does one thing: a download token uploads nothing, an upload token reads nothing.
    const download = await own.createSignedUrl(path, 60)
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!
    const replayed = await bucket(anon).uploadToSignedUrl(path, downloadToken, PNG, {
      contentType: 'image/png',
      upsert: true,
    })
    expect(replayed.error).toMatchObject({ message: 'Token is not scoped for upload' })
    const read = await fetch(
      `${backend.url}/storage/v1/object/sign/conformance/${path}?token=${signed.data!.token}`,
    )
    expect(await read.json()).toMatchObject({ message: 'Token is not scoped for download' })
  })

  it('serves an object with its stored type, as hosted does: only text/html becomes text/plain', async () => {
    const upload = (name: string, body: string | Uint8Array, contentType: string) =>
      bucket(anon).upload(name, body, { contentType })
    expect((await upload('anon/page.html', '<p>hi</p>', 'text/html')).error).toBeNull()
    // The bucket's type list compares `type/sub` only.
    expect((await upload('anon/odd.png', PNG, 'image/png/html')).error).toBeNull()
    const served = (name: string) =>
      fetch(`${backend.url}/storage/v1/object/conformance/${name}`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.serviceRoleKey}` },
      })
    const page = await served('anon/page.html')
    expect(page.headers.get('content-type')).toBe('text/plain')
    expect(page.headers.get('x-robots-tag')).toBe('none')
    expect(page.headers.get('x-content-type-options')).toBeNull()
    expect((await served('anon/odd.png')).headers.get('content-type')).toBe('image/png/html')
  })

  it('answers CORS preflights for the headers storage-js sends', async () => {
    const requested = 'authorization, apikey, content-type, x-upsert, cache-control, x-metadata'
    const preflight = await fetch(`${backend.url}/storage/v1/object/conformance/anon/z.png`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': requested,
      },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-headers')).toBe(requested)
  })
})
