// Shared pieces of the sign-in and admin journeys: the local backend the built app talks to,
// the seeded admin, and a second backend with e-mail confirmation off for the journeys that
// need it. Users, mail links and requests come from test-support/, as in the other suites.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { test as base, expect as baseExpect, type Page } from '@playwright/test'
import { localAdmin } from '../backend/db/defaults'
import { apiKey, DEFAULT_JWT_SECRET } from '../backend/server/jwt'
import { currentTotpCode } from '../backend/server/totp'
import { startBackendProcess, type BackendProcess } from '../test-support/backend-process'
import { e2eBackendUrl, e2eMailUrl } from './e2e-env'

/** The backend the built app talks to (VITE_SUPABASE_URL at build time) and its outbox. */
export const e2eBackend = {
  url: e2eBackendUrl,
  mailUrl: e2eMailUrl,
  anonKey:
    process.env.VITE_SUPABASE_ANON_KEY ??
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  /** The CLI's public demo key, as the e2e backend signs it: for the local-only code route. */
  serviceRoleKey: apiKey('service_role', DEFAULT_JWT_SECRET),
}

const { adminEmail, adminPassword } = localAdmin()
export const admin = { email: adminEmail, password: adminPassword }

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth')
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * The seeded admin's authenticator key, written by the setup project that enrols them through
 * /admin (e2e/seeded-admin.setup.ts), read by every worker to compute its sign-in codes.
 */
const SEEDED_ADMIN_KEY_FILE = '.local/e2e/seeded-admin-totp-key'
/**
 * Authenticator keys of the admins a worker enrolled, by e-mail address. One map per backend:
 * another backend's seeded admin has the same address and another key.
 */
export type AuthenticatorKeys = Map<string, string>
const e2eBackendKeys: AuthenticatorKeys = new Map()

export function saveSeededAdminKey(key: string) {
  mkdirSync(dirname(SEEDED_ADMIN_KEY_FILE), { recursive: true })
  writeFileSync(SEEDED_ADMIN_KEY_FILE, key)
}

function authenticatorKeyOf(email: string, keys: AuthenticatorKeys): string {
  const key = keys.get(email)
  if (key) return key
  if (keys === e2eBackendKeys && email === admin.email && existsSync(SEEDED_ADMIN_KEY_FILE)) {
    return readFileSync(SEEDED_ADMIN_KEY_FILE, 'utf8').trim()
  }
  throw new Error(`no authenticator key known for ${email}`)
}

/**
 * /admin's second step after a password: the code prompt, or the set-up of an authenticator
 * app for an admin who has none (its key is read off the page, as a person would type it).
 * Returns the key. `keys` are those of the backend the page talks to (default: the e2e backend).
 */
export async function passSecondFactor(
  page: Page,
  email: string,
  keys = e2eBackendKeys,
): Promise<string> {
  const setUp = page.getByRole('heading', { name: 'Set up two-factor sign-in' })
  const prompt = page.getByRole('heading', { name: 'Enter your sign-in code' })
  await expect(setUp.or(prompt)).toBeVisible()
  let key: string
  let submit: string
  if (await setUp.isVisible()) {
    key = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
    keys.set(email, key)
    submit = 'Turn On Two-Factor Sign-In'
  } else {
    key = authenticatorKeyOf(email, keys)
    submit = 'Verify Code'
  }
  await page.getByLabel('6-digit code').fill(currentTotpCode(key))
  await page.getByRole('button', { name: submit }).click()
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible()
  return key
}

const SIGN_IN_LOCK = '.local/e2e/admin-sign-in.lock'

/**
 * Runs one admin sign-in at a time across the workers. Passing the second factor ends the
 * account's other sessions that have not passed it yet (GoTrue does so, and the local backend
 * too), so two workers signing the seeded admin in at once could sign each other out half-way.
 */
export async function withAdminSignIn<T>(signIn: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(SIGN_IN_LOCK), { recursive: true })
  for (;;) {
    try {
      mkdirSync(SIGN_IN_LOCK)
      break
    } catch {
      // A lock older than a sign-in can take was left by a worker that died holding it.
      const lockedAt = statSync(SIGN_IN_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
      if (Date.now() - lockedAt > 60_000) {
        rmSync(SIGN_IN_LOCK, { recursive: true, force: true })
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await signIn()
  } finally {
    rmSync(SIGN_IN_LOCK, { recursive: true, force: true })
  }
}

/** An admin's whole sign-in: password, then the second factor, on to the dashboard. */
export async function signInAsAdmin(
  page: Page,
  { email, password }: { email: string; password: string } = admin,
  keys = e2eBackendKeys,
) {
  await withAdminSignIn(async () => {
    await signInThroughForm(page, email, password)
    await passSecondFactor(page, email, keys)
  })
}

/** Sends the page's auth and data calls to another backend, keeping the built app unchanged. */
export async function routeBackendTo(page: Page, target: string) {
  await page.route(`${e2eBackend.url}/**`, async (route) => {
    const url = route.request().url().replace(e2eBackend.url, target)
    const response = await route.fetch({ url })
    await route.fulfill({ response })
  })
}

export const test = base.extend<object, { confirmationOffBackend: BackendProcess }>({
  confirmationOffBackend: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const backend = await startBackendProcess({ enableConfirmations: false })
      await use(backend)
      await backend.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
})

// The admin screens wait on the backend (sign-in hashes a password): give them time on a busy CI.
export const expect = baseExpect.configure({ timeout: 15_000 })
