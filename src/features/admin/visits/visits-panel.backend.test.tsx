// The Visits tab and its day sheet against the real backend: requests sent as a visitor would,
// visits scheduled and cancelled through the admin's functions.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, daysBetween, formatCalendarDay, officeDay } from '@shared/visit-windows'
import { sendEstimateRequest } from '../../../../test-support/estimate-requests'
import { signedInAdminClient } from '../../../../test-support/second-factor'
import { scheduleVisit, type VisitSlot } from '../../../../test-support/visits'
import { adminClient } from '../../../../test-support/web/admin-dashboard'
import { setUpOwnBackend } from '../../../../test-support/web/local-backend'
import { dismissToasts, renderPrivateRoute } from '../../../../test-support/web/private-route'
import { endOfWeek } from './visit-days'
import { daySheetHref, requestHref, visitsHref } from './visit-links'

// A backend of this file's own: the seeded visits are cancelled and no other file's come between
// these, so every visit listed and its order are known.
const backend = setUpOwnBackend()
afterEach(dismissToasts)

const today = officeDay(new Date())
const inTwoDays = addDays(today, 2)
const inTwentyDays = addDays(today, 20)
const ANA_ADDRESS = '2410 Capitol Ave, Sacramento, CA 95816'
// Any non-empty bytes: the bucket checks the type the upload names.
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])

const requests = {} as Record<'ana' | 'ben' | 'cleo' | 'dev' | 'eve', string>
let anaReference = ''

beforeAll(async () => {
  const { supabase: admin } = await signedInAdminClient(backend, {
    email: backend.adminEmail,
    password: backend.adminPassword,
  })
  const seeded = await admin.rpc('list_visits')
  if (seeded.error) throw seeded.error
  for (const { visit_id } of seeded.data as { visit_id: string }[]) {
    const cancelled = await admin.rpc('cancel_visit', { visit_id })
    if (cancelled.error) throw cancelled.error
  }
  const send = (firstName: string, lastName: string, fields: Record<string, string> = {}) =>
    sendEstimateRequest(backend, { first_name: firstName, last_name: lastName, ...fields })
  requests.ana = await sendEstimateRequest(
    backend,
    {
      first_name: 'Ana',
      last_name: 'Windowed',
      service: 'lawn-maintenance',
      address: ANA_ADDRESS,
      phone: '(916) 555-0142',
      message: 'The back lawn has dry patches by the fence.',
    },
    [PHOTO, PHOTO],
  )
  requests.ben = await send('Ben', 'Exact', { service: 'tree-trimming' })
  requests.cleo = await send('Cleo', 'Soon', { address: '77 Granite Bay Ct, Folsom, CA 95630' })
  requests.dev = await send('Dev', 'Later', { address: '9 Elm St, Elk Grove, CA 95624' })
  requests.eve = await send('Eve', 'Cancelled', { address: '1 Pine St, Sacramento, CA' })

  const noted = await admin
    .from('contact_submissions')
    .update({ note: 'Big dog in the side yard.' })
    .eq('id', requests.ana)
    .select('reference')
    .single()
  if (noted.error) throw noted.error
  anaReference = noted.data.reference!

  const schedule = (requestId: string, day: string, slot: VisitSlot, note?: string) =>
    scheduleVisit(admin, requestId, day, slot, note)
  await schedule(requests.ana, today, { arrival_window: '13-15' }, 'Gate code 4512.')
  await schedule(requests.ben, today, { start_time: '09:30' })
  await schedule(requests.cleo, inTwoDays, { arrival_window: '08-10' })
  await schedule(requests.dev, inTwentyDays, { start_time: '10:15' })
  const eveVisit = await schedule(requests.eve, today, { arrival_window: '08-10' })
  const cancelled = await admin.rpc('cancel_visit', { visit_id: eveVisit })
  if (cancelled.error) throw cancelled.error
}, 120_000)

/** The visits of a list, each by its text. */
const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem')

