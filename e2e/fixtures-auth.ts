// Shared pieces of the sign-in and admin journeys: the local backend's addresses, the seeded
// admin, users created through the real sign-up and the outbox, and a second backend with
// e-mail confirmation off for the journeys that need it.
import { test as base, expect as baseExpect, type Page } from '@playwright/test'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../backend/db/defaults'
import { e2eBackendUrl, e2eMailUrl } from './e2e-env'
import { startTestBackend, type TestBackend } from '../src/test/test-backend'

/** The backend the built app talks to (VITE_SUPABASE_URL at build time) and its outbox. */
export const backendUrl = e2eBackendUrl
export const mailUrl = e2eMailUrl
export const anonKey =
  process.env.VITE_SUPABASE_ANON_KEY ??
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const admin = {
  email: process.env.LOCAL_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
  password: process.env.LOCAL_ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
}

let emailCount = 0
export function uniqueEmail(prefix: string) {
  emailCount += 1
  return `${prefix}-${Date.now()}-${process.pid}-${emailCount}@example.com`
}

const apiHeaders = { apikey: anonKey, 'Content-Type': 'application/json' }

/** The verify link of the newest mail to `email`, through the Mailpit-style outbox API. */
export async function mailLink(email: string, outbox = mailUrl): Promise<string> {
  let id: string | undefined
  await expect
    .poll(async () => {
      const response = await fetch(
        `${outbox}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`,
      )
      const { messages } = (await response.json()) as { messages: { ID: string }[] }
      id = messages[0]?.ID
      return id
    })
    .toBeTruthy()
  const message = (await (await fetch(`${outbox}/api/v1/message/${id}`)).json()) as { HTML: string }
  const href = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(message.HTML)?.[1]
  if (!href) throw new Error(`no verify link in the mail to ${email}`)
  return href.replaceAll('&amp;', '&')
}

/** Signs up through the API and follows the confirmation link, as a new user would. */
export async function createConfirmedUser(email: string, password = 'e2e-user-password') {
  const response = await fetch(`${backendUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: apiHeaders,
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { access_token?: string }
  if (!body.access_token) await fetch(await mailLink(email), { redirect: 'manual' })
  return { email, password }
}

/** Sends an estimate request as an anonymous visitor would, through the one write path. */
export async function insertSubmission(fields: Record<string, string>) {
  const response = await fetch(`${backendUrl}/rest/v1/rpc/submit_estimate_request`, {
    method: 'POST',
    headers: { ...apiHeaders, Authorization: `Bearer ${anonKey}` },
    body: JSON.stringify(fields),
  })
  if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`)
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
  await page.route(`${backendUrl}/**`, async (route) => {
    const url = route.request().url().replace(backendUrl, target)
    const response = await route.fetch({ url })
    await route.fulfill({ response })
  })
}

export const test = base.extend<object, { confirmationOffBackend: TestBackend }>({
  confirmationOffBackend: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const backend = await startTestBackend({ enableConfirmations: false })
      await use(backend)
      await backend.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
})

// The admin screens wait on the backend (sign-in hashes a password): give them time on a busy CI.
export const expect = baseExpect.configure({ timeout: 15_000 })
