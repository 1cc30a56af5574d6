// A request's card in /admin's inbox: its status, its note and their history, deleting it.
import { screen, waitFor, within } from '@testing-library/react'
import {
  adminClient,
  findOnlyRequest,
  refreshUntil,
  renderAsAdmin,
  storeRequests,
  uniqueLastName,
} from '../../test-support/web/admin-dashboard'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import { dismissToasts } from '../../test-support/web/private-route'

const backend = setUpSharedBackend()
afterEach(dismissToasts)

describe("/admin's request card", () => {
  it('changes the status and the note of a request, and shows who did it', async () => {
    const lastName = uniqueLastName('Worked')
    await storeRequests(backend, [
      { first_name: 'Nadia', last_name: lastName, message: 'Front lawn' },
    ])
    const { user, queryClient } = await renderAsAdmin(backend)
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
    // The button reads 'Saving…' until the list has refreshed; then nothing is left to save.
    expect(await within(card).findByRole('button', { name: 'Save note' })).toBeDisabled()

    // Another admin's save reaches an untouched note on the next refresh...
    const otherAdmin = await adminClient(backend)
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
    const lastName = uniqueLastName('Moved')
    await storeRequests(backend, [{ first_name: 'Omar', last_name: lastName }])
    const { user } = await renderAsAdmin(backend)
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
    const lastName = uniqueLastName('Deleted')
    await storeRequests(backend, [{ first_name: 'Otto', last_name: lastName }])
    const { user } = await renderAsAdmin(backend)
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
})
