import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  productionProblems,
  readConfiguredEnv,
  resolveSupabaseEnv,
  viteSupabaseEnv,
} from './supabase-env'

const localDefaults = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'local-anon-key',
}
const hosted = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'hosted-anon-key',
}
const jwt = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.')

describe('resolveSupabaseEnv', () => {
  it("falls back to .env.example's local values when neither variable is set", () => {
    const resolution = resolveSupabaseEnv({ VITE_SUPABASE_URL: '' }, localDefaults)
    expect(resolution).toEqual({
      isUsable: true,
      usesLocalDefaults: true,
      url: 'http://127.0.0.1:54321',
      anonKey: 'local-anon-key',
    })
    expect(resolution.isUsable && viteSupabaseEnv(resolution)).toEqual(localDefaults)
  })

  it('uses the configured values when both are set', () => {
    expect(resolveSupabaseEnv(hosted, localDefaults)).toMatchObject({
      usesLocalDefaults: false,
      url: 'https://abc.supabase.co',
    })
  })

  it('refuses one variable without the other rather than mixing in a local default', () => {
    const resolution = resolveSupabaseEnv(
      { VITE_SUPABASE_URL: 'https://abc.supabase.co' },
      localDefaults,
    )
    expect(resolution).toEqual({
      isUsable: false,
      problem: expect.stringContaining('VITE_SUPABASE_ANON_KEY is not'),
    })
  })
})

describe('readConfiguredEnv', () => {
  it('reads the env files in the order Vite does, the process environment last', () => {
    const root = mkdtempSync(join(tmpdir(), 'supabase-env-'))
    try {
      writeFileSync(join(root, '.env'), 'VITE_SUPABASE_URL=a\nVITE_SUPABASE_ANON_KEY=a\nX=a')
      writeFileSync(join(root, '.env.local'), 'VITE_SUPABASE_URL=b\nVITE_SUPABASE_ANON_KEY=b')
      writeFileSync(join(root, '.env.production'), 'VITE_SUPABASE_URL=c')
      writeFileSync(join(root, '.env.development'), 'VITE_SUPABASE_URL=dev')
      const configured = readConfiguredEnv(root, 'production', { VITE_SUPABASE_ANON_KEY: 'env' })
      expect(configured).toMatchObject({
        VITE_SUPABASE_URL: 'c',
        VITE_SUPABASE_ANON_KEY: 'env',
        X: 'a',
      })
    } finally {
      rmSync(root, { recursive: true })
    }
  })
})

describe('productionProblems', () => {
  it('accepts a hosted project', () => {
    expect(productionProblems(hosted)).toEqual([])
  })

  it.each([
    'http://127.0.0.1:54321',
    'http://127.0.1.1:54321',
    'http://localhost:54321',
    'http://api.localhost',
    'http://[::1]:54321',
    'http://0.0.0.0:54321',
  ])('refuses the loopback URL %s', (url) => {
    expect(productionProblems({ ...hosted, VITE_SUPABASE_URL: url })).toEqual([
      expect.stringContaining('points at this machine'),
    ])
  })

  it('refuses a missing or malformed URL and a missing key', () => {
    expect(productionProblems({})).toEqual([
      expect.stringContaining('VITE_SUPABASE_URL is not set'),
      expect.stringContaining('VITE_SUPABASE_ANON_KEY is not set'),
    ])
    expect(productionProblems({ ...hosted, VITE_SUPABASE_URL: 'abc.supabase.co' })).toEqual([
      expect.stringContaining('not a URL'),
    ])
  })

  it('refuses a service-role key or the local demo key in place of the anon key', () => {
    for (const anonKey of [jwt({ role: 'service_role' }), `sb_secret_${'x'.repeat(30)}`]) {
      expect(productionProblems({ ...hosted, VITE_SUPABASE_ANON_KEY: anonKey })).toEqual([
        expect.stringContaining('service-role'),
      ])
    }
    const demoKey = jwt({ iss: 'supabase-demo', role: 'anon' })
    expect(productionProblems({ ...hosted, VITE_SUPABASE_ANON_KEY: demoKey })).toEqual([
      expect.stringContaining('local demo key'),
    ])
  })
})
