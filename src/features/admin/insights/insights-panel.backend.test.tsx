import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { SupabaseProvider } from '@/lib/supabase-provider'
import { addDays, officeDay } from '@shared/visit-windows'
import { setUpOwnBackend } from '../../../../test-support/web/local-backend'
import {
  createTestClient,
  renderPrivateRoute,
  signIn,
  signInAsAdmin,
} from '../../../../test-support/web/private-route'
import { sendEstimateRequest } from '../../../../test-support/estimate-requests'
import { signedInAdminClient } from '../../../../test-support/second-factor'
import { createConfirmedUser, uniqueEmail } from '../../../../test-support/users'
import { inboxHref } from '../inbox-view'
import { InsightsPanel } from './insights-panel'

// A backend of this file's own: the seeded requests are removed, so every figure is known.
const backend = setUpOwnBackend()

const today = officeDay(new Date())
const monthAgo = addDays(today, -29)
const period = { receivedFrom: monthAgo, receivedTo: today }

beforeAll(async () => {
  const { supabase: admin } = await signedInAdminClient(backend, {
    email: backend.adminEmail,
    password: backend.adminPassword,
  })
  const { error } = await admin.from('contact_submissions').delete().not('id', 'is', null)
  if (error) throw error
  await sendEstimateRequest(backend, {
    service: 'lawn-maintenance',
    source_page: '/roseville-lawn-care',
    referrer: 'https://www.google.com/',
  })
  const fromAd = await sendEstimateRequest(backend, {
    service: 'lawn-maintenance',
    source_page: '/roseville-lawn-care',
    utm_source: 'google',
    utm_campaign: 'spring',
  })
  const fromContact = await sendEstimateRequest(backend, {
    service: 'tree-trimming',
    source_page: '/contact',
    address: '77 Granite Bay Ct, Folsom, CA 95630',
  })
  for (const [id, status] of [
    [fromAd, 'won'],
    [fromContact, 'lost'],
  ] as const) {
    const updated = await admin.from('contact_submissions').update({ status }).eq('id', id)
    if (updated.error) throw updated.error
  }
  // The won request's homeowner is asked for a review: one in the period.
  const asked = await admin.rpc('ask_for_review', {
    request_id: fromAd,
    client_key: crypto.randomUUID(),
  })
  if (asked.error) throw asked.error
}, 120_000)

async function adminClient() {
  const client = createTestClient(backend)
  await act(() => signInAsAdmin(client, backend))
  return client
}

/** The tab alone, as the dashboard shows it, at a URL of the admin's. */
function renderInsights(client: AppSupabaseClient, search = '?tab=insights') {
  return render(
    <SupabaseProvider client={client} queryClient={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[`/admin${search}`]}>
        <InsightsPanel />
      </MemoryRouter>
    </SupabaseProvider>,
  )
}

const section = (name: string) => screen.findByRole('region', { name })

