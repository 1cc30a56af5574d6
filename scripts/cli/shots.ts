// Screenshots for a quick look at the whole site: every page type, the open menus and the
// admin (signed in, with requests), at a phone's, a tablet's and a desktop's width, written to
// .local/shots/{width}/{name}.png. Serves the built dist/ as it is (run `npm run build` first)
// and starts a new in-memory local backend, seeded with the sample requests, as the tests do.
// Usage: tsx scripts/cli/shots.ts
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { oneRoutePerLayout } from '../../src/app/routes'
import { paths } from '../../src/lib/paths'
import { addDays, officeDay } from '../../supabase/functions/_shared/visit-windows'
import { startBackendProcess } from '../../test-support/backend-process'
import { sendEstimateRequest } from '../../test-support/estimate-requests'
import { currentCodesOf, signedInAdminClient } from '../../test-support/second-factor'
import { followLink, mailLink } from '../../test-support/outbox'
import { createConfirmedUser, statelessClient } from '../../test-support/users'
import { scheduleVisit } from '../../test-support/visits'
import { renderEverySection, waitForIslands } from '../../e2e/page-ready'
import { serverUrl, startStaticServer } from '../build/serve-static'

const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const shotsDir = join(root, '.local', 'shots')
const viewports = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]
/** The menus, open over the home page, each at the width that has it (the screen only). */
const menus = [
  {
    width: 390,
    name: 'mobile-menu',
    open: async (page: Page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog').waitFor()
    },
  },
  {
    width: 1280,
    name: 'services-menu',
    open: async (page: Page) => {
      await page.getByRole('button', { name: 'Services' }).hover()
      await page.locator('#services-menu').waitFor()
    },
  },
]
const systemChromium = '/usr/bin/chromium'

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first, then `npm run shots`.')
  process.exit(1)
}

/** One public page of each kind and landing layout, and the 404 page, named by their path. */
async function pageTypes() {
  const routes = await oneRoutePerLayout()
  return routes
    .filter((route) => route.kind !== 'private')
    .map((route) => ({
      name: route.kind === 'not-found' ? 'not-found' : route.path.slice(1) || 'home',
      path: route.path,
    }))
}

/** The Supabase URL the site was built with: its CSP lets the page connect only there. */
async function builtBackendUrl() {
  const headers = await readFile(join(dist, '_headers'), 'utf8')
  const url = /connect-src 'self' (\S+?);/.exec(headers)?.[1]
  if (!url) throw new Error('dist/_headers names no Supabase URL in connect-src')
  return url
}

/** Stand-ins for a visitor's yard photos: gallery drawings as 1600 px JPEGs. */
function yardPhotos(names: string[]): Promise<Buffer[]> {
  return Promise.all(
    names.map((name) =>
      sharp(join(root, 'src', 'assets', 'gallery', `${name}.svg`), { density: 200 })
        .resize({ width: 1600 })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  )
}

/**
 * A few fresh requests on top of the seeded ones, so the inbox opens with new ones; the newest
 * came with photos.
 */
type ShotsBackend = Awaited<ReturnType<typeof startBackendWithRequests>>

async function startBackendWithRequests() {
  const backend = await startBackendProcess()
  const photos = await yardPhotos(['drought-tolerant-front-garden', 'dog-friendly-side-yard'])
  const requestIds: string[] = []
  for (const [firstName, lastName, service, withPhotos] of [
    ['Maria', 'Alvarez', 'lawn-maintenance', false],
    ['Tom', 'Nguyen', 'irrigation-sprinklers', false],
    ['Priya', 'Shah', 'landscape-design', true],
  ] as const)
    requestIds.push(
      await sendEstimateRequest(
        backend,
        {
          first_name: firstName,
          last_name: lastName,
          service,
          address: '2410 Capitol Ave, Sacramento, CA',
          message: 'Our front yard needs attention before summer. Weekday mornings work best.',
          source_page: '/sacramento-lawn-care',
        },
        withPhotos ? photos : [],
      ),
    )
  // The seeded admin has set up an app (so /admin asks for its code); a second admin has not.
  const { user, supabase: admin } = await signedInAdminClient(backend, {
    email: backend.adminEmail,
    password: backend.adminPassword,
  })
  await scheduleVisits(admin, requestIds)
  const newAdmin = await createConfirmedUser(backend, { email: 'new.admin@example.com' })
  const granted = await statelessClient(backend, backend.serviceRoleKey)
    .from('user_roles')
    .insert({ user_id: newAdmin.id, role: 'admin' })
  if (granted.error) throw granted.error
  // User Management's readiness: an address not confirmed yet, and one confirmed whose owner has
  // not chosen a password through a link (with confirmations off, signing up confirms).
  for (const email of ['pending.signup@example.com', 'self.registered@example.com']) {
    const { data, error } = await statelessClient(backend).auth.signUp({
      email,
      password: 'sign-up-password',
    })
    if (error) throw error
    if (email.startsWith('self') && !data.session) await followLink(await mailLink(backend, email))
  }
  return { ...backend, adminId: user.id, newAdmin }
}

/**
 * Visits for the Visits tab and its day sheet: two today (an exact time, then a window, with the
 * office's notes), and two in three days and one in 24 days (two of them seeded requests).
 */
async function scheduleVisits(admin: SupabaseClient, [maria, tom, priya]: string[]) {
  const seeded = await admin
    .from('contact_submissions')
    .select('id')
    .not('id', 'in', `(${[maria, tom, priya].join(',')})`)
    .order('created_at', { ascending: false })
    .limit(2)
  if (seeded.error) throw seeded.error
  const [soon, later] = seeded.data.map((row: { id: string }) => row.id)
  const noted = await admin
    .from('contact_submissions')
    .update({ note: 'Side gate sticks: lift it. The dog is friendly.' })
    .eq('id', priya)
  if (noted.error) throw noted.error
  const today = officeDay(new Date())
  for (const [requestId, day, when, note] of [
    [priya, today, { arrival_window: '10-12' }, 'Please leave the side gate unlocked.'],
    [maria, today, { start_time: '08:30' }, null],
    [tom, addDays(today, 3), { arrival_window: '13-15' }, null],
    [soon, addDays(today, 3), { start_time: '15:30' }, null],
    [later, addDays(today, 24), { arrival_window: '08-10' }, null],
  ] as const) {
    await scheduleVisit(admin, requestId!, day, when, note)
  }
}

async function signInThroughForm(
  page: Page,
  { email, password }: { email: string; password: string },
) {
  await page.goto(paths.auth)
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' })
  await signIn.getByLabel('Email').fill(email)
  await signIn.getByLabel('Password').fill(password)
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(/\/admin$/)
}

let queue: Promise<unknown> = Promise.resolve()
/** Runs `task` after every task queued before it. */
function oneAtATime(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task)
  queue = run.catch(() => {})
  return run
}

