import { describe, expect, it } from 'vitest'
import type { Queryable, QueryResult } from '../db/connection.ts'
import type { AuthContext } from '../server/auth-context.ts'
import { allowedRedirect } from '../server/auth-links.ts'
import type { AuthConfig } from '../server/config.ts'
import { apiKey, DEFAULT_JWT_SECRET, signJwt, verifyJwt, type JwtClaims } from '../server/jwt.ts'
import { nestsDeeperThan } from '../server/http.ts'
import { MailOutbox } from '../server/mail-outbox.ts'
import { CatalogCache, type Table } from '../server/rest-catalog.ts'
import { Params, parseFilters, parseOrder, parseSelect } from '../server/rest-query.ts'

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
