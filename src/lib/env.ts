import '@/lib/zod-config'
import { z } from 'zod/mini'

// The Supabase project URL and anon key: the public (VITE_) variables the app needs, besides the
// optional VITE_ADMIN_REFRESH_SECONDS (src/features/admin/refresh-interval.ts); see .env.example.
const urlProblem = 'VITE_SUPABASE_URL must be the project URL, e.g. http://127.0.0.1:54321'
const keyProblem = "VITE_SUPABASE_ANON_KEY must be the project's anon key"
const supabaseEnvSchema = z.object({
  VITE_SUPABASE_URL: z.url({ error: urlProblem }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: keyProblem })
    .check(z.minLength(1, { error: keyProblem })),
})

export interface SupabaseEnv {
  url: string
  anonKey: string
}

export type SupabaseEnvResult =
  { isValid: true; env: SupabaseEnv } | { isValid: false; problems: string[] }

/** Parses the Supabase settings; the sign-in and admin screens show the problems if any. */
export function parseSupabaseEnv(
  source: Record<string, unknown> = import.meta.env,
): SupabaseEnvResult {
  const result = supabaseEnvSchema.safeParse(source)
  if (!result.success) {
    return { isValid: false, problems: result.error.issues.map((issue) => issue.message) }
  }
  return {
    isValid: true,
    env: { url: result.data.VITE_SUPABASE_URL, anonKey: result.data.VITE_SUPABASE_ANON_KEY },
  }
}
