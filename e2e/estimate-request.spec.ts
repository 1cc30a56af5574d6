import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { phonePhoto } from '../test-support/photos'
import { addDays, officeDay } from '../supabase/functions/_shared/visit-windows'
import { attachmentOf, findMail } from '../test-support/outbox'
import { uniqueEmail } from '../test-support/users'
import { admin, e2eBackend, expect, signInAsAdmin, test } from './fixtures-auth'
import { gotoReady } from './page-ready'

// The online estimate request, visitor side, against the built site and the e2e backend. The
// database takes 3 requests per e-mail address in 10 minutes and 10 per network address an
// hour: this file sends two that succeed; keep the suite's total at 8 or fewer. Other files
// send requests meanwhile, so an admin finds a journey's request by its unique e-mail address.
test.describe.configure({ mode: 'default' })

const dialogName = 'Request a Free Estimate'

/** The newest new-request alert mailed to `to` that concerns `visitorEmail`, if any yet. */
const alertMailTo = (to: string, visitorEmail: string) =>
  findMail(e2eBackend, `to:${to} New estimate request`, visitorEmail)

/** Opens a page once it is hydrated (before that, an estimate button is a link to /contact). */
const openPage = gotoReady

async function openLandingForm(page: Page, path = '/folsom-irrigation-repair') {
  await openPage(page, path)
  await page.getByRole('main').getByRole('link', { name: 'Get Free Estimate' }).first().click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  return dialog
}

interface Visitor {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
}

async function fillIn(dialog: Locator, visitor: Visitor) {
  await dialog.getByLabel('First name').fill(visitor.firstName)
  await dialog.getByLabel('Last name').fill(visitor.lastName)
  await dialog.getByLabel('Email').fill(visitor.email)
  await dialog.getByLabel('Phone').fill(visitor.phone)
  await dialog.getByLabel('Message (optional)').fill(visitor.message)
}

