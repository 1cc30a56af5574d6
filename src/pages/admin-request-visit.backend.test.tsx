// 'Schedule visit' on a request's card in /admin: a day and an arrival window or a set time, with
// what the visitor asked for beside it; the request moves to scheduled, the homeowner's invitation
// shows among the card's mails; then 'Reschedule' and 'Cancel visit'. A refused save keeps what
// was typed and says why.
import { act, screen, waitFor, within } from '@testing-library/react'
import { addDays, officeDay } from '@shared/visit-windows'
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

const today = officeDay(new Date())

describe("/admin's 'Schedule visit'", () => {
  it('schedules, moves and cancels the visit, each mailed and in the history', async () => {
    const lastName = uniqueLastName('Visited')
    const earliest = addDays(today, 3)
    await storeRequests(backend, [
      {
        first_name: 'Vic',
        last_name: lastName,
        status: 'contacted',
        visit_window: 'weekday_afternoons',
        earliest_visit_date: earliest,
      },
    ])
    const { user } = await renderAsAdmin(backend)
    const card = await findOnlyRequest(user, lastName)
    await user.click(within(card).getByRole('button', { name: `Vic ${lastName}` }))
    expect(await within(card).findByText('No visit scheduled.')).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Schedule visit' }))
    const dialog = await screen.findByRole('dialog', {
      name: `Schedule a visit with Vic ${lastName}`,
    })
    // What they asked for, and the form started from it.
    expect(dialog).toHaveTextContent('They asked for: Weekday afternoons, from')
    expect(within(dialog).getByLabelText('Day')).toHaveValue(earliest)
    expect(within(dialog).getByLabelText('Arrival')).toHaveValue('13-15')
    await user.type(
      within(dialog).getByLabelText('Note for the homeowner (optional)'),
      'Gate code 42',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Visit' }))
    expect(
      await screen.findByText(/^Visit scheduled\. .* is sent the invitation\.$/),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const section = within(card).getByRole('region', { name: 'Visit' })
    expect(await within(section).findByText(/, 1–3 pm arrival$/)).toBeInTheDocument()
    expect(section).toHaveTextContent('Note to the homeowner: Gate code 42')
    await waitFor(() => expect(within(card).getByLabelText('Status')).toHaveValue('scheduled'))
    expect(await within(card).findByText(/^Visit invitation/)).toBeInTheDocument()
    expect(
      await within(card).findByText(`${backend.adminEmail} scheduled a visit for`, {
        exact: false,
      }),
    ).toBeInTheDocument()

    // Moved to a set time.
    await user.click(within(section).getByRole('button', { name: 'Reschedule' }))
    const move = await screen.findByRole('dialog', {
      name: `Reschedule the visit with Vic ${lastName}`,
    })
    expect(within(move).getByLabelText('Arrival')).toHaveValue('13-15')
    await user.selectOptions(within(move).getByLabelText('Arrival'), 'At a set time')
    await user.type(within(move).getByLabelText('Time'), '09:30')
    await user.click(within(move).getByRole('button', { name: 'Save New Time' }))
    expect(await screen.findByText(/^Visit moved\. .* is sent the new time\.$/)).toBeInTheDocument()
    expect(await within(section).findByText(/, 9:30 am$/)).toBeInTheDocument()
    expect(await within(card).findByText(/^Visit update/)).toBeInTheDocument()

    // Cancelled, after a confirmation: back to contacted, and the homeowner is told.
    await user.click(within(section).getByRole('button', { name: 'Cancel visit' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this visit?' })
    expect(confirm).toHaveTextContent(/9:30 am is cancelled, and it leaves their calendar\./)
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Visit' }))
    expect(await screen.findByText('Visit cancelled. The homeowner is told.')).toBeInTheDocument()
    expect(await within(section).findByText('No visit scheduled.')).toBeInTheDocument()
    await waitFor(() => expect(within(card).getByLabelText('Status')).toHaveValue('contacted'))
    expect(await within(card).findByText(/^Visit cancelled/)).toBeInTheDocument()
  })

  it('refuses a time out of hours and keeps what was typed; a request deleted meanwhile is refused', async () => {
    const lastName = uniqueLastName('Refused')
    await storeRequests(backend, [{ first_name: 'Rae', last_name: lastName, status: 'new' }])
    const admin = await adminClient(backend)
    const { user } = await renderAsAdmin(backend)
    const card = await findOnlyRequest(user, lastName)
    await user.click(within(card).getByRole('button', { name: `Rae ${lastName}` }))
    await user.click(await within(card).findByRole('button', { name: 'Schedule visit' }))
    const dialog = await screen.findByRole('dialog')

    // Nothing chosen: the form says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Visit' }))
    expect(await within(dialog).findByText('Choose a day.')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose an arrival window or a time.')).toBeInTheDocument()

    const day = addDays(today, 1)
    await user.type(within(dialog).getByLabelText('Day'), day)
    await user.selectOptions(within(dialog).getByLabelText('Arrival'), 'At a set time')
    await user.type(within(dialog).getByLabelText('Time'), '21:00')
    await user.type(within(dialog).getByLabelText('Note for the homeowner (optional)'), 'Kept')
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Visit' }))
    expect(
      await within(dialog).findByText('Choose a time between 6:00 am and 8:00 pm.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Time')).toHaveValue('21:00')
    expect(within(dialog).getByLabelText('Note for the homeowner (optional)')).toHaveValue('Kept')

    // The request is deleted meanwhile: the database says so. The refreshed inbox no longer has
    // the request, so its card and the dialog leave; there is nothing left to schedule.
    await user.clear(within(dialog).getByLabelText('Time'))
    await user.type(within(dialog).getByLabelText('Time'), '10:00')
    const requestId = card.id.replace('request-', '')
    const removed = await act(() => admin.from('contact_submissions').delete().eq('id', requestId))
    expect(removed.error).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Visit' }))
    expect(
      await screen.findByText('Could not schedule the visit: This request no longer exists.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(card).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
