import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Queryable, QueryResult } from '../db/connection.ts'
import type { AuthContext } from '../server/auth-context.ts'
import { allowedRedirect } from '../server/auth-links.ts'
import type { AuthConfig } from '../server/config.ts'
import { apiKey, DEFAULT_JWT_SECRET, signJwt, verifyJwt, type JwtClaims } from '../server/jwt.ts'
import { nestsDeeperThan } from '../server/http.ts'
import { createOutboxServer } from '../server/mail-api.ts'
import { MailOutbox } from '../server/mail-outbox.ts'
import { sampleVisitDetails } from '../../test-support/visit-mail-details.ts'
import { outboxSender } from '../server/mail-sender.ts'
import { CatalogCache, type Table } from '../server/rest-catalog.ts'
import { Params, parseFilters, parseOrder, parseSelect } from '../server/rest-query.ts'
import {
  deliverDueMails,
  type ClaimedMail,
  type MailStore,
} from '../../supabase/functions/_shared/mail-outbox.ts'

const table: Table = {
  name: 'things',
  columns: new Map(['id', 'name', 'created_at'].map((name) => [name, { name, type: 'text' }])),
}

describe('jwt', () => {
  it('signs the CLI keys byte for byte', () => {
    expect(apiKey('anon', DEFAULT_JWT_SECRET)).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    )
    expect(apiKey('service_role', DEFAULT_JWT_SECRET)).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    )
  })

  it('verifies, and names the reason for a refusal', () => {
    const token = signJwt({ sub: 'x', exp: 2000 }, 'secret-secret-secret')
    expect(verifyJwt(token, 'secret-secret-secret', 1000)).toMatchObject({ ok: true })
    expect(verifyJwt(token, 'secret-secret-secret', 3000)).toMatchObject({ reason: 'expired' })
    expect(verifyJwt(token, 'another-secret-entirely', 1000)).toMatchObject({ reason: 'signature' })
    expect(verifyJwt('a.b', 'secret', 1000)).toMatchObject({
      message: 'Expected 3 parts in JWT; got 2',
    })
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`
    expect(verifyJwt(none, 'secret-secret-secret', 1000).ok).toBe(false)
  })

  it('refuses a non-numeric exp or iat instead of skipping the check', () => {
    for (const claims of [{ exp: '2000' }, { exp: null }, { iat: '1' }]) {
      const token = signJwt(claims as unknown as JwtClaims, 'secret-secret-secret')
      expect(verifyJwt(token, 'secret-secret-secret', 3000)).toMatchObject({
        ok: false,
        reason: 'claims',
      })
    }
  })
})

describe('query parsing', () => {
  it('binds every filter value and quotes identifiers', () => {
    const params = new Params()
    const where = parseFilters(
      table,
      new URLSearchParams({
        name: "eq.x' or '1'='1",
        id: 'in.(a,"b,c",d)',
        created_at: 'not.is.null',
        select: '*',
      }),
      params,
    )
    expect(where).toBe(
      ' where "things"."name" = $1 and "things"."id" in ($2, $3, $4) and not ("things"."created_at" is null)',
    )
    expect(params.values).toEqual(["x' or '1'='1", 'a', 'b,c', 'd'])
  })

  it('refuses unknown columns and operators', () => {
    expect(() => parseSelect(table, 'id,nope')).toThrow(/column things.nope does not exist/)
    expect(() => parseSelect(table, 'id,"x"; drop')).toThrow(/failed to parse select/)
    expect(() => parseOrder(table, 'name.sideways')).toThrow(/failed to parse order/)
    expect(() =>
      parseFilters(table, new URLSearchParams({ name: 'regex.x' }), new Params()),
    ).toThrow(/failed to parse filter/)
    expect(parseOrder(table, 'created_at.desc.nullslast,name')).toBe(
      ' order by "things"."created_at" desc nulls last, "things"."name"',
    )
    expect(parseSelect(table, 'label:name,id')).toBe(
      '"things"."name" as "label", "things"."id" as "id"',
    )
  })
})

describe('redirect allow rule', () => {
  const config = {
    siteUrl: 'https://app.example.com',
    additionalRedirectUrls: ['https://*.preview.example.com/**'],
  } as AuthConfig
  const auth = { config } as AuthContext

  it('allows the site, loopback and listed globs, and falls back to site_url', () => {
    expect(allowedRedirect(auth, 'https://app.example.com/auth')).toBe(
      'https://app.example.com/auth',
    )
    expect(allowedRedirect(auth, 'http://localhost:5173/auth')).toBe('http://localhost:5173/auth')
    expect(allowedRedirect(auth, 'https://pr-1.preview.example.com/a/b')).toBe(
      'https://pr-1.preview.example.com/a/b',
    )
    expect(allowedRedirect(auth, 'https://evil.example/phish')).toBe('https://app.example.com')
    expect(allowedRedirect(auth, 'javascript:alert(1)')).toBe('https://app.example.com')
    expect(allowedRedirect(auth, 'javascript://127.0.0.1/%0aalert(1)')).toBe(
      'https://app.example.com',
    )
    expect(allowedRedirect(auth, null)).toBe('https://app.example.com')
  })
})

describe('schema cache', () => {
  /** A database whose catalog queries fail while `down`, counting the loads. */
  const fakeDb = () => {
    const state = { loads: 0, down: false }
    const db: Queryable = {
      query: async <R>() => {
        if (state.down) throw new Error('database down')
        state.loads++
        return { rows: [] as R[], rowCount: 0, fields: [] } satisfies QueryResult<R>
      },
    }
    return { db, state }
  }

  it('forgets a failed load, so the next request tries again', async () => {
    const { db, state } = fakeDb()
    const cache = new CatalogCache(db)
    state.down = true
    await expect(cache.get()).rejects.toThrow('database down')
    state.down = false
    await expect(cache.get()).resolves.toMatchObject({ tables: new Map() })
  })

  it('reloads for unknown names at most once per interval', async () => {
    const { db, state } = fakeDb()
    let now = 0
    const cache = new CatalogCache(db, 3000, () => now)
    await cache.get()
    const afterFirst = state.loads
    now = 1000
    for (let i = 0; i < 20; i++) await cache.refresh()
    expect(state.loads).toBe(afterFirst)
    now = 4000
    await Promise.all([cache.refresh(), cache.refresh()])
    expect(state.loads).toBe(afterFirst * 2)
  })
})

describe('request bodies and the outbox', () => {
  it('measures JSON nesting outside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false)
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true)
    expect(nestsDeeperThan('{"a": "[[[[[\\"[["}', 1)).toBe(false)
    expect(nestsDeeperThan('{"a": {"b": [1]}}', 2)).toBe(true)
  })

  it('keeps only the newest messages', () => {
    const outbox = new MailOutbox(3)
    for (let i = 1; i <= 5; i++) outbox.send({ to: 'a@example.com', subject: `m${i}`, html: '' })
    expect(outbox.list().map((m) => m.Subject)).toEqual(['m5', 'm4', 'm3'])
    expect(new MailOutbox().list()).toEqual([])
  })
})

describe("the outbox's attachments: a visit's invitation, listed and downloaded", () => {
  const outbox = new MailOutbox()
  const server = createOutboxServer(outbox)
  let url = ''
  let id = ''

  /** One visit mail of the database's shape, delivered as the local backend delivers it. */
  const visit = {
    mail_id: 1,
    kind: 'visit',
    recipient: 'ann.lee@example.com',
    attempts: 0,
    reference: '7KQ4-2MZD',
    service: 'lawn-maintenance',
    first_name: 'Ann',
    last_name: 'Lee',
    address: '12 Oak Street, Sacramento',
    digest_id: null,
    details: sampleVisitDetails(),
  } as unknown as ClaimedMail

  beforeAll(async () => {
    let claimed = false
    const store: MailStore = {
      claim: async () => (claimed ? [] : ((claimed = true), [visit])),
      recipients: async () => [],
      complete: async () => undefined,
      fail: async (_ids, error) => {
        throw new Error(error)
      },
    }
    const report = await deliverDueMails(store, outboxSender(outbox), {
      siteUrl: 'http://127.0.0.1:5173',
      officeAddress: 'office@example.com',
    })
    expect(report).toEqual({ claimed: 1, delivered: 1, failed: 0 })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    id = outbox.list()[0]!.ID
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('counts them in the list and lists them in the message, as Mailpit does', async () => {
    const list = (await (await fetch(`${url}/api/v1/messages`)).json()) as {
      messages: { Subject: string; Attachments: number }[]
    }
    expect(list.messages).toMatchObject([
      { Subject: 'Your estimate visit: Tue, Dec 8, 2026, 8–10 am', Attachments: 1 },
    ])
    const detail = (await (await fetch(`${url}/api/v1/message/${id}`)).json()) as {
      Attachments: unknown[]
    }
    expect(detail.Attachments).toEqual([
      {
        PartID: '2',
        FileName: 'invite.ics',
        ContentType: 'text/calendar; charset=utf-8; method=REQUEST',
        Size: expect.any(Number) as number,
      },
    ])
  })

  it('downloads a part as a file, with no CORS header', async () => {
    const part = await fetch(`${url}/api/v1/message/${id}/part/2`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(part.status).toBe(200)
    expect(part.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST')
    expect(part.headers.get('content-disposition')).toBe('attachment; filename="invite.ics"')
    expect(part.headers.get('access-control-allow-origin')).toBeNull()
    const ics = await part.text()
    const calendar = new ICAL.Component(ICAL.parse(ics))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const event = calendar.getFirstSubcomponent('vevent')!
    expect(event.getFirstPropertyValue('organizer')).toBe('mailto:office@example.com')
    expect(event.getFirstPropertyValue('sequence')).toBe(0)
    expect(event.getFirstPropertyValue('description')).toBe('Gate code 1234')
    const detail = (await (await fetch(`${url}/api/v1/message/${id}`)).json()) as {
      Attachments: { Size: number }[]
    }
    expect(detail.Attachments[0]!.Size).toBe(Buffer.byteLength(ics))

    for (const path of [`${id}/part/3`, `${id}/part/%zz`, 'nope/part/2']) {
      expect((await fetch(`${url}/api/v1/message/${path}`)).status, path).toBe(404)
    }
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = request(`${url}/api/v1/message/${id}/part/2`, {
        headers: { Host: 'rebind.example' },
      })
      req.on('response', (res) => resolve(res.statusCode ?? 0)).on('error', reject)
      req.end()
    })
    expect(rebound).toBe(421)
  })

  it('writes the raw source as multipart/mixed with the invitation in base64', async () => {
    const raw = await (await fetch(`${url}/api/v1/message/${id}/raw`)).text()
    const boundary = /^Content-Type: multipart\/mixed; boundary="([^"]+)"\r$/m.exec(raw)?.[1]
    expect(boundary).toBeTruthy()
    const parts = raw.split(`--${boundary}`)
    expect(parts).toHaveLength(4) // headers, the HTML, the invitation, the closing '--'
    expect(parts[1]).toMatch(/^\r\nContent-Type: text\/html; charset=UTF-8\r\n\r\n<div/)
    const [head, body] = parts[2]!.split('\r\n\r\n')
    expect(head).toBe(
      '\r\nContent-Type: text/calendar; charset=utf-8; method=REQUEST\r\n' +
        'Content-Disposition: attachment; filename="invite.ics"\r\n' +
        'Content-Transfer-Encoding: base64',
    )
    for (const line of body!.trim().split('\r\n')) expect(line.length).toBeLessThanOrEqual(76)
    const ics = Buffer.from(body!, 'base64').toString('utf8')
    expect(ics).toBe(outbox.get(id)!.Attachments[0]!.Content)
    expect(parts[3]).toBe('--\r\n')

    const plain = outbox.send({ to: 'a@example.com', subject: 'no files', html: '<p>hi</p>' })
    const plainRaw = await (await fetch(`${url}/api/v1/message/${plain.ID}/raw`)).text()
    expect(plainRaw).toMatch(/\r\nContent-Type: text\/html; charset=UTF-8\r\n\r\n<p>hi<\/p>$/)
    expect(plain.Attachments).toEqual([])
  })

  it("links each mail's attachments on the page for people", async () => {
    const page = await (await fetch(`${url}/`)).text()
    expect(page).toContain(
      `<a href="/api/v1/message/${id}/part/2" download="invite.ics">invite.ics</a>`,
    )
  })
})
