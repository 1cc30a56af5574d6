import type { QueryClient } from '@tanstack/react-query'
import { act, configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { adminKeys } from '@/features/admin/api/admin-keys'
import { SignInRequired } from '@/features/admin/components/sign-in-required'
import { inboxHref, type InboxFilters } from '@/features/admin/inbox-view'
import { createQueryClient } from '@/lib/query-client'
import { createSupabaseClient } from '@/lib/supabase'
import {
  createTestClient,
  dismissToasts,
  renderPrivateRoute,
  signIn,
  signInAsAdmin,
} from '../../test-support/web/private-route'
import { startBackendProcess, type BackendProcess } from '../../test-support/backend-process'
import { sendEstimateRequest } from '../../test-support/estimate-requests'
import { requestAnchorId } from '../../supabase/functions/_shared/request-link'
import {
  addDays,
  formatCalendarDay,
  officeDay,
} from '../../supabase/functions/_shared/visit-windows'
import {
  createConfirmedUser,
  statelessClient,
  uniqueEmail,
  type TestUser,
} from '../../test-support/users'

// A real backend as configured in supabase/config.toml (e-mail confirmation on), seeded with
// the local admin and the sample requests. The tests share it, in any order: each makes the
// users and requests it changes, only reads the seeded ones, and leaves the seeded admin the
// only admin.
let backend: BackendProcess
// Only the empty-inbox test uses this one: emptying the shared backend would take the requests
// the other tests read. Started alongside the first, so the file takes hardly longer.
let emptiedBackend: BackendProcess
beforeAll(async () => {
  ;[backend, emptiedBackend] = await Promise.all([startBackendProcess(), startBackendProcess()])
}, 240_000)
afterAll(() => Promise.all([backend?.stop(), emptiedBackend?.stop()]))

const members: TestUser[] = []

/** A confirmed account without a role, for this test alone. */
async function createMember() {
  const member = await createConfirmedUser(backend, { email: uniqueEmail('member') })
  members.push(member)
  return member
}

// A test that failed half-way may have left its member an admin; the role checks of the next
// one count on a single admin.
afterEach(async () => {
  const ids = members.splice(0).map((member) => member.id)
  if (ids.length === 0) return
  const service = statelessClient(backend, backend.serviceRoleKey)
  const { error } = await service.from('user_roles').delete().in('user_id', ids)
  if (error) throw error
})

configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })
afterEach(dismissToasts)

async function renderAsAdmin() {
  const client = createTestClient(backend)
  await signInAsAdmin(client, backend)
  const user = userEvent.setup()
  const view = renderPrivateRoute('/admin', client)
  await screen.findByText(`Welcome back, ${backend.adminEmail}`)
  return { user, client, ...view }
}

async function openUsersTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'User Management' }))
  return screen.findByRole('region', { name: 'Users' })
}

/** A second signed-in admin session, as another admin's browser would have. */
async function adminClient() {
  const client = createTestClient(backend)
  await signInAsAdmin(client, backend)
  return client
}

/**
 * Refreshes every admin query, as the background refresh does, until `check` passes: on a busy
 * machine a refresh can fail (a statement timeout, say), and the list keeps its last answer.
 */
async function refreshUntil(queryClient: QueryClient, check: () => void) {
  for (let attempt = 1; ; attempt += 1) {
    await act(() => queryClient.invalidateQueries())
    try {
      check()
      return
    } catch (error) {
      if (attempt === 10) {
        const failures = queryClient
          .getQueryCache()
          .findAll({ type: 'active' })
          .map((query) => query.state.error?.message)
          .filter(Boolean)
        throw new Error(`after 10 refreshes (query errors: ${failures.join('; ') || 'none'})`, {
          cause: error,
        })
      }
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
  }
}

/** Searches the inbox for a unique text and returns the one request it finds. */
async function findOnlyRequest(user: ReturnType<typeof userEvent.setup>, text: string) {
  const filters = await screen.findByRole('search', { name: 'Filter requests' })
  await user.type(within(filters).getByLabelText('Search'), `${text}{Enter}`)
  const list = screen.getByRole('region', { name: 'Contact submissions' })
  await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1))
  return within(list).getByRole('article')
}

