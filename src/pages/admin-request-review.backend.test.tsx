// 'Ask for a review' on a request's card in /admin: only on a won request, once, after a
// confirmation; then the card says when it was asked and the history who asked.
import { act, screen, waitFor, within } from '@testing-library/react'
import {
  adminClient,
  findOnlyRequest,
  renderAsAdmin,
  storeRequests,
  uniqueLastName,
} from '../../test-support/web/admin-dashboard'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import { dismissToasts } from '../../test-support/web/private-route'

const backend = setUpSharedBackend()
afterEach(dismissToasts)

describe("/admin's 'Ask for a review'", () => {
  it('asks a won request for a review once, after confirming, and says when', async () => {
    const lastName = uniqueLastName('Reviewed')
    await storeRequests(backend, [{ first_name: 'Rosa', last_name: lastName, status: 'won' }])
    const admin = await adminClient(backend)
    const { user } = await renderAsAdmin(backend)
    const card = await findOnlyRequest(user, lastName)
    await user.click(within(card).getByRole('button', { name: `Rosa ${lastName}` }))
    const ask = await within(card).findByRole('button', { name: 'Ask for a review' })

    // Cancel sends nothing.
    await user.click(ask)
    const dialog = await screen.findByRole('alertdialog', { name: 'Ask for a review?' })
    expect(dialog).toHaveTextContent('link to your Google review page')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const requestId = card.id.replace('request-', '')
    // In act: the card's own queries may settle meanwhile.
    const before = await act(() => admin.rpc('list_request_mails', { request_id: requestId }))
    expect(before.error).toBeNull()
    expect(before.data!.filter((mail) => mail.kind === 'review')).toHaveLength(0)

    await user.click(within(card).getByRole('button', { name: 'Ask for a review' }))
    await user.click(await screen.findByRole('button', { name: 'Send Review Request' }))
    expect(await screen.findByText('Review request sent')).toBeInTheDocument()
    expect(
      await within(card).findByText(/^Review asked on [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    ).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Ask for a review' })).toBeNull()
    expect(
      await within(card).findByText(`${backend.adminEmail} asked for a review`, { exact: false }),
    ).toBeInTheDocument()

    const after = await admin.rpc('list_request_mails', { request_id: requestId })
    expect(after.data!.filter((mail) => mail.kind === 'review')).toHaveLength(1)
  })

  it('offers nothing on a request that is not won', async () => {
    const lastName = uniqueLastName('Contacted')
    await storeRequests(backend, [{ first_name: 'Saul', last_name: lastName, status: 'contacted' }])
    const { user } = await renderAsAdmin(backend)
    const card = await findOnlyRequest(user, lastName)
    await user.click(within(card).getByRole('button', { name: `Saul ${lastName}` }))
    expect(await within(card).findByText('No changes yet.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Ask for a review' })).toBeNull()
    expect(within(card).queryByText(/Review asked/)).toBeNull()
  })

  it('says why when the database refuses, as when the request is no longer won', async () => {
    const lastName = uniqueLastName('Unwon')
    await storeRequests(backend, [{ first_name: 'Tess', last_name: lastName, status: 'won' }])
    const other = await adminClient(backend)
    const { user } = await renderAsAdmin(backend)
    const card = await findOnlyRequest(user, lastName)
    await user.click(within(card).getByRole('button', { name: `Tess ${lastName}` }))
    // The confirmation is open when another admin marks the request lost (in act: the card's own
    // queries may settle meanwhile); the database, not the screen, then refuses.
    await user.click(await within(card).findByRole('button', { name: 'Ask for a review' }))
    const confirm = await screen.findByRole('button', { name: 'Send Review Request' })
    const requestId = card.id.replace('request-', '')
    const moved = await act(() =>
      other.from('contact_submissions').update({ status: 'lost' }).eq('id', requestId),
    )
    expect(moved.error).toBeNull()
    await user.click(confirm)
    expect(
      await screen.findByText(
        'Failed to ask for a review: A review can only be asked for a won request.',
      ),
    ).toBeInTheDocument()
    // The card catches up (its status and history reload): lost, so no button.
    expect(
      await within(card).findByText(/changed status from Won to Lost/, { exact: false }),
    ).toBeInTheDocument()
    await waitFor(() => expect(within(card).getByLabelText('Status')).toHaveValue('lost'))
    expect(within(card).queryByRole('button', { name: 'Ask for a review' })).toBeNull()
  })
})