test('a visitor sends a request from a landing page and the admin finds it', async ({ page }) => {
  // The whole conversation, from the request to the review.
  test.setTimeout(120_000)
  const visitor = {
    firstName: 'Rosa',
    lastName: `Lindqvist-${Date.now()}`,
    email: uniqueEmail('estimate'),
    phone: '(916) 555-0117',
    message: 'Three sprinkler zones stopped working after the storm.',
  }
  await openPage(page, '/folsom-irrigation-repair?utm_source=e2e&utm_campaign=journey')
  await page.getByRole('main').getByRole('link', { name: 'Get Free Estimate' }).first().click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  // The page's irrigation repair is the catalogue's 'Irrigation & Sprinklers', sent by its key.
  await expect(dialog).toContainText('Irrigation & Sprinklers in Folsom')
  await expect(dialog.getByLabel('Service')).toHaveValue('irrigation-sprinklers')
  await expect(dialog.getByLabel('Address (optional)')).toHaveValue('Folsom, CA')

  await fillIn(dialog, visitor)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(
    dialog.getByRole('heading', { name: `Thank you, ${visitor.firstName}!` }),
  ).toBeVisible()
  await expect(dialog).toContainText('within one business day')
  // The reference the visitor is told is the one the mails and the admin show.
  await expect(dialog).toContainText(/Your reference: \w{4}-\w{4}/)
  const reference = /Your reference: (\w{4}-\w{4})/.exec((await dialog.textContent()) ?? '')![1]!

  // The homeowner's acknowledgement reaches the outbox with the reference, and nothing typed.
  await expect
    .poll(() => findMail(e2eBackend, `to:${visitor.email}`, `Reference: ${reference}`))
    .toBeDefined()
  const receipt = (await findMail(e2eBackend, `to:${visitor.email}`, reference))!
  expect(receipt.Subject).toBe(`We have your estimate request (${reference})`)
  expect(receipt.Text).toContain('Service: Irrigation & Sprinklers')
  expect(receipt.Text).not.toContain(visitor.message)

  // The admins' alert, queued with the request, reaches the outbox with a link to the request.
  await expect.poll(() => alertMailTo(admin.email, visitor.email)).toBeDefined()
  const alert = (await alertMailTo(admin.email, visitor.email))!
  expect(alert.Subject).toBe(
    `New estimate request ${reference}: Irrigation & Sprinklers from ${visitor.firstName} ${visitor.lastName}`,
  )
  expect(alert.Text).toContain('Sent from: /folsom-irrigation-repair')
  const requestLink = /\/admin#request-[\w-]+/.exec(alert.Text)?.[0]
  expect(requestLink).toBeTruthy()

  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await signInAsAdmin(page)
  await page.goto(`/admin?q=${encodeURIComponent(visitor.email)}`)
  const submissions = page.getByRole('region', { name: 'Contact submissions' })
  const card = submissions.getByRole('article', {
    name: `${visitor.firstName} ${visitor.lastName}`,
  })
  await expect(card).toHaveCount(1)
  await expect(card.getByRole('link', { name: visitor.email })).toBeVisible()
  await expect(card).toContainText(reference)
  // The inbox search finds it by its reference too.
  await page.goto(`/admin?q=${encodeURIComponent(reference.toLowerCase())}`)
  await expect(card).toHaveCount(1)
  // A card opens (by its name) to show the address, the message and where it was sent from.
  await card.getByRole('button', { name: `${visitor.firstName} ${visitor.lastName}` }).click()
  await expect(card).toContainText('Irrigation & Sprinklers')
  await expect(card).toContainText('Folsom, CA')
  await expect(card).toContainText(visitor.message)
  await expect(card).toContainText('/folsom-irrigation-repair')

  // The office replies from the card with a template; the request is contacted, the reply is in
  // its history and on its way to the visitor, from the office.
  await card.getByRole('button', { name: 'Reply by e-mail' }).click()
  const composer = page.getByRole('dialog', {
    name: `Reply to ${visitor.firstName} ${visitor.lastName}`,
  })
  const composerViolations = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(composerViolations.violations.map((violation) => violation.id)).toEqual([])
  await composer.getByLabel('Start from').selectOption({ label: 'Ask for photos or details' })
  await expect(composer.getByLabel('Subject')).toHaveValue(
    'Your irrigation & sprinklers request: a few questions',
  )
  await expect(composer.getByLabel('Message')).toHaveValue(
    new RegExp(`^Hello ${visitor.firstName},`),
  )
  await composer.getByRole('button', { name: 'Send Reply' }).click()
  await expect(page.getByText(`Reply sent to ${visitor.email}`)).toBeVisible()
  await expect(card.getByLabel('Status')).toHaveValue('contacted')
  await expect(card).toContainText('replied by e-mail: Your irrigation & sprinklers request')
  await expect.poll(() => findMail(e2eBackend, `to:${visitor.email} a few questions`)).toBeDefined()
  const reply = (await findMail(e2eBackend, `to:${visitor.email} a few questions`))!
  expect(reply.Text).toContain(`Your request: ${reference}`)
  await expect(card.getByText(/^Delivered /)).toHaveCount(2)

  // The office schedules the visit: the request is scheduled, and the homeowner's invitation
  // (an .ics the calendar reads, SEQUENCE 0) reaches the outbox.
  const visitDay = addDays(officeDay(new Date()), 2)
  await card.getByRole('button', { name: 'Schedule visit' }).click()
  const scheduler = page.getByRole('dialog', {
    name: `Schedule a visit with ${visitor.firstName} ${visitor.lastName}`,
  })
  await expect(scheduler).toContainText('They asked for: No preference')
  const schedulerViolations = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(schedulerViolations.violations.map((violation) => violation.id)).toEqual([])
  await scheduler.getByLabel('Day').fill(visitDay)
  await scheduler.getByLabel('Arrival').selectOption('10-12')
  await scheduler.getByRole('button', { name: 'Schedule Visit' }).click()
  await expect(
    page.getByText(`Visit scheduled. ${visitor.email} is sent the invitation.`),
  ).toBeVisible()
  await expect(card.getByLabel('Status')).toHaveValue('scheduled')
  await expect
    .poll(() => findMail(e2eBackend, `to:${visitor.email} Your estimate visit`))
    .toBeDefined()
  const invitationMail = (await findMail(e2eBackend, `to:${visitor.email} Your estimate visit`))!
  expect(invitationMail.Subject).toMatch(/, 10 am–12 pm$/)
  const invitation = await attachmentOf(e2eBackend, invitationMail, 'invite.ics')
  expect(invitation.contentType).toContain('method=REQUEST')
  expect(invitation.text).toContain('SEQUENCE:0')
  expect(invitation.text).toContain(
    `DTSTART;TZID=America/Los_Angeles:${visitDay.replaceAll('-', '')}T100000`,
  )
  const uid = /^UID:(.+)$/m.exec(invitation.text)![1]!.trim()

  // Moved to a set time: the same event, SEQUENCE 1.
  await card.getByRole('button', { name: 'Reschedule' }).click()
  const mover = page.getByRole('dialog', {
    name: `Reschedule the visit with ${visitor.firstName} ${visitor.lastName}`,
  })
  await mover.getByLabel('Arrival').selectOption({ label: 'At a set time' })
  await mover.getByLabel('Time').fill('09:30')
  await mover.getByRole('button', { name: 'Save New Time' }).click()
  await expect(page.getByText(`Visit moved. ${visitor.email} is sent the new time.`)).toBeVisible()
  await expect
    .poll(() => findMail(e2eBackend, `to:${visitor.email} New time for your estimate visit`))
    .toBeDefined()
  const update = (await findMail(
    e2eBackend,
    `to:${visitor.email} New time for your estimate visit`,
  ))!
  const updated = await attachmentOf(e2eBackend, update, 'invite.ics')
  expect(updated.text).toContain('SEQUENCE:1')
  expect(updated.text).toContain(`UID:${uid}`)
  expect(updated.text).toContain(
    `DTSTART;TZID=America/Los_Angeles:${visitDay.replaceAll('-', '')}T093000`,
  )

  // The Visits tab lists it on its day, with a link back to the request.
  await page.goto('/admin?tab=visits')
  const visits = page.getByRole('tabpanel', { name: 'Visits' })
  const listed = visits.getByRole('listitem').filter({ hasText: visitor.lastName })
  await expect(listed).toContainText('9:30 am')
  await listed.getByRole('link', { name: /Open request/ }).click()
  // The link opens the request's card, as an alert mail's link does.
  await expect(
    card.getByRole('button', { name: `${visitor.firstName} ${visitor.lastName}` }),
  ).toHaveAttribute('aria-expanded', 'true')
  await expect(card.getByRole('region', { name: 'Visit' })).toContainText('9:30 am')

  // The visit went well and the job is won: the office asks for a review, once.
  await card.getByLabel('Status').selectOption('won')
  await card.getByRole('button', { name: 'Ask for a review' }).click()
  await page.getByRole('button', { name: 'Send Review Request' }).click()
  await expect(card.getByText(/^Review asked on /)).toBeVisible()
  await expect
    .poll(() => findMail(e2eBackend, `to:${visitor.email} Thank you for choosing`))
    .toBeDefined()

  // The mail's link opens the inbox at that request.
  await page.goto(requestLink!)
  await expect(page.locator(`[id="${requestLink!.split('#')[1]}"]`)).toBeInViewport()
})