/** The estimate dialog with two photos chosen, then sent with them (one request per width). */
async function shootEstimatePhotos(page: Page, width: number) {
  await page.goto(paths.contact)
  await settle(page)
  await page.getByRole('link', { name: 'Request an estimate online' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request a Free Estimate' })
  await dialog.getByLabel('First name').fill('Dana')
  await dialog.getByLabel('Last name').fill(`Reyes ${width}`)
  await dialog.getByLabel('Email').fill(`dana.reyes.${width}@example.com`)
  await dialog.getByLabel('Phone').fill('(916) 555-0188')
  await dialog.getByLabel('Service').selectOption({ index: 1 })
  await dialog.getByLabel('Message (optional)').fill('The back lawn has dry patches by the fence.')
  const [lawn, side] = await yardPhotos(['drought-tolerant-front-garden', 'dog-friendly-side-yard'])
  await dialog.getByLabel('Add photos', { exact: true }).setInputFiles([
    { name: 'back-lawn.jpg', mimeType: 'image/jpeg', buffer: lawn! },
    { name: 'side-yard.jpg', mimeType: 'image/jpeg', buffer: side! },
  ])
  await dialog
    .getByText(/^Ready, /)
    .nth(1)
    .waitFor()
  await dialog.getByRole('group', { name: /Add photos/ }).scrollIntoViewIfNeeded()
  await shoot(page, width, 'estimate-photos', false)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await dialog.getByText('All 2 photos were sent.').waitFor()
  await shoot(page, width, 'estimate-photos-sent', false)
}

/** 'Do you serve my ZIP?' on /contact: a served ZIP, one outside the area, and a typo. */
async function shootZipCheck(page: Page, width: number) {
  await page.goto(paths.contact)
  await waitForIslands(page)
  await settle(page)
  const check = page.locator('[data-island="zip-check"] > div')
  const zip = check.getByLabel('ZIP code')
  await zip.fill('95630')
  await check.getByText(/^Yes, Folsom/).waitFor()
  await check.screenshot({ path: shotPath(width, 'zip-served') })
  await zip.fill('95608')
  await check.getByText(/outside our usual area/).waitFor()
  await check.screenshot({ path: shotPath(width, 'zip-outside') })
  await zip.fill('9581')
  await check.getByRole('button', { name: 'Check' }).click()
  await check.getByText(/5-digit ZIP/).waitFor()
  await check.screenshot({ path: shotPath(width, 'zip-invalid') })
}

/**
 * 'Reply by e-mail' on the opened request: the composer with a template, then sent; and the mails
 * its sender got (acknowledgement, reply) and the office's alert, as a mail client shows their HTML.
 */
async function shootReply(page: Page, width: number, ready: ShotsBackend) {
  const card = page
    .getByRole('region', { name: 'Contact submissions' })
    .getByRole('article')
    .first()
  await card.getByRole('button', { name: 'Reply by e-mail' }).click()
  const composer = page.getByRole('dialog', { name: /^Reply to / })
  await composer.getByLabel('Start from').selectOption({ label: 'Propose a visit' })
  await shoot(page, width, 'admin-reply-composer', false)
  // That template's blanks ([day], [time]) must be filled first: send another.
  await composer.getByLabel('Start from').selectOption({ label: 'Ask for photos or details' })
  await composer.getByRole('button', { name: 'Send Reply' }).click()
  await card
    .getByText(/^Delivered /)
    .nth(1)
    .waitFor()
  await card.getByRole('heading', { name: 'Mails' }).scrollIntoViewIfNeeded()
  await shoot(page, width, 'admin-request-mails', false)
  // 'Schedule visit' (or 'Reschedule', on a later width's run), with a set time and a note.
  const visit = card.getByRole('region', { name: 'Visit' })
  await visit.getByRole('button', { name: /^(Schedule visit|Reschedule)$/ }).click()
  const scheduler = page.getByRole('dialog', { name: /visit with / })
  await scheduler.getByLabel('Arrival').selectOption({ label: 'At a set time' })
  await scheduler.getByLabel('Time').fill('09:30')
  await scheduler.getByLabel('Note for the homeowner (optional)').fill('Gate code 4512.')
  await scheduler.getByLabel('Day').fill(addDays(officeDay(new Date()), 1))
  await shoot(page, width, 'admin-schedule-visit', false)
  await scheduler.getByRole('button', { name: /^(Schedule Visit|Save New Time)$/ }).click()
  await visit.getByText(/9:30 am$/).waitFor()
  await visit.scrollIntoViewIfNeeded()
  await shoot(page, width, 'admin-request-visit', false)
  const to = (await card
    .getByRole('link', { name: /@example\.com$/ })
    .first()
    .textContent())!
  const mails = await fetch(
    `${ready.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`,
  )
  const { messages } = (await mails.json()) as { messages: { ID: string; Subject: string }[] }
  const alerts = await fetch(
    `${ready.mailUrl}/api/v1/search?query=${encodeURIComponent('New estimate request')}`,
  )
  const [alert] = ((await alerts.json()) as { messages: { ID: string; Subject: string }[] })
    .messages
  const mailPage = await page.context().newPage()
  for (const { ID, Subject } of [...messages, ...(alert ? [alert] : [])]) {
    const { HTML } = (await (await fetch(`${ready.mailUrl}/api/v1/message/${ID}`)).json()) as {
      HTML: string
    }
    await mailPage.setContent(HTML)
    const name = Subject.startsWith('We have')
      ? 'acknowledgement'
      : Subject.startsWith('New estimate')
        ? 'alert'
        : /estimate visit/.test(Subject)
          ? 'visit'
          : 'reply'
    await shoot(mailPage, width, `mail-${name}`)
  }
  await mailPage.close()
}

/** The Visits tab, and today's day sheet on screen and as printed. */
async function shootVisits(page: Page, width: number) {
  await page.goto(`${paths.admin}?tab=visits`)
  const today = page.getByRole('region', { name: 'Today' })
  await today.getByRole('listitem').first().waitFor()
  await settle(page)
  await shoot(page, width, 'admin-visits')
  await today.getByRole('link', { name: /^Day sheet/ }).click()
  await page.getByRole('heading', { name: /^Visits on / }).waitFor()
  await page
    .getByRole('link', { name: /^Open request/ })
    .first()
    .waitFor()
  await settle(page)
  await shoot(page, width, 'admin-day-sheet')
  await page.emulateMedia({ media: 'print' })
  await shoot(page, width, 'admin-day-sheet-print')
  await page.emulateMedia({ media: 'screen' })
}

/** Waits for fonts and every image (lazy ones too), scrolling to the bottom and back. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    window.scrollTo(0, document.documentElement.scrollHeight)
    await document.fonts.ready
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})))
    window.scrollTo(0, 0)
  })
}

function shotPath(width: number, name: string) {
  const path = join(shotsDir, String(width), `${name}.png`)
  console.log(relative(root, path))
  return path
}

async function shoot(page: Page, width: number, name: string, fullPage = true) {
  if (fullPage) await renderEverySection(page)
  await page.screenshot({ path: shotPath(width, name), fullPage, animations: 'disabled' })
}

async function shootWidth(context: BrowserContext, width: number, backend: Promise<ShotsBackend>) {
  const page = await context.newPage()
  for (const { name, path } of await pagesToShoot) {
    await page.goto(path)
    await settle(page)
    await shoot(page, width, name)
  }
  for (const menu of menus.filter((menu) => menu.width === width)) {
    await page.goto(paths.home)
    await settle(page)
    await menu.open(page)
    await shoot(page, width, menu.name, false)
  }

  await shootZipCheck(page, width)
  await shootEstimatePhotos(page, width)

  await page.goto(paths.auth)
  await settle(page)
  await shoot(page, width, 'auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await settle(page)
  await shoot(page, width, 'auth-sign-up')
  const ready = await backend
  // A new admin's first sign-in: the authenticator set-up (never finished here).
  await signInThroughForm(page, ready.newAdmin)
  await page.getByRole('img', { name: /^QR code/ }).waitFor()
  await settle(page)
  await shoot(page, width, 'admin-two-factor-setup')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await page.waitForURL(/\/auth$/)
  // The seeded admin, who has an app: the code prompt, then the code. One width at a time:
  // passing the second factor signs the account's other aal1 sessions out, as GoTrue does.
  await oneAtATime(async () => {
    await signInThroughForm(page, { email: ready.adminEmail, password: ready.adminPassword })
    const codeField = page.getByLabel('6-digit code')
    await codeField.waitFor()
    await settle(page)
    await shoot(page, width, 'admin-two-factor-code')
    const [code] = (await currentCodesOf(ready, ready.adminId)).values()
    await codeField.fill(code!)
    await page.getByRole('button', { name: 'Verify Code' }).click()
    await page.getByText(`Welcome back, ${ready.adminEmail}`).waitFor()
  })
  // Again, without the sign-in toast over the list.
  await page.goto(paths.admin)
  const inbox = page.getByRole('region', { name: 'Contact submissions' })
  await inbox.getByRole('article').first().waitFor()
  await settle(page)
  await shoot(page, width, 'admin')
  await inbox.getByRole('heading', { level: 3 }).first().getByRole('button').click()
  await inbox.getByRole('article').first().getByRole('heading', { level: 4 }).first().waitFor()
  await settle(page)
  await shoot(page, width, 'admin-request')
  await shootReply(page, width, ready)
  await page.getByRole('tab', { name: 'Your Account' }).click()
  await page.getByRole('list', { name: 'Authenticator apps' }).waitFor()
  await settle(page)
  await shoot(page, width, 'admin-account')
  await page.getByRole('tab', { name: 'User Management' }).click()
  await page.getByText('self.registered@example.com').waitFor()
  await settle(page)
  await shoot(page, width, 'admin-users')
  // Insights: the last 30 days (the tab's default), then a year of weeks on one chart.
  await page.getByRole('tab', { name: 'Insights' }).click()
  await page.getByRole('region', { name: 'Requests by service' }).waitFor()
  await settle(page)
  await shoot(page, width, 'admin-insights')
  await page.getByRole('combobox', { name: 'Period' }).selectOption('12m')
  await page.waitForURL(/period=12m/)
  // The 30 days' figures stay on screen until the year's arrive: wait for a year of weeks.
  await page.waitForFunction(
    () => document.querySelectorAll('svg[aria-label="Requests per week"] a').length > 50,
  )
  await settle(page)
  await shoot(page, width, 'admin-insights-12m')
  await shootVisits(page, width)
  // Where a figure leads: the inbox with the filters only a link sets, shown as chips.
  await page.goto(`${paths.admin}?city=Folsom&campaign=none&referrer=direct`)
  await page.getByRole('button', { name: /^Remove filter City: Folsom/ }).waitFor()
  await inbox.getByRole('article').first().waitFor()
  await settle(page)
  await shoot(page, width, 'admin-inbox-link-filters')
  await context.close()
}

const started = performance.now()
// Read once for the three widths: finding the layouts loads all fifty landing content modules.
const pagesToShoot = pageTypes()
const backendUrl = await builtBackendUrl()
const backend = startBackendWithRequests()
// Awaited only once the public pages are done; a failed start is thrown there, not before.
backend.catch(() => {})
const server = await startStaticServer({ dir: dist, port: 0 })
const browser = await chromium.launch(
  existsSync(systemChromium)
    ? { executablePath: systemChromium, args: ['--no-sandbox', '--disable-gpu'] }
    : {},
)
try {
  await rm(shotsDir, { recursive: true, force: true })
  const baseURL = serverUrl(server)
  await Promise.all(
    viewports.map(async (viewport) => {
      await mkdir(join(shotsDir, String(viewport.width)), { recursive: true })
      const context = await browser.newContext({ baseURL, viewport })
      // The built site calls the backend it was built for; this run's backend answers instead.
      await context.route(`${backendUrl}/**`, async (route) => {
        const { url } = await backend
        const response = await route.fetch({ url: route.request().url().replace(backendUrl, url) })
        await route.fulfill({ response })
      })
      await shootWidth(context, viewport.width, backend)
    }),
  )
} finally {
  await browser.close()
  server.close()
  await (await backend.catch(() => null))?.stop()
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
