// A request's mails on its card in /admin: replying from a template, the mail in the list and
// the history, the request moved to contacted.
import { screen, within } from '@testing-library/react'
import {
  findOnlyRequest,
  renderAsAdmin,
  storeRequests,
  uniqueLastName,
} from '../../test-support/web/admin-dashboard'
import { setUpSharedBackend } from '../../test-support/web/local-backend'
import { dismissToasts } from '../../test-support/web/private-route'

const backend = setUpSharedBackend()
afterEach(dismissToasts)

describe("/admin's request mails", () => {
  it('replies from a template: the mail is listed, recorded, and the request is contacted', async () => {
    const lastName = uniqueLastName('Replied')
    await storeRequests(backend, [
      {
        first_name: 'Lucia',
        last_name: lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        service: 'sod-installation',
        address: '8 Elm St, Roseville, CA 95661',
      },
    ])
    const { user } = await renderAsAdmin(backend)
    const card = await findOnlyRequest(user, lastName)
    await user.click(within(card).getByRole('button', { name: `Lucia ${lastName}` }))
    expect(await within(card).findByText('No mail to the sender yet.')).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Reply by e-mail' }))
    const composer = await screen.findByRole('dialog', { name: `Reply to Lucia ${lastName}` })
    expect(composer).toHaveTextContent("Answers go to the office's mailbox")
    // A send without words is refused here, and nothing is lost.
    await user.click(within(composer).getByRole('button', { name: 'Send Reply' }))
    expect(await within(composer).findByText('Enter a subject.')).toBeInTheDocument()

    // A template's blanks are refused until filled in.
    await user.selectOptions(within(composer).getByLabelText('Start from'), 'Propose a visit')
    await user.click(within(composer).getByRole('button', { name: 'Send Reply' }))
    expect(
      await within(composer).findByText('Replace [day] and [time] with the visit you propose.'),
    ).toBeInTheDocument()

    await user.selectOptions(
      within(composer).getByLabelText('Start from'),
      'Ask for photos or details',
    )
    const subject = within(composer).getByLabelText('Subject')
    expect(subject).toHaveValue('Your sod installation request: a few questions')
    const body = within(composer).getByLabelText('Message')
    expect((body as HTMLTextAreaElement).value).toMatch(
      /^Hello Lucia,\n\n.*sod installation in Roseville/,
    )
    await user.clear(subject)
    await user.type(subject, 'Photos of your lawn, please')
    await user.click(within(composer).getByRole('button', { name: 'Send Reply' }))

    expect(
      await screen.findByText(`Reply sent to ${lastName.toLowerCase()}@example.com`),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await within(card).findByText(': Photos of your lawn, please')).toBeInTheDocument()
    expect(
      await within(card).findByText(
        `${backend.adminEmail} replied by e-mail: Photos of your lawn, please`,
        { exact: false },
      ),
    ).toBeInTheDocument()
    expect(
      await within(card).findByText(`${backend.adminEmail} changed status from New to Contacted`, {
        exact: false,
      }),
    ).toBeInTheDocument()
    expect(within(card).getByLabelText('Status')).toHaveValue('contacted')
  })
})
