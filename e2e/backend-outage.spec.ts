import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { startBackend, type Backend } from '../backend/server/start-backend'
import { sendEstimateRequest } from '../test-support/estimate-requests'
import { e2eBackendUrl } from './e2e-env'
import {
  expect,
  passSecondFactor,
  signInAsAdmin,
  test,
  type AuthenticatorKeys,
} from './fixtures-auth'
import { followMainMenuLink } from './page-ready'

// Issue 12: the backend goes down and comes back while the admin area is open. The shared e2e
// backend serves other journeys in parallel, so each worker runs a private backend that it really
// stops and starts again: on the same port, over a data directory, so the seeded admin and their
// session survive. The built site calls e2eBackendUrl; the page's calls are routed on to it.
// A test starts the backend again if an earlier one in this worker failed during its outage.

let dataDir: string
let port = 0
let backend: Backend | undefined
/** The private backend's seeded admin enrols at their first sign-in in this worker. */
const privateBackendKeys: AuthenticatorKeys = new Map()

async function startPrivateBackend() {
  backend = await startBackend({ port, mailPort: 0, dataDir, mailDelivery: false })
  port = Number(new URL(backend.url).port)
  return backend
}

async function stopPrivateBackend() {
  const running = backend
  backend = undefined
  await running?.stop()
}

/** Sends the page's backend calls to the private backend; while it is down, they are refused. */
async function routeToPrivateBackend(page: Page) {
  await page.route(`${e2eBackendUrl}/**`, async (route) => {
    const url = route.request().url().replace(e2eBackendUrl, `http://127.0.0.1:${port}`)
    try {
      if (!backend) throw new Error('the private backend is stopped')
      await route.fulfill({ response: await route.fetch({ url }) })
    } catch {
      await route.abort('connectionrefused').catch(() => {})
    }
  })
}

const unreachable = /The server cannot be reached right now/

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = await mkdtemp(join(tmpdir(), 'backend-outage-'))
  await startPrivateBackend()
})

test.afterAll(async () => {
  await stopPrivateBackend()
  await rm(dataDir, { recursive: true, force: true })
})

test('an open dashboard waits out a backend outage and comes back by itself', async ({ page }) => {
  const admin = backend ?? (await startPrivateBackend())
  await routeToPrivateBackend(page)
  await signInAsAdmin(
    page,
    { email: admin.adminEmail, password: admin.adminPassword },
    privateBackendKeys,
  )
  await expect(page.getByRole('region', { name: 'Contact submissions' })).toBeVisible()
  // Set on this document: gone if anything reloads the page.
  await page.evaluate(() => Object.assign(window, { outageMarker: 'not reloaded' }))

  await stopPrivateBackend()

  // The inbox's background refresh (every 2 s in the e2e build) fails: the dashboard says so and
  // stays, with the session and the requests it has.
  await expect(page.getByRole('alert').filter({ hasText: unreachable })).toBeVisible()
  await expect(page.getByText(`Welcome back, ${admin.adminEmail}`)).toBeVisible()

  // A new tab of the same admin while the backend is down: /admin stays, checking access.
  const secondTab = await page.context().newPage()
  await routeToPrivateBackend(secondTab)
  await secondTab.goto('/admin')
  await expect(
    secondTab.getByRole('alert').filter({ hasText: /access cannot be checked/ }),
  ).toBeVisible()
  await expect(secondTab).toHaveURL(/\/admin$/)

  await sendEstimateRequest(await startPrivateBackend(), {
    first_name: 'Outage',
    last_name: 'Comeback',
  })

  // Both tabs carry on by themselves: no reload, no click.
  await expect(page.getByRole('alert').filter({ hasText: unreachable })).toHaveCount(0)
  await expect(page.getByText('Outage Comeback').first()).toBeVisible()
  expect(await page.evaluate(() => (window as { outageMarker?: string }).outageMarker)).toBe(
    'not reloaded',
  )
  await expect(secondTab.getByText(`Welcome back, ${admin.adminEmail}`)).toBeVisible()
  await expect(secondTab).toHaveURL(/\/admin$/)
})

test('while the backend is down, public pages work and a sign-in waits for it', async ({
  page,
}) => {
  const admin = backend ?? (await startPrivateBackend())
  await routeToPrivateBackend(page)
  const backendCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(e2eBackendUrl)) backendCalls.push(request.url())
  })
  await stopPrivateBackend()

  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await followMainMenuLink(page, 'Gallery', /\/gallery$/)
  expect(backendCalls).toEqual([])

  await page.goto('/auth')
  const signInPanel = page.getByRole('tabpanel', { name: 'Sign In' })
  await signInPanel.getByLabel('Email').fill(admin.adminEmail)
  await signInPanel.getByLabel('Password').fill(admin.adminPassword)
  await signInPanel.getByRole('button', { name: 'Sign In' }).click()
  await expect(signInPanel.getByRole('alert')).toHaveText(
    'The server cannot be reached right now. This page keeps trying and signs you in as soon as it is back.',
  )
  await expect(signInPanel.getByRole('button', { name: 'Signing In...' })).toBeDisabled()

  await startPrivateBackend()
  await expect(page).toHaveURL(/\/admin$/)
  await passSecondFactor(page, admin.adminEmail, privateBackendKeys)
})
