// The Supabase settings `npm run dev` and `npm run build` hand to Vite, decided in one place so
// both agree: on a fresh clone (nothing set) .env.example's local values, which work against
// `npm run backend`; for a deploy (`npm run build:production`) only a hosted project will do.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { decodeJwtPayload } from './jwt-payload'

type EnvSource = Record<string, string | undefined>

export type SupabaseEnvResolution =
  | { isUsable: true; usesLocalDefaults: boolean; url: string; anonKey: string }
  | { isUsable: false; problem: string }

function readEnvFile(path: string): EnvSource {
  return existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {}
}

/**
 * The variables as Vite will see them in this mode: .env, .env.local, .env.[mode],
 * .env.[mode].local, each overriding the one before, and the process environment over all.
 */
export function readConfiguredEnv(
  root: string,
  mode: string,
  processEnv: EnvSource = process.env,
): EnvSource {
  const files = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]
  return Object.assign({}, ...files.map((file) => readEnvFile(join(root, file))), processEnv)
}

/** .env.example's values: the Supabase CLI's local URL and anon key. */
export function readLocalDefaults(root: string): EnvSource {
  return readEnvFile(join(root, '.env.example'))
}

/** Both variables set: use them. Neither: the local defaults. One alone is a mistake, said so. */
export function resolveSupabaseEnv(
  configured: EnvSource,
  localDefaults: EnvSource,
): SupabaseEnvResolution {
  const url = configured.VITE_SUPABASE_URL
  const anonKey = configured.VITE_SUPABASE_ANON_KEY
  if (url && anonKey) return { isUsable: true, usesLocalDefaults: false, url, anonKey }
  if (url || anonKey) {
    const [set, unset] = url
      ? ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']
      : ['VITE_SUPABASE_ANON_KEY', 'VITE_SUPABASE_URL']
    return {
      isUsable: false,
      problem: `${set} is set but ${unset} is not: set both, or neither to use the local defaults of .env.example.`,
    }
  }
  const { VITE_SUPABASE_URL: defaultUrl, VITE_SUPABASE_ANON_KEY: defaultKey } = localDefaults
  if (!defaultUrl || !defaultKey) {
    return { isUsable: false, problem: '.env.example lacks the local Supabase URL or anon key.' }
  }
  return { isUsable: true, usesLocalDefaults: true, url: defaultUrl, anonKey: defaultKey }
}

/** The environment to start Vite with, so it builds with exactly the settings checked here. */
export function viteSupabaseEnv(resolution: { url: string; anonKey: string }) {
  return { VITE_SUPABASE_URL: resolution.url, VITE_SUPABASE_ANON_KEY: resolution.anonKey }
}

// A deployed site calling one of these would call each visitor's own machine.
const loopbackHosts = ['localhost', '0.0.0.0', '[::1]', '[::]']

function isLoopbackHost(hostname: string) {
  return (
    loopbackHosts.includes(hostname) ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  )
}

/** Why these settings must not be deployed; empty when they may. */
export function productionProblems(configured: EnvSource): string[] {
  const problems: string[] = []
  const url = configured.VITE_SUPABASE_URL
  const anonKey = configured.VITE_SUPABASE_ANON_KEY
  if (!url) {
    problems.push("VITE_SUPABASE_URL is not set: set the hosted project's URL.")
  } else if (!URL.canParse(url)) {
    problems.push(`VITE_SUPABASE_URL is not a URL: ${url}`)
  } else if (isLoopbackHost(new URL(url).hostname)) {
    problems.push(
      `VITE_SUPABASE_URL points at this machine (${url}): the deployed site would look for ` +
        "Supabase on each visitor's computer. Set the hosted project's URL.",
    )
  }
  if (!anonKey) {
    problems.push("VITE_SUPABASE_ANON_KEY is not set: set the hosted project's anon key.")
    return problems
  }
  const claims = decodeJwtPayload(anonKey)
  if (claims?.role === 'service_role' || anonKey.startsWith('sb_secret_')) {
    problems.push(
      'VITE_SUPABASE_ANON_KEY holds a secret (service-role) key, which bypasses row-level ' +
        'security and must never ship in the site. Use the anon (publishable) key.',
    )
  } else if (claims?.iss === 'supabase-demo') {
    problems.push(
      "VITE_SUPABASE_ANON_KEY is the Supabase CLI's local demo key: set the hosted project's anon key.",
    )
  }
  return problems
}