/** The table's rows as text cells: [label, ...figures]. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '').filter(Boolean),
    )
}

describe('Insights', () => {
  it('opens from the dashboard tab, loading first; a figure leads to the inbox tab', async () => {
    const client = await adminClient()
    const user = userEvent.setup()
    renderPrivateRoute('/admin', client)
    await user.click(await screen.findByRole('tab', { name: 'Insights' }))
    expect(await screen.findByText('Loading insights…')).toBeInTheDocument()
    expect(await section('Requests by service')).toBeInTheDocument()
    // The figures' links open the inbox tab, filtered.
    const newRow = within(await section('Pipeline')).getByRole('row', { name: 'New 1' })
    await user.click(within(newRow).getByRole('link', { name: '1' }))
    expect(await screen.findByRole('tab', { name: /Contact Submissions/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('shows each view as a table whose counts link to exactly those requests', async () => {
    renderInsights(await adminClient())
    const byService = await section('Requests by service')
    expect(rowsOf(within(byService).getByRole('table'))).toEqual([
      // Each service by the catalogue's name, whatever the page that sent it calls it.
      ['Lawn Care & Maintenance', '2'],
      ['Tree Trimming', '1'],
    ])
    expect(within(byService).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      inboxHref({ ...period, service: 'lawn-maintenance' }),
    )

    const byCity = within(await section('Requests by city')).getByRole('table')
    expect(rowsOf(byCity)).toEqual([
      ['Roseville', '2'],
      ['Folsom', '1'],
    ])
    expect(within(byCity).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      inboxHref({ ...period, city: 'Folsom' }),
    )

    const byPage = within(await section('Requests by source page (top 10)')).getByRole('table')
    expect(rowsOf(byPage)).toEqual([
      ['/roseville-lawn-care', '2'],
      ['/contact', '1'],
    ])
    expect(within(byPage).getByRole('link', { name: '/roseville-lawn-care' })).toHaveAttribute(
      'href',
      '/roseville-lawn-care',
    )
    expect(within(byPage).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      inboxHref({ ...period, sourcePage: '/roseville-lawn-care' }),
    )

    const byCampaign = within(await section('Requests by campaign')).getByRole('table')
    expect(rowsOf(byCampaign)).toEqual([
      ['No campaign', '2'],
      ['google / spring', '1'],
    ])
    expect(within(byCampaign).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      inboxHref({ ...period, campaign: 'none' }),
    )

    const byReferrer = within(await section('Requests by referrer')).getByRole('table')
    expect(rowsOf(byReferrer)).toEqual([
      ['direct', '2'],
      ['google.com', '1'],
    ])
    expect(within(byReferrer).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      inboxHref({ ...period, referrer: 'direct' }),
    )

    const pipeline = await section('Pipeline')
    expect(rowsOf(within(pipeline).getByRole('table'))).toEqual([
      ['New', '1'],
      ['Contacted', '0'],
      ['Scheduled', '0'],
      ['Won', '1'],
      ['Lost', '1'],
      ['Archived', '0'],
    ])
    expect(pipeline).toHaveTextContent('Won share: 50% (1 won of 2 decided)')
    expect(pipeline).toHaveTextContent('Reviews asked: 1')
    const lostRow = within(pipeline).getByRole('row', { name: 'Lost 1' })
    expect(within(lostRow).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      inboxHref({ ...period, status: 'lost' }),
    )

    const decided = within(await section('Won and lost by source')).getByRole('table')
    expect(rowsOf(decided)).toEqual([
      ['google / spring', 'Won', '1'],
      ['direct', 'Lost', '1'],
    ])
    expect(
      within(within(decided).getByRole('row', { name: 'direct Lost 1' })).getByRole('link'),
    ).toHaveAttribute(
      'href',
      inboxHref({ ...period, status: 'lost', campaign: 'none', referrer: 'direct' }),
    )
  })

  it('draws the weeks as linked bars, and the speed of answer with its table on request', async () => {
    const user = userEvent.setup()
    renderInsights(await adminClient())
    const weekly = await section('Requests per week')
    const chart = within(weekly).getByRole('group', { name: 'Requests per week' })
    const thisWeek = within(chart).getByRole('link', { name: /: 3 requests$/ })
    expect(thisWeek.getAttribute('href')).toMatch(/^\/admin\?from=\d{4}-\d{2}-\d{2}&to=/)
    // No requests a year earlier: no second series, no legend.
    expect(within(weekly).queryByText('A year earlier')).toBeNull()
    expect(within(weekly).queryByRole('table')).toBeNull()
    await user.click(within(weekly).getByRole('button', { name: 'Show as table' }))
    expect(within(weekly).getByRole('columnheader', { name: 'Requests' })).toBeInTheDocument()

    const speed = await section('Speed of answer')
    await user.click(within(speed).getByRole('button', { name: 'Show as table' }))
    const rows = rowsOf(within(speed).getByRole('table'))
    // The status changes came seconds after the requests: answered within 0.1 hours.
    expect(rows.at(-1)).toEqual([expect.any(String), '3', '2', '0', '0'])
    const waiting = within(speed).getByRole('link', { name: /waiting more than one working day$/ })
    expect(waiting).toHaveAttribute('href', '/admin?status=new&waiting=over_one_working_day')
  })

  it('downloads a table as CSV named after it and the period', async () => {
    const user = userEvent.setup()
    const files: { name: string; blob: Blob }[] = []
    let lastBlob: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob
      return 'blob:insights'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (lastBlob) files.push({ name: this.download, blob: lastBlob })
    })
    renderInsights(await adminClient())
    const byCity = await section('Requests by city')
    await user.click(within(byCity).getByRole('button', { name: /^Download CSV/ }))
    expect(files).toHaveLength(1)
    expect(files[0]?.name).toBe(`insights-by-city-${monthAgo}-to-${today}.csv`)
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer())
    // A UTF-8 BOM first, for Excel (Blob.text() drops it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(await files[0]?.blob.text()).toBe(
      '"City","Requests"\r\n"Roseville","2"\r\n"Folsom","1"\r\n',
    )
  })

  it('says so when the period has no requests, and refuses a range the database would', async () => {
    const user = userEvent.setup()
    renderInsights(
      await adminClient(),
      '?tab=insights&period=range&period_from=2020-01-01&period_to=2020-01-31',
    )
    expect(await screen.findByText('No requests in this period.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Requests per week' })).toBeNull()

    const picker = screen.getByRole('form', { name: 'Insights period' })
    const from = within(picker).getByLabelText('From')
    await user.clear(from)
    await user.type(from, '2020-02-15')
    await user.click(within(picker).getByRole('button', { name: 'Show range' }))
    expect(within(picker).getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    )
    await user.clear(from)
    await user.type(from, '2017-01-01')
    await user.click(within(picker).getByRole('button', { name: 'Show range' }))
    expect(within(picker).getByRole('alert')).toHaveTextContent(
      'A range can be at most 800 days long.',
    )
    await user.selectOptions(within(picker).getByLabelText('Period'), 'Last 90 days')
    expect(await section('Requests by service')).toBeInTheDocument()
  })

  it('shows the error with a way to try again', async () => {
    const member = await createConfirmedUser(backend, { email: uniqueEmail('member') })
    const client = createTestClient(backend)
    await act(() => signIn(client, member.email, member.password))
    renderInsights(client)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load insights: Only admins can do this.',
    )

    // Signed in as an admin now, the next try shows the figures.
    await act(async () => {
      await client.auth.signOut()
      await signInAsAdmin(client, backend)
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(await section('Requests by service')).toBeInTheDocument()
  })
})
