// @vitest-environment node
import { parseSupabaseEnv } from './env'

describe('parseSupabaseEnv', () => {
  it('reads the project URL and anon key', () => {
    expect(
      parseSupabaseEnv({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: 'key',
      }),
    ).toEqual({ isValid: true, env: { url: 'http://127.0.0.1:54321', anonKey: 'key' } })
  })

  it('names what is missing or wrong', () => {
    const result = parseSupabaseEnv({ VITE_SUPABASE_URL: 'not a url' })
    expect(result.isValid).toBe(false)
    if (!result.isValid) {
      expect(result.problems.join(' ')).toMatch(/VITE_SUPABASE_URL/)
      expect(result.problems.join(' ')).toMatch(/VITE_SUPABASE_ANON_KEY/)
    }
  })
})
