// `npm run build`: the client build, the server build and the prerender, with the Supabase
// settings resolved as `npm run dev` does (nothing set: the local backend's, and it says so).
// `npm run build:production` (--production) takes no defaults: it refuses settings that cannot
// work once deployed, then checks the built site for secrets.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { unsetPlaceholders } from '../../src/content/placeholders'
import { describeScan, reportFindings, scanSite } from '../cli/check-secrets'
import {
  productionProblems,
  readConfiguredEnv,
  readLocalDefaults,
  resolveSupabaseEnv,
  viteSupabaseEnv,
} from './supabase-env'

const root = fileURLToPath(new URL('../..', import.meta.url))
const bin = `${root}node_modules/.bin`
const isProduction = process.argv.includes('--production')

function fail(lines: string[]): never {
  for (const line of lines) console.error(`[build] ${line}`)
  process.exit(1)
}

const configured = readConfiguredEnv(root, 'production')
if (isProduction) {
  const problems = productionProblems(configured)
  if (problems.length > 0) {
    fail([
      'Refusing a production build:',
      ...problems.map((problem) => `  - ${problem}`),
      'Set them in the environment or .env.production.local; see .env.example.',
    ])
  }
}
const resolution = resolveSupabaseEnv(configured, isProduction ? {} : readLocalDefaults(root))
if (!resolution.isUsable) fail([resolution.problem])
if (resolution.usesLocalDefaults) {
  console.log(
    `[build] No environment or .env file sets the Supabase variables: building against the local ` +
      `backend (${resolution.url}, from .env.example). Fine for \`npm run preview\` with ` +
      '`npm run backend`; to deploy, use `npm run build:production`.',
  )
} else {
  console.log(`[build] Supabase project: ${resolution.url}`)
}

const env = { ...process.env, ...viteSupabaseEnv(resolution) }
const steps: [string, string[]][] = [
  [`${bin}/vite`, ['build']],
  [
    `${bin}/vite`,
    ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', '.local/ssr', '--emptyOutDir'],
  ],
  [`${bin}/tsx`, ['scripts/build/prerender.ts']],
]
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (status !== 0) process.exit(status ?? 1)
}

if (isProduction) {
  const site = scanSite(`${root}dist`)
  console.log(describeScan('dist/', site))
  if (site.findings.length > 0) {
    reportFindings(site)
    fail(['The built site holds secrets (above): it must not be deployed.'])
  }
}

// Nothing unset shows to visitors as a placeholder, but the owner must still replace these.
const unset = unsetPlaceholders()
if (unset.length > 0) {
  console.warn(
    `[build] Warning: ${unset.length} placeholders the owner must replace before launch:`,
  )
  for (const line of unset) console.warn(`[build]   - ${line}`)
}
