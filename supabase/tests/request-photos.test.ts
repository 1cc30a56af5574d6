// The rules of request photos in the database: who may add an object to the photos bucket
// (storage.objects' policies, checked here as Storage checks them: an insert as the request's
// role), the upload window, finish_request_photos, the alert's hold and photo count, and what
// admins and others see. Storage's HTTP side is covered by request-photos-storage.test.ts.
import type { Queryable } from '../../backend/db/connection.ts'
import { asCaller, createUser, type Caller } from './support/as-role.ts'
import { backends, createTestDatabase, type TestDatabase } from './support/test-db.ts'

const BUCKET = 'request-photos'
const anon: Caller = { role: 'anon' }

interface Receipt {
  request_id: string
  photo_upload_key: string | null
}

describe.each(backends)('request photos on %s', (kind) => {
  let t: TestDatabase
  let admin: Caller
  let user: Caller
  beforeAll(async () => {
    t = await createTestDatabase(kind)
    admin = await createUser(t.db, 'photo-admin@example.com', { admin: true })
    user = await createUser(t.db, 'photo-user@example.com')
  })
  afterAll(() => t?.dispose())

  let sent = 0
  /** Sends a request as a visitor announcing `photos` photos; returns the send's answer. */
  async function sendRequest(photos: number, extra = ''): Promise<Receipt> {
    return asCaller(
      t.db,
      anon,
      async (tx) =>
        (
          await tx.query<Receipt>(
            `select * from public.submit_estimate_request(first_name => 'Rosa', last_name => 'Diaz',
              email => $1, phone => '916 555 0190', service => 'sod-installation',
              photo_count => $2 ${extra})`,
            [`photos${++sent}@example.com`, photos],
          )
        ).rows[0]!,
      { commit: true },
    )
  }

  const path = (r: Receipt, slot: number | string, key = r.photo_upload_key) =>
    `${r.request_id}/${key}/${slot}.jpg`

  /** The SQLSTATE of a refused statement, or 'ok'. */
  const outcome = (run: Promise<unknown>) =>
    run.then(
      () => 'ok',
      (error: { code?: string }) => error.code ?? String(error),
    )

  /**
   * Adds an object row as the caller, as Storage checks an upload: its operation set, the
   * metadata it knows before the body (the request's type and declared length).
   */
  function attach(
    caller: Caller,
    name: string,
    {
      operation = 'storage.object.upload',
      metadata = { mimetype: 'image/jpeg', contentLength: 1000 } as Record<string, unknown>,
      commit = true,
    } = {},
  ): Promise<string> {
    return outcome(
      asCaller(
        t.db,
        caller,
        async (tx) => {
          await tx.query(`select set_config('storage.operation', $1, true)`, [operation])
          await tx.query(
            `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)`,
            [BUCKET, name, metadata],
          )
        },
        { commit },
      ),
    )
  }

  /** Storage's last step of an upload, as its own role: the row with the stored body's version. */
  const store = (name: string, version: string, size = 1000) =>
    outcome(
      asCaller(
        t.db,
        { role: 'service_role' },
        (tx) =>
          tx.query(
            `insert into storage.objects (bucket_id, name, version, metadata) values ($1, $2, $3, $4)
             on conflict (name, bucket_id) do update
               set version = excluded.version, metadata = excluded.metadata`,
            [BUCKET, name, version, { size, mimetype: 'image/jpeg' }],
          ),
        { commit: true },
      ),
    )

  const count = (tx: Queryable, sql: string, params: unknown[] = []) =>
    tx.query(sql, params).then((r) => r.rowCount)

  it('answers the send with the request id and a 64-hex-digit key, kept only as a hash', async () => {
    const receipt = await sendRequest(2)
    expect(receipt.request_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(receipt.photo_upload_key).toMatch(/^[0-9a-f]{64}$/)
    const { rows } = await t.db.query<{ stored: string }>(
      `select encode(key_hash, 'hex') as stored from private.request_photo_uploads
       where submission_id = $1`,
      [receipt.request_id],
    )
    expect(rows[0]!.stored).not.toContain(receipt.photo_upload_key)
    expect(rows[0]!.stored).toHaveLength(64)
  })

  it('gives no key without photos, and refuses a photo count outside 0-5', async () => {
    expect((await sendRequest(0)).photo_upload_key).toBeNull()
    await expect(sendRequest(6)).rejects.toMatchObject({ code: '22023' })
    await expect(sendRequest(-1)).rejects.toMatchObject({ code: '22023' })
  })

  it('lets the sender fill the announced slots once, and nothing else', async () => {
    const receipt = await sendRequest(2)
    expect(await attach(anon, path(receipt, 1))).toBe('ok')
    expect(await attach(anon, path(receipt, 2))).toBe('ok')
    // A third photo when two were announced; the same slot again (no overwrite); odd names.
    expect(await attach(anon, path(receipt, 3))).toBe('42501')
    expect(await attach(anon, path(receipt, 1))).toBe('23505')
    for (const slot of ['0', '1.png', '1.jpg.exe', '../1', '1.JPG']) {
      expect(await attach(anon, path(receipt, slot))).toBe('42501')
    }
    expect(await attach(anon, `${receipt.request_id}/1.jpg`)).toBe('42501')
  })

  // Hosted Storage checks a signed upload URL when it signs it, a TUS or S3 multipart upload when
  // it starts: each could add a photo after the window. Only the plain upload is checked whole.
  it('takes a photo only from a plain upload, typed exactly image/jpeg', async () => {
    const receipt = await sendRequest(2)
    for (const operation of [
      'storage.object.sign_upload_url',
      'storage.object.upload_signed',
      'storage.object.upload_update',
      'storage.tus.upload.create',
      'storage.s3.upload',
      'storage.s3.upload.create_multipart',
      '',
    ]) {
      expect(await attach(anon, path(receipt, 1), { operation }), operation).toBe('42501')
    }
    for (const mimetype of ['image/jpeg/html', 'image/jpeg; charset=utf-8', 'image/png', null]) {
      const metadata = { mimetype, contentLength: 1000 }
      expect(await attach(anon, path(receipt, 1), { metadata }), String(mimetype)).toBe('42501')
    }
    expect(await attach(anon, path(receipt, 1))).toBe('ok')
  })

  // Storage checks with a rolled-back insert, then stores the row as its own role: two uploads
  // to one slot can both pass the check before either is stored.
  it('keeps the first body of two uploads racing to one slot', async () => {
    const receipt = await sendRequest(1)
    const name = path(receipt, 1)
    expect(await attach(anon, name, { commit: false })).toBe('ok')
    expect(await attach(anon, name, { commit: false })).toBe('ok')
    expect(await store(name, 'first')).toBe('ok')
    expect(await store(name, 'second')).toBe('23505')
    const { rows } = await t.db.query('select version from storage.objects where name = $1', [name])
    expect(rows).toEqual([{ version: 'first' }])
  })

  it('refuses an empty photo when Storage stores it', async () => {
    const receipt = await sendRequest(1)
    expect(await attach(anon, path(receipt, 1), { commit: false })).toBe('ok')
    expect(await store(path(receipt, 1), 'empty', 0)).toBe('42501')
    expect(await store(path(receipt, 1), 'real', 1000)).toBe('ok')
  })

  it('caps a request at five photos: there is no sixth slot', async () => {
    const receipt = await sendRequest(5)
    for (const slot of [1, 2, 3, 4, 5]) expect(await attach(anon, path(receipt, slot))).toBe('ok')
    expect(await attach(anon, path(receipt, 6))).toBe('42501')
  })

  it("refuses a wrong key, and one request's key in another request's folder", async () => {
    const first = await sendRequest(2)
    const second = await sendRequest(2)
    expect(await attach(anon, path(first, 1, 'a'.repeat(64)))).toBe('42501')
    expect(await attach(anon, path(second, 1, first.photo_upload_key))).toBe('42501')
    const crossed = { request_id: second.request_id, photo_upload_key: first.photo_upload_key }
    expect(await attach(anon, path(crossed, 1))).toBe('42501')
  })

  it('lets a signed-in visitor attach too, with the same rules', async () => {
    const receipt = await sendRequest(1)
    expect(await attach(user, path(receipt, 1))).toBe('ok')
    expect(await attach(user, path(receipt, 1, 'b'.repeat(64)))).toBe('42501')
  })

  it('refuses a late upload: the window closes 30 minutes after sending', async () => {
    const receipt = await sendRequest(2)
    const { rows } = await t.db.query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - now()) / 60)::int as minutes
       from private.request_photo_uploads where submission_id = $1`,
      [receipt.request_id],
    )
    expect(rows[0]!.minutes).toBe(30)
    await t.db.query(
      `update private.request_photo_uploads set expires_at = now() - interval '1 second'
       where submission_id = $1`,
      [receipt.request_id],
    )
    expect(await attach(anon, path(receipt, 1))).toBe('42501')
  })

  it('gives the honeypot a key that opens nothing', async () => {
    const receipt = await sendRequest(2, `, website => 'http://spam.example'`)
    expect(receipt.photo_upload_key).toMatch(/^[0-9a-f]{64}$/)
    expect(await attach(anon, path(receipt, 1))).toBe('42501')
  })

  it('lets nobody but admins see or delete photos, and nobody change them', async () => {
    const receipt = await sendRequest(1)
    expect(await attach(anon, path(receipt, 1))).toBe('ok')
    const name = path(receipt, 1)
    for (const caller of [anon, user]) {
      await asCaller(t.db, caller, async (tx) => {
        expect(await count(tx, 'select * from storage.objects where name = $1', [name])).toBe(0)
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`)
        expect(await count(tx, 'delete from storage.objects where name = $1', [name])).toBe(0)
        expect(
          await count(tx, `update storage.objects set name = name || 'x' where name = $1`, [name]),
        ).toBe(0)
        const listed = await tx.query('select * from public.list_request_photos($1)', [
          [receipt.request_id],
        ])
        expect(listed.rowCount).toBe(0)
      }).catch((error: { code?: string }) => expect(error.code).toBe('42501'))
    }
    await asCaller(t.db, admin, async (tx) => {
      const listed = await tx.query<{ request_id: string; name: string }>(
        'select * from public.list_request_photos($1)',
        [[receipt.request_id]],
      )
      expect(listed.rows).toEqual([
        expect.objectContaining({ request_id: receipt.request_id, name }),
      ])
      expect(
        await count(tx, `update storage.objects set name = name || 'x' where name = $1`, [name]),
      ).toBe(0)
      // Only through the Storage API, which sets this; a plain SQL delete is refused (hosted too).
      await expect(
        tx.query('delete from storage.objects where name = $1', [name]),
      ).rejects.toMatchObject({ code: '42501' })
    })
    await asCaller(t.db, admin, async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`)
      expect(await count(tx, 'delete from storage.objects where name = $1', [name])).toBe(1)
    })
  })

  it('holds the alert of a request with photos until the sender finishes', async () => {
    const receipt = await sendRequest(2)
    const hold = async () =>
      (
        await t.db.query<{ seconds: number }>(
          `select extract(epoch from next_attempt_at - now())::int as seconds
           from private.mail_outbox where kind = 'alert' and submission_id = $1`,
          [receipt.request_id],
        )
      ).rows[0]!.seconds
    expect(await hold()).toBeGreaterThan(9 * 60)
    expect(await attach(anon, path(receipt, 1))).toBe('ok')
    expect(await attach(anon, path(receipt, 2))).toBe('ok')

    const finish = (key: string | null) =>
      asCaller(
        t.db,
        anon,
        async (tx) =>
          (
            await tx.query<{ photos: number | null }>(
              'select public.finish_request_photos($1, $2) as photos',
              [receipt.request_id, key],
            )
          ).rows[0]!.photos,
        { commit: true },
      )
    expect(await finish('c'.repeat(64))).toBeNull()
    expect(await hold()).toBeGreaterThan(9 * 60)
    expect(await finish(receipt.photo_upload_key)).toBe(2)
    expect(await hold()).toBeLessThanOrEqual(0)
    // Finished: the window is closed and a second call changes nothing.
    expect(await finish(receipt.photo_upload_key)).toBeNull()
    const history = await asCaller(t.db, admin, (tx) =>
      tx.query<{ kind: string; to_value: string }>(
        'select kind, to_value from public.history_events where request_id = $1',
        [receipt.request_id],
      ),
    )
    expect(history.rows).toEqual([{ kind: 'request_photos_received', to_value: '2' }])

    const claimed = await asCaller(t.db, { role: 'service_role' }, (tx) =>
      tx.query<{ submission_id: string; photo_count: number }>(
        `select submission_id, photo_count from public.claim_outbox_mails(100) where kind = 'alert'`,
      ),
    )
    expect(claimed.rows).toContainEqual({ submission_id: receipt.request_id, photo_count: 2 })
  })

  it('alerts at once for a request without photos', async () => {
    const receipt = await sendRequest(0)
    const { rows } = await t.db.query<{ due: boolean }>(
      `select next_attempt_at <= now() as due from private.mail_outbox
       where kind = 'alert' and submission_id = $1`,
      [receipt.request_id],
    )
    expect(rows[0]!.due).toBe(true)
  })
})
