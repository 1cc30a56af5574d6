// Shared pieces of the sign-in and admin journeys: the local backend the built app talks to,
// the seeded admin, and a second backend with e-mail confirmation off for the journeys that
// need it. Users, mail links and requests come from test-support/, as in the other suites.
import { test as base, expect as baseExpect, type Page } from '@playwright/test'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../backend/db/defaults'
import { startBackendProcess, type BackendProcess } from '../test-support/backend-process'
import { e2eBackendUrl, e2eMailUrl } from './e2e-env'

/** The backend the built app talks to (VITE_SUPABASE_URL at build time) and its outbox. */
export const e2eBackend = {
  url: e2eBackendUrl,
  mailUrl: e2eMailUrl,
  anonKey:
    process.env.VITE_SUPABASE_ANON_KEY ??
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
}

export const admin = {
  email: process.env.LOCAL_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
  password: process.env.LOCAL_ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth')
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
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
