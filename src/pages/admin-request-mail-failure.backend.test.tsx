// A mail that could not be delivered, on its request's card: the reason, and Try again. This
// backend sends nothing by itself, so the test plays the mail sender and records the failure.
import { screen, within } from '@testing-library/react'
import {
  findOnlyRequest,
  renderAsAdmin,
  storeRequests,
  uniqueLastName,
} from '../../test-support/web/admin-dashboard'
import { setUpOwnBackend } from '../../test-support/web/local-backend'
import { dismissToasts } from '../../test-support/web/private-route'
import { statelessClient } from '../../test-support/users'

const backend = setUpOwnBackend({ mailDelivery: false })
afterEach(dismissToasts)

it('shows a mail that could not be delivered, and makes it due again on Try again', async () => {
  const lastName = uniqueLastName('Bounced')
  await storeRequests(backend, [{ first_name: 'Ned', last_name: lastName }])
  const { user } = await renderAsAdmin(backend)
  const card = await findOnlyRequest(user, lastName)
  const requestId = card.id.replace('request-', '')
  const service = statelessClient(backend, backend.serviceRoleKey)
  const { error } = await service.rpc('send_request_reply', {
    request_id: requestId,
    subject: 'Next week',
    body: 'Hello Ned',
    client_key: `bounced-${crypto.randomUUID()}`,
  })
  expect(error).toBeNull()
  // The sender claims it, the mail service refuses it.
  const claimed = await service.rpc('claim_outbox_mails', { max_mails: 10 })
  const mailIds = ((claimed.data ?? []) as { mail_id: number }[]).map((mail) => mail.mail_id)
  expect(mailIds).toHaveLength(1)
  await service.rpc('fail_outbox_mails', {
    mail_ids: mailIds,
    error: 'E-mail API answered HTTP 422: invalid to',
    retry_in_seconds: 3600,
  })

  await user.click(within(card).getByRole('button', { name: `Ned ${lastName}` }))
  expect(
    await within(card).findByText('Not delivered: E-mail API answered HTTP 422: invalid to'),
  ).toBeInTheDocument()
  await user.click(within(card).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('The mail is being sent again')).toBeInTheDocument()
  const { data: mails } = await service.rpc('list_request_mails', { request_id: requestId })
  expect(mails?.[0]).toMatchObject({
    attempts: 0,
    last_error: 'E-mail API answered HTTP 422: invalid to',
  })
  expect(new Date(mails![0]!.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now())
})