describe('Visits', () => {
  it('lists the visits to come by section and day, in the order of the day', async () => {
    const user = userEvent.setup()
    renderPrivateRoute('/admin', await adminClient(backend))
    const tabs = await screen.findAllByRole('tab')
    // Second, after the inbox.
    expect(tabs[1]).toHaveAccessibleName('Visits')
    await user.click(tabs[1]!)

    const todaySection = await screen.findByRole('region', { name: 'Today' })
    const todayLabel = formatCalendarDay(today)
    expect(within(todaySection).getByRole('heading', { level: 4 })).toHaveTextContent(todayLabel)
    const todayVisits = itemsOf(within(todaySection).getByRole('list'))
    // The exact 9:30 before the 1–3 pm window; the cancelled visit is not there.
    expect(todayVisits).toHaveLength(2)
    expect(todayVisits[0]).toHaveTextContent('9:30 am')
    expect(todayVisits[0]).toHaveTextContent('Ben Exact')
    expect(todayVisits[0]).toHaveTextContent('Tree Trimming')
    expect(todayVisits[1]).toHaveTextContent('1–3 pm arrival')
    expect(todayVisits[1]).toHaveTextContent('Ana Windowed')
    expect(todayVisits[1]).toHaveTextContent('Lawn Care & Maintenance')
    expect(todayVisits[1]).toHaveTextContent('Sacramento')
    expect(todayVisits[1]).toHaveTextContent('2 photos')
    expect(within(todayVisits[1]!).getByRole('link', { name: /\(916\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:9165550142',
    )
    expect(
      within(todayVisits[1]!).getByRole('link', { name: 'Open request: Ana Windowed' }),
    ).toHaveAttribute('href', requestHref(requests.ana))
    expect(screen.queryByText('Eve Cancelled')).not.toBeInTheDocument()
    expect(
      within(todaySection).getByRole('link', { name: `Day sheet for ${todayLabel}` }),
    ).toHaveAttribute('href', daySheetHref(today))

    // In two days: this week up to Sunday, else later; in twenty days: later.
    const soonIsThisWeek = daysBetween(inTwoDays, endOfWeek(today)) >= 0
    const soonSection = await screen.findByRole('region', {
      name: soonIsThisWeek ? 'This week' : 'Later',
    })
    expect(soonSection).toHaveTextContent(formatCalendarDay(inTwoDays))
    expect(soonSection).toHaveTextContent('8–10 am arrival')
    expect(soonSection).toHaveTextContent('Cleo Soon')
    const later = screen.getByRole('region', { name: 'Later' })
    expect(later).toHaveTextContent(formatCalendarDay(inTwentyDays))
    expect(later).toHaveTextContent('10:15 am')
    expect(later).toHaveTextContent('Dev Later')
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(soonIsThisWeek ? ['Today', 'This week', 'Later'] : ['Today', 'Later'])

    // The day sheet opens in the tab, focused on its heading; 'All visits' leads back.
    await user.click(within(todaySection).getByRole('link', { name: /^Day sheet/ }))
    const sheetHeading = await screen.findByRole('heading', { name: `Visits on ${todayLabel}` })
    await waitFor(() => expect(sheetHeading).toHaveFocus())
    await user.click(screen.getByRole('link', { name: 'All visits' }))
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument()
  })

  it("prints a day's sheet with what the crew needs at each address", async () => {
    renderPrivateRoute(`/admin?tab=visits&day=${today}`, await adminClient(backend))
    const todayLabel = formatCalendarDay(today)
    expect(
      await screen.findByRole('heading', { level: 3, name: `Visits on ${todayLabel}` }),
    ).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Visits' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All visits' })).toHaveAttribute('href', visitsHref())

    const sheet = await screen.findByRole('list', { name: `Visits on ${todayLabel}` })
    const [ben, ana, ...rest] = itemsOf(sheet).filter((item) => item.parentElement === sheet)
    expect(rest).toEqual([])
    expect(screen.queryByText('Eve Cancelled')).not.toBeInTheDocument()

    expect(ben).toHaveAccessibleName('Ben Exact')
    expect(ben).toHaveTextContent('9:30 am')
    expect(ben).toHaveTextContent('No address given: call first.')
    expect(ben).toHaveTextContent('0 photos')
    expect(within(ben!).queryByRole('link', { name: /^Map/ })).not.toBeInTheDocument()

    expect(ana).toHaveAccessibleName('Ana Windowed')
    const inAna = within(ana!)
    expect(ana).toHaveTextContent('1–3 pm arrival')
    expect(inAna.getByRole('link', { name: /\(916\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:9165550142',
    )
    expect(ana).toHaveTextContent(ANA_ADDRESS)
    expect(inAna.getByRole('link', { name: /^Map/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ANA_ADDRESS)}`,
    )
    expect(inAna.getByText('Lawn Care & Maintenance')).toBeInTheDocument()
    const detail = (label: string) => inAna.getByText(label).nextElementSibling
    expect(detail('Note to the homeowner')).toHaveTextContent('Gate code 4512.')
    expect(detail('Office note')).toHaveTextContent('Big dog in the side yard.')
    expect(detail('Their message')).toHaveTextContent('The back lawn has dry patches by the fence.')
    expect(detail('Photos')).toHaveTextContent('2 photos')
    expect(ana).toHaveTextContent(`Ref. ${anaReference}`)
    expect(inAna.getByRole('link', { name: 'Open request: Ana Windowed' })).toHaveAttribute(
      'href',
      requestHref(requests.ana),
    )
  })

  it('says so when a day has no visits, and shows the list for a day that is not one', async () => {
    const client = await adminClient(backend)
    const { unmount } = renderPrivateRoute(`/admin?tab=visits&day=${addDays(today, 1)}`, client)
    expect(await screen.findByText('No visits on this day.')).toBeInTheDocument()
    unmount()
    renderPrivateRoute('/admin?tab=visits&day=2026-02-30', client)
    expect(await screen.findByRole('region', { name: 'Today' })).toBeInTheDocument()
  })
})
