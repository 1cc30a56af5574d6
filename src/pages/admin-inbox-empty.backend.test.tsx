import { screen } from '@testing-library/react'
import { setUpOwnBackend } from '../../test-support/web/local-backend'
import {
  renderPrivateRoute,
  signInAsAdmin,
  createTestClient,
} from '../../test-support/web/private-route'

// A backend of this file's own: the test empties the inbox, which the worker's shared backend
// must keep for the other files.
const backend = setUpOwnBackend()

describe("/admin's empty inbox", () => {
  it('says so when there are no submissions', async () => {
    const client = createTestClient(backend)
    await signInAsAdmin(client, backend)
    const { error } = await client.from('contact_submissions').delete().not('id', 'is', null)
    expect(error).toBeNull()
    renderPrivateRoute('/admin', client)
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument()
  })
})