const rowOf = (email: string) => screen.getByRole('listitem', { name: email })

describe('/admin', () => {
  it('sends a visitor who is not signed in to /auth', async () => {
    renderPrivateRoute('/admin', createTestClient(backend))
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
  })

  it('tells a signed-in user without the role that they have no access', async () => {
    const member = await createMember()
    const client = createTestClient(backend)
    await signIn(client, member.email, member.password)
    renderPrivateRoute('/admin', client)
    expect(
      await screen.findByText("You don't have admin privileges to access this dashboard."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByText(/Maria/)).not.toBeInTheDocument()
  })

  it('shows the newest requests first, with e-mail and phone links, details when opened', async () => {
    const { user } = await renderAsAdmin()
    const list = await screen.findByRole('region', { name: 'Contact submissions' })
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    // One page of 25; the five hand-written requests are the newest of the seed.
    expect(names).toHaveLength(25)
    const seeded = [
      'Maria Gonzalez',
      'James Whitfield',
      'Priya Raman',
      'Tom Nguyen',
      'Linda Okafor',
    ]
    expect(names.filter((name) => seeded.includes(name ?? ''))).toEqual(seeded)
    expect(
      await screen.findByRole('tab', { name: /^Contact Submissions \d+ new requests?$/ }),
    ).toBeInTheDocument()

    const maria = screen.getByRole('article', { name: 'Maria Gonzalez' })
    expect(within(maria).getByRole('link', { name: 'maria.gonzalez@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria.gonzalez@example.com',
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

    const toggle = within(maria).getByRole('button', { name: 'Maria Gonzalez' })
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
    const script = '<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>'
    await sendEstimateRequest(backend, {
      first_name: '<b>Eve</b>',
      last_name: 'Tester',
      service: 'lawn-maintenance',
      message: script,
    })
    await renderAsAdmin()
    const card = await screen.findByRole('article', { name: '<b>Eve</b> Tester' })
    expect(within(card).getByText(script)).toBeInTheDocument()
    expect(card.querySelector('img, script, b')).toBeNull()
  })

  it('filters by status and service, searches by phone digits, and pages through the view', async () => {
    const { user } = await renderAsAdmin()
    await screen.findByRole('region', { name: 'Contact submissions' })
    const filters = screen.getByRole('search', { name: 'Filter requests' })
    // The region is new after an empty result, so it is looked up each time.
    const list = () => screen.getByRole('region', { name: 'Contact submissions' })
    const statusesShown = () =>
      within(list())
        .getAllByLabelText('Status')
        .map((select) => (select as HTMLSelectElement).value)
    const namesShown = () =>
      within(list())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)

    // The seed holds 72 requests marked won: pages of 25, 25 and 22.
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Won')
    await waitFor(() => expect(new Set(statusesShown())).toEqual(new Set(['won'])))
    expect(statusesShown()).toHaveLength(25)
    expect(screen.getByText('25 requests on this page, newest first')).toBeInTheDocument()
    const firstPage = namesShown()
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Older' }))
    await waitFor(() => expect(namesShown()).not.toEqual(firstPage))
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Older' })).toBeEnabled())
    await user.click(within(pages).getByRole('button', { name: 'Older' }))
    await waitFor(() => expect(namesShown()).toHaveLength(22))
    expect(new Set(statusesShown())).toEqual(new Set(['won']))
    expect(within(pages).getByRole('button', { name: 'Older' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Newest' }))
    await waitFor(() => expect(namesShown()).toEqual(firstPage))

    await user.selectOptions(within(filters).getByLabelText('Service'), 'Tree Trimming')
    await waitFor(() => expect(namesShown()).toHaveLength(7))
    expect(screen.getByText('7 requests, newest first')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()

    // However it was typed, a phone number is matched by its digits.
    await user.type(within(filters).getByLabelText('Search'), '916.555.0295{Enter}')
    await waitFor(() => expect(namesShown()).toEqual(['Brian Smith']))
    expect(within(list()).getByRole('link', { name: '+1 916 555 0295' })).toBeInTheDocument()

    await user.clear(within(filters).getByLabelText('Search'))
    await user.type(within(filters).getByLabelText('Search'), 'no such request anywhere{Enter}')
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(namesShown()).toHaveLength(25))
    expect(within(filters).getByLabelText('Search')).toHaveValue('')
    expect(within(filters).getByLabelText('Status')).toHaveValue('')
  })

  it('lists only the requests whose earliest visit day is in the next 7 days', async () => {
    const lastName = `Visit${Date.now()}`
    // The range's last day is in it, the day after is not.
    const today = officeDay(new Date())
    const lastDay = addDays(today, 7)
    await sendEstimateRequest(backend, {
      first_name: 'Soon',
      last_name: lastName,
      visit_window: 'weekday_mornings',
      earliest_visit_date: lastDay,
    })
    await sendEstimateRequest(backend, {
      first_name: 'Later',
      last_name: lastName,
      earliest_visit_date: addDays(today, 8),
    })
    await sendEstimateRequest(backend, {
      first_name: 'Open',
      last_name: lastName,
      visit_window: 'saturday_mornings',
    })
    const client = await adminClient()
    const user = userEvent.setup()
    renderPrivateRoute(`/admin?q=${lastName}`, client)
    const list = () => screen.getByRole('region', { name: 'Contact submissions' })
    const namesShown = () =>
      within(list())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
    await waitFor(() => expect(namesShown()).toHaveLength(3))

    const filters = screen.getByRole('search', { name: 'Filter requests' })
    await user.selectOptions(within(filters).getByLabelText('Earliest visit'), 'Within 7 days')
    await waitFor(() => expect(namesShown()).toEqual([`Soon ${lastName}`]))
    const card = within(list()).getByRole('article', { name: `Soon ${lastName}` })
    await user.click(within(card).getByRole('button', { name: `Soon ${lastName}` }))
    expect(
      within(card).getByText(`Weekday mornings, from ${formatCalendarDay(lastDay)}`),
    ).toBeInTheDocument()

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(namesShown()).toHaveLength(25))
    expect(within(filters).getByLabelText('Earliest visit')).toHaveValue('')
  })

  it('changes the status and the note of a request, and shows who did it', async () => {
    const lastName = `Worked${Date.now()}`
    await sendEstimateRequest(backend, {
      first_name: 'Nadia',
      last_name: lastName,
      message: 'Front lawn',
    })
    const { user, queryClient } = await renderAsAdmin()
    const card = await findOnlyRequest(user, lastName)
    expect(within(card).getByText('Unread')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: `Nadia ${lastName}` }))
    expect(await within(card).findByText('No changes yet.')).toBeInTheDocument()

    await user.selectOptions(within(card).getByLabelText('Status'), 'Contacted')
    expect(await screen.findByText('Status changed to Contacted')).toBeInTheDocument()
    expect(
      await within(card).findByText(`${backend.adminEmail} changed status from New to Contacted`, {
        exact: false,
      }),
    ).toBeInTheDocument()
    expect(within(card).getByLabelText('Status')).toHaveValue('contacted')

    const note = within(card).getByLabelText('Internal note')
    await user.type(note, '  Left a voicemail.  ')
    await user.click(within(card).getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('Note saved')).toBeInTheDocument()
    expect(
      await within(card).findByText(new RegExp(`^Saved by ${backend.adminEmail} on `)),
    ).toBeInTheDocument()
    expect(note).toHaveValue('Left a voicemail.')
    expect(
      await within(card).findByText(`${backend.adminEmail} added a note`, { exact: false }),
    ).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Save note' })).toBeDisabled()

    // Another admin's save reaches an untouched note on the next refresh...
    const otherAdmin = await adminClient()
    const requestId = card.id.replace('request-', '')
    const updated = await otherAdmin
      .from('contact_submissions')
      .update({ note: 'Visit Friday' })
      .eq('id', requestId)
      .select('id')
    expect(updated).toMatchObject({ error: null, data: [{ id: requestId }] })
    await refreshUntil(queryClient, () => expect(note).toHaveValue('Visit Friday'))
    // ...but never replaces what is being typed.
    await user.type(note, ' at 9')
    await otherAdmin
      .from('contact_submissions')
      .update({ note: 'Visit Monday' })
      .eq('id', requestId)
    await refreshUntil(queryClient, () =>
      expect(within(card).getAllByText(/changed the note/)).toHaveLength(2),
    )
    expect(note).toHaveValue('Visit Friday at 9')
    expect(within(card).getByText('Unsaved changes')).toBeInTheDocument()
  })

  it('keeps a request its new status takes out of the view, open and with its unsaved note', async () => {
    const lastName = `Moved${Date.now()}`
    await sendEstimateRequest(backend, { first_name: 'Omar', last_name: lastName })
    const { user } = await renderAsAdmin()
    const filters = await screen.findByRole('search', { name: 'Filter requests' })
    await user.selectOptions(within(filters).getByLabelText('Status'), 'New')
    const card = await findOnlyRequest(user, lastName)
    await user.click(within(card).getByRole('button', { name: `Omar ${lastName}` }))
    await user.type(within(card).getByLabelText('Internal note'), 'Wants a Saturday visit')

    await user.selectOptions(within(card).getByLabelText('Status'), 'Contacted')
    expect(await screen.findByText('Status changed to Contacted')).toBeInTheDocument()
    expect(
      await within(card).findByText(/^No longer in this view: it leaves the list/),
    ).toBeInTheDocument()
    expect(card).toBeInTheDocument()
    expect(within(card).getByLabelText('Status')).toHaveValue('contacted')
    expect(within(card).getByLabelText('Internal note')).toHaveValue('Wants a Saturday visit')

    // A new view is a fresh list: the request has left the 'New' one.
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Contacted')
    const list = screen.getByRole('region', { name: 'Contact submissions' })
    await waitFor(() =>
      expect(within(list).getByRole('article', { name: `Omar ${lastName}` })).not.toHaveTextContent(
        'No longer in this view',
      ),
    )
  })

  it('deletes a request only after asking', async () => {
    const lastName = `Deleted${Date.now()}`
    await sendEstimateRequest(backend, { first_name: 'Otto', last_name: lastName })
    const { user } = await renderAsAdmin()
    const card = await findOnlyRequest(user, lastName)
    await user.click(within(card).getByRole('button', { name: `Otto ${lastName}` }))
    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this request?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(card).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'Delete Request' }))
    expect(await screen.findByText('Request deleted')).toBeInTheDocument()
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument()
  })

  it('opens the request an alert mail links to, above the list when it is on another page', async () => {
    const client = await adminClient()
    const { data: oldest, error } = await client
      .from('contact_submissions')
      .select('id, first_name, last_name')
      .eq('status', 'lost')
      .order('created_at')
      .limit(1)
      .single()
    expect(error).toBeNull()
    renderPrivateRoute(`/admin#${requestAnchorId(oldest!.id)}`, client)
    const linked = await screen.findByRole('region', { name: 'Linked request' })
    const card = within(linked).getByRole('article', {
      name: `${oldest!.first_name} ${oldest!.last_name}`,
    })
    expect(card).toHaveAttribute('id', `request-${oldest!.id}`)
    expect(within(card).getByLabelText('Internal note')).toBeInTheDocument()
    const list = await screen.findByRole('region', { name: 'Contact submissions' })
    expect(list).not.toContainElement(card)
  })

  it('lists every registered user with their dates', async () => {
    const member = await createMember()
    const { user } = await renderAsAdmin()
    await openUsersTab(user)
    const memberRow = rowOf(member.email)
    expect(within(memberRow).getByRole('button', { name: 'Make Admin' })).toBeEnabled()
    expect(within(rowOf(backend.adminEmail)).getByText('You')).toBeInTheDocument()
    expect(
      within(rowOf(backend.adminEmail)).getByRole('button', { name: 'Remove Admin' }),
    ).toBeInTheDocument()
    expect(
      within(memberRow).getAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/).length,
    ).toBeGreaterThan(0)
  })

  it('makes a user admin and removes it again, one busy row at a time', async () => {
    const { email: memberEmail } = await createMember()
    const { user } = await renderAsAdmin()
    await openUsersTab(user)
    await user.click(within(rowOf(memberEmail)).getByRole('button', { name: 'Make Admin' }))
    const busy = within(rowOf(memberEmail)).getByRole('button', { name: 'Make Admin' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(
      within(rowOf(backend.adminEmail)).getByRole('button', { name: 'Remove Admin' }),
    ).toBeEnabled()
    expect(await screen.findByText('Admin role assigned successfully')).toBeInTheDocument()
    const remove = await within(rowOf(memberEmail)).findByRole('button', { name: 'Remove Admin' })
    await waitFor(() => expect(remove).toBeEnabled())

    await user.click(remove)
    expect(await screen.findByText('Admin role removed successfully')).toBeInTheDocument()
    expect(
      await within(rowOf(memberEmail)).findByRole('button', { name: 'Make Admin' }),
    ).toBeInTheDocument()

    // Newest first: the removal, then the grant, each with who did it and when.
    const history = screen.getByRole('region', { name: 'History' })
    const when = String.raw` — [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$`
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const admin = escape(backend.adminEmail)
    const member = escape(memberEmail)
    await waitFor(() => {
      const [removal, grant] = within(history).getAllByRole('listitem')
      expect(removal).toHaveTextContent(
        new RegExp(`^${admin} removed the admin role from ${member}${when}`),
      )
      expect(grant).toHaveTextContent(new RegExp(`^${admin} made ${member} an admin${when}`))
    })
  })

  it("keeps 'Make Admin' off for an account whose e-mail is not confirmed, and says why", async () => {
    const member = await createMember()
    const pendingEmail = uniqueEmail('pending')
    const { error } = await statelessClient(backend).auth.signUp({
      email: pendingEmail,
      password: 'pending-password',
    })
    expect(error).toBeNull()
    const { user } = await renderAsAdmin()
    await openUsersTab(user)
    const makeAdmin = within(rowOf(pendingEmail)).getByRole('button', { name: 'Make Admin' })
    expect(makeAdmin).toBeDisabled()
    expect(makeAdmin).toHaveAccessibleDescription(
      'Email not confirmed yet and no password chosen: a password link lets them do both, then they can be made an admin.',
    )
    expect(
      within(rowOf(member.email)).getByRole('button', { name: 'Make Admin' }),
    ).not.toHaveAccessibleDescription()
  })

  it('says so when the history is empty', async () => {
    const client = createTestClient(backend)
    await signInAsAdmin(client, backend)
    const queryClient = createQueryClient({ retry: false })
    queryClient.setQueryData(adminKeys.adminActivity(), [])
    const user = userEvent.setup()
    renderPrivateRoute('/admin', client, queryClient)
    await openUsersTab(user)
    const history = screen.getByRole('region', { name: 'History' })
    expect(within(history).getByRole('heading', { level: 3, name: 'History' })).toBeVisible()
    expect(within(history).getByText('No history yet.')).toBeInTheDocument()
  })

  it("refuses to remove the last admin with the database's message", async () => {
    const { user } = await renderAsAdmin()
    await openUsersTab(user)
    await user.click(
      within(rowOf(backend.adminEmail)).getByRole('button', { name: 'Remove Admin' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your own admin role?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove My Admin Role' }))
    expect(
      await screen.findByText('Cannot remove the last admin. Make another user an admin first.'),
    ).toBeInTheDocument()
    expect(screen.getByText(`Welcome back, ${backend.adminEmail}`)).toBeInTheDocument()
  })

  it('asks before an admin removes their own role, then shows the no-access screen', async () => {
    const member = await createMember()
    const helperAdmin = await adminClient()
    const { error } = await helperAdmin
      .from('user_roles')
      .insert({ user_id: member.id, role: 'admin' })
    expect(error).toBeNull()
    const memberClient = createTestClient(backend)
    await signInAsAdmin(memberClient, backend, member.email, member.password)
    const user = userEvent.setup()
    renderPrivateRoute('/admin', memberClient)
    await openUsersTab(user)
    await user.click(within(rowOf(member.email)).getByRole('button', { name: 'Remove Admin' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await user.click(within(rowOf(member.email)).getByRole('button', { name: 'Remove Admin' }))
    await user.click(await screen.findByRole('button', { name: 'Remove My Admin Role' }))
    expect(await screen.findByText('Admin role removed successfully')).toBeInTheDocument()
    expect(
      await screen.findByText("You don't have admin privileges to access this dashboard."),
    ).toBeInTheDocument()
  })

  it('signs out to /auth with a toast', async () => {
    const { user } = await renderAsAdmin()
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(await screen.findByText('You have been signed out successfully')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
  })

  it('follows a sign-out in another tab', async () => {
    const storageKey = `sb-shared-${Date.now()}`
    const firstTab = createSupabaseClient(backend.url, backend.anonKey, storageKey)
    await signInAsAdmin(firstTab, backend)
    renderPrivateRoute('/admin', firstTab)
    await screen.findByText(`Welcome back, ${backend.adminEmail}`)
    // A second client on the same storage key talks to the first over BroadcastChannel, as tabs do.
    const secondTab = createSupabaseClient(backend.url, backend.anonKey, storageKey)
    await act(async () => {
      await secondTab.auth.getSession()
      await secondTab.auth.signOut()
    })
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument()
  })

  it('says so when there are no submissions', async () => {
    const client = createTestClient(emptiedBackend)
    await signInAsAdmin(client, emptiedBackend)
    const { error } = await client.from('contact_submissions').delete().not('id', 'is', null)
    expect(error).toBeNull()
    renderPrivateRoute('/admin', client)
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument()
  })

  it('says so when no users are listed', async () => {
    const client = createTestClient(backend)
    await signInAsAdmin(client, backend)
    const queryClient = createQueryClient({ retry: false })
    queryClient.setQueryData(adminKeys.users(), [])
    const user = userEvent.setup()
    renderPrivateRoute('/admin', client, queryClient)
    await screen.findByText(`Welcome back, ${backend.adminEmail}`)
    await user.click(screen.getByRole('tab', { name: 'User Management' }))
    expect(await screen.findByText('No users found')).toBeInTheDocument()
  })

  /**
   * Stores requests as the service role, one at a time: the file's sends through the form would
   * pass the per-network ceiling (10 an hour), and a received time can be in the past.
   */
  async function storeRequests(requests: Record<string, string>[]) {
    const service = statelessClient(backend, backend.serviceRoleKey)
    for (const request of requests) {
      const { error } = await service.from('contact_submissions').insert({
        email: uniqueEmail('visitor'),
        phone: '(916) 555-0123',
        service: 'sod-installation',
        ...request,
      })
      if (error) throw error
    }
  }

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
  const namesListed = () =>
    within(screen.getByRole('region', { name: 'Contact submissions' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
  const chipsShown = () =>
    within(screen.getByRole('list', { name: 'Also filtered by' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent)

  it('lists only the requests of the city, campaign, referrer or page a link names', async () => {
    const lastName = `Linked${Date.now()}`
    await storeRequests([
      // Elk Grove by its ZIP, from an ad click, with no referrer.
      {
        first_name: 'Ada',
        last_name: lastName,
        address: '9 Laguna Blvd, Elk Grove, CA 95758',
        gclid: 'test-click',
        created_at: minutesAgo(3),
      },
      // Folsom by its landing page, from Nextdoor with UTM tags.
      {
        first_name: 'Ben',
        last_name: lastName,
        service: 'lawn-maintenance',
        source_page: '/folsom-lawn-care',
        referrer: 'https://www.nextdoor.com/p/1',
        utm_source: 'nextdoor',
        utm_campaign: 'spring',
        created_at: minutesAgo(2),
      },
      // Nothing to go by.
      { first_name: 'Cy', last_name: lastName, created_at: minutesAgo(1) },
    ])
    const cases: [InboxFilters, string[], string[]][] = [
      [{ city: 'Elk Grove' }, ['Ada'], ['City: Elk Grove']],
      [{ campaign: 'Google Ads' }, ['Ada'], ['Campaign: Google Ads']],
      [{ referrer: 'nextdoor.com' }, ['Ben'], ['Referrer: nextdoor.com']],
      // A link from before the keys names the landing page's 'Lawn Care': read as its key,
      // which the Service select shows, so no chip.
      [
        { campaign: 'nextdoor / spring', service: 'Lawn Care' },
        ['Ben'],
        ['Campaign: nextdoor / spring'],
      ],
      [{ referrer: 'direct' }, ['Cy', 'Ada'], ['Referrer: direct']],
      [{ city: 'none', campaign: 'none' }, ['Cy'], ['City: (none)', 'Campaign: (none)']],
      [{ sourcePage: 'none' }, ['Cy', 'Ada'], ['Source page: (none)']],
    ]
    const client = await adminClient()
    for (const [filters, firstNames, chips] of cases) {
      const { unmount } = renderPrivateRoute(inboxHref({ search: lastName, ...filters }), client)
      await waitFor(() =>
        expect(namesListed()).toEqual(firstNames.map((name) => `${name} ${lastName}`)),
      )
      expect(chipsShown()).toEqual(chips)
      unmount()
    }
  })

  it('shows the filters of a link as chips the keyboard removes, counted with the others', async () => {
    const lastName = `Chips${Date.now()}`
    await storeRequests([
      {
        first_name: 'Ada',
        last_name: lastName,
        address: '9 Laguna Blvd, Elk Grove, CA 95758',
        created_at: minutesAgo(2),
      },
      { first_name: 'Cy', last_name: lastName, created_at: minutesAgo(1) },
    ])
    const user = userEvent.setup()
    renderPrivateRoute(
      `/admin?q=${lastName}&from_page=none&city=none&referrer=direct`,
      await adminClient(),
    )
    await waitFor(() => expect(namesListed()).toEqual([`Cy ${lastName}`]))
    const filters = screen.getByRole('search', { name: 'Filter requests' })
    expect(chipsShown()).toEqual(['Source page: (none)', 'City: (none)', 'Referrer: direct'])
    expect(within(filters).getByLabelText('Sent from page')).toHaveValue('')
    expect(within(filters).getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument()

    // A removed chip hands the focus to the one taking its place, the last one to the search.
    act(() => within(filters).getByRole('button', { name: 'Remove filter City: (none)' }).focus())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(namesListed()).toEqual([`Cy ${lastName}`, `Ada ${lastName}`]))
    expect(chipsShown()).toEqual(['Source page: (none)', 'Referrer: direct'])
    expect(within(filters).getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument()
    expect(
      within(filters).getByRole('button', { name: 'Remove filter Referrer: direct' }),
    ).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(chipsShown()).toEqual(['Source page: (none)']))
    // The same two requests: the list is done once it no longer says it is loading.
    expect(await screen.findByText('2 requests, newest first')).toBeInTheDocument()
    expect(
      within(filters).getByRole('button', { name: 'Remove filter Source page: (none)' }),
    ).toHaveFocus()
    await user.keyboard(' ')
    await waitFor(() =>
      expect(within(filters).queryByRole('list', { name: 'Also filtered by' })).toBeNull(),
    )
    expect(within(filters).getByLabelText('Search')).toHaveFocus()
    expect(within(filters).getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument()
    expect(await screen.findByText('2 requests, newest first')).toBeInTheDocument()
    expect(namesListed()).toEqual([`Cy ${lastName}`, `Ada ${lastName}`])
  })

  it('lists the new requests waiting over one working day, and clears that filter with the rest', async () => {
    const lastName = `Waiting${Date.now()}`
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString()
    await storeRequests([
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
      await adminClient(),
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
})

describe('sign-up with e-mail confirmation on', () => {
  it('asks the new user to confirm, creates no session, and reveals no existing account', async () => {
    const client = createTestClient(backend)
    const user = userEvent.setup()
    renderPrivateRoute('/auth', client)
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }))
    const panel = screen.getByRole('tabpanel')
    await user.type(within(panel).getByLabelText('Email'), backend.adminEmail)
    await user.type(within(panel).getByLabelText('Password'), 'whatever-password')
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Please check your email for confirmation')).toBeInTheDocument()
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument()
    const { data } = await act(() => client.auth.getSession())
    expect(data.session).toBeNull()
  })
})

describe('SignInRequired', () => {
  it('shows the Access Denied text with a way to /auth', () => {
    render(
      <MemoryRouter>
        <SignInRequired />
      </MemoryRouter>,
    )
    expect(
      screen.getByText('Access Denied: You must be logged in to access the admin dashboard.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth')
  })
})
