// Links into /admin's inbox (from the insights, or shared): the filters they name, shown as
// chips.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inboxHref, type InboxFilters } from '@/features/admin/inbox-view'
import {
  adminClient,
  chipsShown,
  minutesAgo,
  namesListed,
  storeRequests,
  uniqueLastName,
} from '../../test-support/web/admin-dashboard'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import { dismissToasts, renderPrivateRoute } from '../../test-support/web/private-route'

const backend = setUpSharedBackend()
afterEach(dismissToasts)

describe("/admin's inbox from a link", () => {
  it('lists only the requests of the city, campaign, referrer or page a link names', async () => {
    const lastName = uniqueLastName('Linked')
    await storeRequests(backend, [
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
    const client = await adminClient(backend)
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
    const lastName = uniqueLastName('Chips')
    await storeRequests(backend, [
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
      await adminClient(backend),
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
})