test('with the backend out of reach, a send says so and keeps every value', async ({ page }) => {
  await page.route(`${e2eBackend.url}/**`, (route) => route.abort('connectionrefused'))
  await openPage(page, '/gallery')
  await page.getByRole('link', { name: 'Get Similar Quote' }).first().click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  const service = dialog.getByLabel('Service')
  await expect(service).not.toHaveValue('')
  const chosenService = await service.inputValue()

  const visitor = {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: uniqueEmail('unreachable'),
    phone: '916.555.0123',
    message: 'A patio like this one, please.',
  }
  await fillIn(dialog, visitor)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText("We couldn't reach our server")
  await expect(alert.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:/)
  await expect(dialog.getByLabel('First name')).toHaveValue(visitor.firstName)
  await expect(dialog.getByLabel('Last name')).toHaveValue(visitor.lastName)
  await expect(dialog.getByLabel('Email')).toHaveValue(visitor.email)
  await expect(dialog.getByLabel('Phone')).toHaveValue(visitor.phone)
  await expect(dialog.getByLabel('Message (optional)')).toHaveValue(visitor.message)
  await expect(service).toHaveValue(chosenService)
  await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeEnabled()
})

test('the form works with the keyboard alone and gives focus back', async ({ page }) => {
  await openPage(page, '/contact')
  const opener = page.getByRole('link', { name: 'Request an estimate online' })
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab')
    if (await opener.evaluate((element) => element === document.activeElement)) break
  }
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/contact$/)
  // A first opening shows the form's frame while its code loads (src/app/estimate-dialog-shell.ts),
  // Tab held on its close button; the walk starts once the form has replaced it.
  await expect(dialog.getByLabel('First name')).toBeVisible()

  const order = [
    dialog.getByRole('button', { name: 'Close' }),
    dialog.getByLabel('First name'),
    dialog.getByLabel('Last name'),
    dialog.getByLabel('Email'),
    dialog.getByLabel('Phone'),
    dialog.getByLabel('Service'),
    dialog.getByLabel('Address (optional)'),
    // The radio group is one Tab stop, on the chosen radio; the arrow keys move within it.
    dialog.getByRole('radio', { name: 'No preference' }),
    dialog.getByLabel('Earliest date (optional)'),
    dialog.getByLabel('Message (optional)'),
    dialog.getByLabel('Add photos', { exact: true }),
    dialog.getByRole('button', { name: 'Send Request' }),
  ]
  await expect(order[0]!).toBeFocused()
  const dateInput = dialog.getByLabel('Earliest date (optional)')
  for (const next of order.slice(1)) {
    await page.keyboard.press('Tab')
    // Chromium tabs through a date input's month, day and year before it leaves it.
    for (let segment = 0; segment < 2 && next !== dateInput; segment += 1) {
      if (!(await dateInput.evaluate((input) => input === document.activeElement))) break
      await page.keyboard.press('Tab')
    }
    await expect(next).toBeFocused()
  }
  // The focus stays in the dialog: after the last control comes the first again.
  await page.keyboard.press('Tab')
  await expect(order[0]!).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

