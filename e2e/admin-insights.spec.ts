import AxeBuilder from '@axe-core/playwright'
import { sendEstimateRequest } from '../test-support/estimate-requests'
import { statelessClient } from '../test-support/users'
import {
  expect,
  routeBackendTo,
  signInAsAdmin,
  test,
  type AuthenticatorKeys,
} from './fixtures-auth'

// Insights counts every request of a period, so the journey runs on a backend of its own (the
// worker's second one) with the seeded requests removed: each figure is known by hand.
const keys: AuthenticatorKeys = new Map()

test('the admin reads Insights and follows a figure to exactly those requests', async ({
  page,
  confirmationOffBackend: backend,
}) => {
  const service = statelessClient(backend, backend.serviceRoleKey)
  const { error } = await service.from('contact_submissions').delete().not('id', 'is', null)
  expect(error).toBeNull()
  for (const [firstName, lastName, fields] of [
    ['Ada', 'Lawnpage', { service: 'lawn-maintenance', source_page: '/roseville-lawn-care' }],
    [
      'Ben',
      'Lawnpage',
      { service: 'lawn-maintenance', source_page: '/roseville-lawn-care', utm_source: 'google' },
    ],
    [
      'Cy',
      'Contactpage',
      {
        service: 'tree-trimming',
        source_page: '/contact',
        referrer: 'https://www.facebook.com/',
      },
    ],
  ] as const) {
    await sendEstimateRequest(backend, { first_name: firstName, last_name: lastName, ...fields })
  }

  await routeBackendTo(page, backend.url)
  await signInAsAdmin(page, { email: backend.adminEmail, password: backend.adminPassword }, keys)
  const inbox = page.getByRole('region', { name: 'Contact submissions' })
  const ben = inbox.getByRole('article', { name: 'Ben Lawnpage' })
  await ben.getByLabel('Status').selectOption('won')
  await expect(page.getByText('Status changed to Won')).toBeVisible()

  await page.getByRole('tab', { name: 'Insights' }).click()
  await expect(page).toHaveURL(/\/admin\?tab=insights$/)
  const section = (name: string) => page.getByRole('region', { name, exact: true })
  const rowsOf = (name: string) =>
    section(name)
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).filter(Boolean),
        ),
      )
  await expect
    .poll(() => rowsOf('Requests by service'))
    .toEqual([
      ['Lawn Care & Maintenance', '2'],
      ['Tree Trimming', '1'],
    ])
  expect(await rowsOf('Requests by source page (top 10)')).toEqual([
    ['/roseville-lawn-care', '2'],
    ['/contact', '1'],
  ])
  expect(await rowsOf('Requests by city')).toEqual([
    ['Roseville', '2'],
    ['No city', '1'],
  ])
  expect(await rowsOf('Requests by campaign')).toEqual([
    ['No campaign', '2'],
    ['google', '1'],
  ])
  await expect(section('Pipeline').getByRole('row', { name: 'Won 1' })).toBeVisible()
  await expect(section('Pipeline').getByRole('row', { name: 'New 2' })).toBeVisible()
  await expect(section('Pipeline')).toContainText('Won share: 100% (1 won of 1 decided)')
  await expect(section('Won and lost by source').getByRole('row')).toHaveText([
    /Source/,
    /google\s*Won\s*1/,
  ])
  const weekly = section('Requests per week').getByRole('group', { name: 'Requests per week' })
  await expect(weekly.getByRole('link', { name: /: 3 requests$/ })).toBeVisible()

  // WCAG 2.2 AA at phone and desktop widths, with the weekly numbers shown as a table too (once
  // the status toast, fading, is gone).
  await expect(page.getByText('Status changed to Won')).toBeHidden()
  await section('Requests per week').getByRole('button', { name: 'Show as table' }).click()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(
      results.violations.map(
        (violation) => `${width}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`,
      ),
    ).toEqual([])
  }

  // The page's count opens the inbox tab, filtered to the requests it counts.
  await section('Requests by source page (top 10)').getByRole('link', { name: '2' }).click()
  await expect(page).toHaveURL(/\/admin\?from_page=%2Froseville-lawn-care&from=[\d-]+&to=[\d-]+$/)
  await expect(page.getByRole('tab', { name: /Contact Submissions/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(inbox.getByRole('heading', { level: 3 })).toHaveText([
    'Ben Lawnpage',
    'Ada Lawnpage',
  ])

  // Back on Insights, the won request's source leads to it alone.
  await page.goBack()
  await section('Won and lost by source').getByRole('link', { name: '1' }).click()
  await expect(inbox.getByRole('heading', { level: 3 })).toHaveText(['Ben Lawnpage'])
})
