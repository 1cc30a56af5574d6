// Builds the site for the end-to-end tests: the local anon key from .env.example and the e2e
// backend's URL, whatever .env says (variables set in the environment win over .env files).
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import { e2eBackendUrl } from '../../e2e/e2e-env'
import { readLocalDefaults } from './supabase-env'

const root = resolve(import.meta.dirname, '../..')
const example = readLocalDefaults(root)

execSync('npm run build', {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_SUPABASE_URL: e2eBackendUrl,
    VITE_SUPABASE_ANON_KEY: example.VITE_SUPABASE_ANON_KEY,
    // The inbox refreshes every 2 s, so a test sees another admin's change arrive by itself.
    VITE_ADMIN_REFRESH_SECONDS: '2',
  },
})