for (const width of [390, 1280]) {
  test(`the open dialog passes axe WCAG 2.2 AA at ${width} px, empty and with errors`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const dialog = await openLandingForm(page)
    const check = async (state: string) => {
      const results = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      const violations = results.violations.map(
        (violation) =>
          `${state}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
      )
      expect(violations).toEqual([])
    }
    await check('empty')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(dialog.getByText('Please enter your first name')).toBeVisible()
    await check('with errors')
    const box = await dialog.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(width)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an estimate button is a link to /contact', async ({ page }) => {
    await page.goto('/folsom-irrigation-repair')
    await page.getByRole('main').getByRole('link', { name: 'Get Free Estimate' }).first().click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Call Us for Your Free Estimate' }),
    ).toBeVisible()
  })
})

test('a visitor on a phone sends two photos; the office sees them; deleting removes them', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const visitor = {
    firstName: 'Imani',
    lastName: `Brooks-${Date.now()}`,
    email: uniqueEmail('photos'),
    phone: '(916) 555-0163',
    message: 'The lawn is patchy by the driveway; photos attached.',
  }
  // A camera's photo (12 MP, with where it was taken) and a small screenshot-like PNG.
  const cameraPhoto = await sharp(await phonePhoto(4032, 3024))
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 34/1 3012/100' },
    })
    .jpeg({ quality: 95 })
    .toBuffer()
  expect((await sharp(cameraPhoto).metadata()).exif).toBeDefined()
  const sketch = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 74, g: 124, b: 42 } },
  })
    .png()
    .toBuffer()

  const dialog = await openLandingForm(page, '/sacramento-sod-installation')
  await fillIn(dialog, visitor)
  await dialog.getByLabel('Add photos', { exact: true }).setInputFiles([
    { name: 'front-lawn.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto },
    { name: 'sketch.png', mimeType: 'image/png', buffer: sketch },
  ])
  await expect(dialog.getByRole('img', { name: 'Photo 1 of 2: front-lawn.jpg' })).toBeVisible()
  await expect(dialog.getByText(/^Ready, /)).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(
    dialog.getByRole('heading', { name: `Thank you, ${visitor.firstName}!` }),
  ).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText('All 2 photos were sent.')
  await expect(dialog.getByText('Uploaded')).toHaveCount(2)

  // The office's alert waits for the photos, then counts them.
  await expect.poll(() => alertMailTo(admin.email, visitor.email)).toBeDefined()
  const alert = (await alertMailTo(admin.email, visitor.email))!
  expect(alert.Text).toContain('Photos: 2 photos, shown with the request in the admin')
  await dialog.getByRole('button', { name: 'Done' }).click()

  await signInAsAdmin(page)
  await page.goto(`/admin?q=${encodeURIComponent(visitor.email)}`)
  const card = page.getByRole('region', { name: 'Contact submissions' }).getByRole('article')
  await expect(card).toHaveCount(1)
  await card.getByRole('button', { name: `${visitor.firstName} ${visitor.lastName}` }).click()
  const photos = card.getByRole('region', { name: 'Photos (2)' })
  await expect(photos.getByRole('img')).toHaveCount(2)
  for (const thumbnail of await photos.getByRole('img').all()) {
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  }
  const signedUrls = await photos
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
  await photos.getByRole('button').first().click()
  const viewer = page.getByRole('dialog', {
    name: `Photo 1 of 2 from ${visitor.firstName} ${visitor.lastName}`,
  })
  const large = viewer.getByRole('img')
  await expect(large).toBeVisible()
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2048)

  // What was stored is the scaled copy, without the camera's EXIF (location included).
  const stored = await page.request.get(signedUrls[0]!)
  expect(stored.status()).toBe(200)
  const storedMeta = await sharp(await stored.body()).metadata()
  expect(storedMeta).toMatchObject({ format: 'jpeg', width: 2048, height: 1536 })
  expect(storedMeta.exif).toBeUndefined()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(photos.getByRole('button').first()).toBeFocused()

  // Deleting the request deletes its photos from Storage.
  await card.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Request' }).click()
  await expect(page.getByText('Request deleted')).toBeVisible()
  for (const url of signedUrls) expect((await page.request.get(url)).status()).not.toBe(200)
})
