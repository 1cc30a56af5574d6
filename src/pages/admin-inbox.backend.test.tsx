// /admin's inbox: the list of requests, its filters and pages, and the request a mail links to.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { requestAnchorId } from '@shared/request-link'
import { addDays, formatCalendarDay, officeDay } from '@shared/visit-windows'
import { uniqueEmail } from '../../test-support/users'
import {
  adminClient,
  chipsShown,
  minutesAgo,
  namesListed,
  renderAsAdmin,
  storeRequests,
  uniqueLastName,
} from '../../test-support/web/admin-dashboard'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import { dismissToasts, renderPrivateRoute } from '../../test-support/web/private-route'

// The worker's backend holds the seed and other files' requests: each test reads its own,
// found by a last name no other request has.
const backend = setUpSharedBackend()
afterEach(dismissToasts)

describe("/admin's inbox", () => {
  it('shows the newest requests first, with e-mail and phone links, details when opened', async () => {
    const lastName = uniqueLastName('Newest')
    const email = uniqueEmail('maria')
    await storeRequests(backend, [
      { first_name: 'Older', last_name: lastName, created_at: minutesAgo(2) },
      {
        first_name: 'Maria',
        last_name: lastName,
        email,
        phone: '(916) 555-0142',
        service: 'lawn-maintenance',
        address: '2148 Oak Ridge Dr, Roseville, CA 95661',
        source_page: '/roseville-lawn-care',
        referrer: 'https://www.google.com/',
        created_at: minutesAgo(1),
      },
    ])
    const { user } = await renderAsAdmin(backend)
    await screen.findByRole('region', { name: 'Contact submissions' })
    // One page of 25.
    expect(namesListed()).toHaveLength(25)
    expect(
      await screen.findByRole('tab', { name: /^Contact Submissions \d+ new requests?$/ }),
    ).toBeInTheDocument()
    const filters = screen.getByRole('search', { name: 'Filter requests' })
    await user.type(within(filters).getByLabelText('Search'), `${lastName}{Enter}`)
    await waitFor(() => expect(namesListed()).toEqual([`Maria ${lastName}`, `Older ${lastName}`]))

    const maria = screen.getByRole('article', { name: `Maria ${lastName}` })
    expect(within(maria).getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    )
    expect(within(maria).getByRole('link', { name: '(916) 555-0142' })).toHaveAttribute(
      'href',
      'tel:9165550142',
    )
    expect(within(maria).getByRole('link', { name: 'Text (916) 555-0142' })).toHaveAttribute(
      'href',
      'sms:9165550142',
    )
    // Stored as its key, shown by its name.
    expect(within(maria).getByText('Lawn Care & Maintenance')).toBeInTheDocument()
    expect(within(maria).getByLabelText('Status')).toHaveValue('new')
    expect(within(maria).getByText('Unread')).toBeInTheDocument()
    // Closed, the card keeps the details (address, attribution, note) out of the scan.
    expect(within(maria).queryByText('2148 Oak Ridge Dr, Roseville, CA 95661')).toBeNull()

    const toggle = within(maria).getByRole('button', { name: `Maria ${lastName}` })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(within(maria).getByText('2148 Oak Ridge Dr, Roseville, CA 95661')).toBeInTheDocument()
    expect(within(maria).getByText('/roseville-lawn-care')).toBeInTheDocument()
    expect(within(maria).getByText('https://www.google.com/')).toBeInTheDocument()
    expect(within(maria).getByLabelText('Internal note')).toBeInTheDocument()
    // Opening a request marks it read.
    expect(within(maria).queryByText('Unread')).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
  })

  it('shows markup typed by a visitor as plain text', async () => {
    const lastName = uniqueLastName('Tester')
    const script = '<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>'
    await storeRequests(backend, [
      {
        first_name: '<b>Eve</b>',
        last_name: lastName,
        service: 'lawn-maintenance',
        message: script,
      },
    ])
    renderPrivateRoute(`/admin?q=${lastName}`, await adminClient(backend))
    const card = await screen.findByRole('article', { name: `<b>Eve</b> ${lastName}` })
    expect(within(card).getByText(script)).toBeInTheDocument()
    expect(card.querySelector('img, script, b')).toBeNull()
  })

  it('filters by status and service, searches by phone digits, and pages through the view', async () => {
    const lastName = uniqueLastName('Paged')
    // 27 won (pages of 25 and 2), 3 of them tree trimming, one with a phone no other has.
    const digits = String(Date.now()).slice(-7)
    const phone = `+1 279 ${digits.slice(0, 3)} ${digits.slice(3)}`
    await storeRequests(backend, [
      ...Array.from({ length: 27 }, (_, index) => ({
        first_name: `Won${index}`,
        last_name: lastName,
        status: 'won',
        ...(index < 3 ? { service: 'tree-trimming' } : {}),
        ...(index === 0 ? { phone } : {}),
        created_at: minutesAgo(index + 2),
      })),
      { first_name: 'New', last_name: lastName, created_at: minutesAgo(1) },
    ])
    const user = userEvent.setup()
    renderPrivateRoute(`/admin?q=${lastName}`, await adminClient(backend))
    await waitFor(() => expect(namesListed()).toHaveLength(25))
    const filters = screen.getByRole('search', { name: 'Filter requests' })
    // The region is new after an empty result, so it is looked up each time.
    const list = () => screen.getByRole('region', { name: 'Contact submissions' })
    const statusesShown = () =>
      within(list())
        .getAllByLabelText('Status')
        .map((select) => (select as HTMLSelectElement).value)

    await user.selectOptions(within(filters).getByLabelText('Status'), 'Won')
    await waitFor(() => expect(new Set(statusesShown())).toEqual(new Set(['won'])))
    expect(statusesShown()).toHaveLength(25)
    expect(screen.getByText('25 requests on this page, newest first')).toBeInTheDocument()
    const firstPage = namesListed()
    expect(firstPage[0]).toBe(`Won0 ${lastName}`)
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Older' }))
    await waitFor(() => expect(namesListed()).toEqual([`Won25 ${lastName}`, `Won26 ${lastName}`]))
    expect(within(pages).getByRole('button', { name: 'Older' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Newest' }))
    await waitFor(() => expect(namesListed()).toEqual(firstPage))

    await user.selectOptions(within(filters).getByLabelText('Service'), 'Tree Trimming')
    await waitFor(() => expect(namesListed()).toHaveLength(3))
    expect(screen.getByText('3 requests, newest first')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()

    // However it was typed, a phone number is matched by its digits.
    await user.clear(within(filters).getByLabelText('Search'))
    await user.type(
      within(filters).getByLabelText('Search'),
      `279.${digits.slice(0, 3)}.${digits.slice(3)}{Enter}`,
    )
    await waitFor(() => expect(namesListed()).toEqual([`Won0 ${lastName}`]))
    expect(within(list()).getByRole('link', { name: phone })).toBeInTheDocument()

    await user.clear(within(filters).getByLabelText('Search'))
    await user.type(within(filters).getByLabelText('Search'), 'no such request anywhere{Enter}')
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(namesListed()).toHaveLength(25))
    expect(within(filters).getByLabelText('Search')).toHaveValue('')
    expect(within(filters).getByLabelText('Status')).toHaveValue('')
  })

  it('lists only the requests whose earliest visit day is in the next 7 days', async () => {
    const lastName = uniqueLastName('Visit')
    // The range's last day is in it, the day after is not.
    const today = officeDay(new Date())
    const lastDay = addDays(today, 7)
    await storeRequests(backend, [
      {
        first_name: 'Soon',
        last_name: lastName,
        visit_window: 'weekday_mornings',
        earliest_visit_date: lastDay,
        created_at: minutesAgo(3),
      },
      {
        first_name: 'Later',
        last_name: lastName,
        earliest_visit_date: addDays(today, 8),
        created_at: minutesAgo(2),
      },
      {
        first_name: 'Open',
        last_name: lastName,
        visit_window: 'saturday_mornings',
        created_at: minutesAgo(1),
      },
    ])
    const user = userEvent.setup()
    renderPrivateRoute(`/admin?q=${lastName}`, await adminClient(backend))
    await waitFor(() => expect(namesListed()).toHaveLength(3))

    const filters = screen.getByRole('search', { name: 'Filter requests' })
    await user.selectOptions(within(filters).getByLabelText('Earliest visit'), 'Within 7 days')
    await waitFor(() => expect(namesListed()).toEqual([`Soon ${lastName}`]))
    const list = screen.getByRole('region', { name: 'Contact submissions' })
    const card = within(list).getByRole('article', { name: `Soon ${lastName}` })
    await user.click(within(card).getByRole('button', { name: `Soon ${lastName}` }))
    expect(
      within(card).getByText(`Weekday mornings, from ${formatCalendarDay(lastDay)}`),
    ).toBeInTheDocument()

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(namesListed()).toHaveLength(25))
    expect(within(filters).getByLabelText('Earliest visit')).toHaveValue('')
  })

  it('lists the new requests waiting over one working day, and clears that filter with the rest', async () => {
    const lastName = uniqueLastName('Waiting')
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString()
    await storeRequests(backend, [
      { first_name: 'Old', last_name: lastName, created_at: eightDaysAgo },
      {
        first_name: 'Answered',
        last_name: lastName,
        created_at: eightDaysAgo,
        status: 'contacted',
      },
      { first_name: 'Fresh', last_name: lastName },
    ])
    const user = userEvent.setup()
    renderPrivateRoute(
      `/admin?waiting=over_one_working_day&status=new&q=${lastName}`,
      await adminClient(backend),
    )
    await waitFor(() => expect(namesListed()).toEqual([`Old ${lastName}`]))
    const filters = screen.getByRole('search', { name: 'Filter requests' })
    expect(chipsShown()).toEqual(['Waiting over one working day'])
    expect(within(filters).getByLabelText('Status')).toHaveValue('new')

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(namesListed()).toHaveLength(25))
    expect(within(filters).queryByRole('list', { name: 'Also filtered by' })).toBeNull()
    expect(within(filters).getByLabelText('Status')).toHaveValue('')
  })

  it('opens the request an alert mail links to, above the list when it is on another page', async () => {
    const lastName = uniqueLastName('Linked')
    // Older than every other request, so never on the list's first page.
    await storeRequests(backend, [
      { first_name: 'Alerted', last_name: lastName, created_at: '2020-01-01T12:00:00Z' },
    ])
    const client = await adminClient(backend)
    const { data: linked, error } = await client
      .from('contact_submissions')
      .select('id')
      .eq('last_name', lastName)
      .single()
    expect(error).toBeNull()
    renderPrivateRoute(`/admin#${requestAnchorId(linked!.id)}`, client)
    const region = await screen.findByRole('region', { name: 'Linked request' })
    const card = within(region).getByRole('article', { name: `Alerted ${lastName}` })
    expect(card).toHaveAttribute('id', `request-${linked!.id}`)
    expect(within(card).getByLabelText('Internal note')).toBeInTheDocument()
    const list = await screen.findByRole('region', { name: 'Contact submissions' })
    expect(list).not.toContainElement(card)
  })
})
