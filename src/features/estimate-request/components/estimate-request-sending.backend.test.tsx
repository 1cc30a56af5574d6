import { waitFor, within } from '@testing-library/react'
import { business } from '@/content/business'
import { createSupabaseClient } from '@/lib/supabase'
import { recordVisitAttribution } from '@/lib/visit-attribution'
import { addMonths, officeDay } from '@shared/visit-windows'
import {
  renderEstimateDialog,
  unreachableClient,
} from '../../../../test-support/web/estimate-dialog'
import { setUpOwnBackend } from '../../../../test-support/web/local-backend'
import { sendEstimateRequest } from '../../../../test-support/estimate-requests'
import { statelessClient, uniqueEmail } from '../../../../test-support/users'

type Dialog = ReturnType<typeof renderEstimateDialog>

async function fillIn({ dialog, user }: Dialog, email: string) {
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  await user.type(field('First name'), 'Ana')
  await user.type(field('Last name'), 'Silva')
  await user.type(field('Email'), email)
  await user.type(field('Phone'), '(916) 555-0199')
  await user.type(field('Message (optional)'), 'Two zones stay dry.')
  return field
}

describe('EstimateRequestDialog sending', () => {
  it('says so when the server cannot be reached, keeping what was typed', async () => {
    const view = renderEstimateDialog(unreachableClient, { service: 'hardscaping' })
    const field = await fillIn(view, 'ana.unreachable@example.com')
    const submit = within(view.dialog).getByRole('button', { name: 'Send Request' })
    await view.user.click(submit)
    const alert = await within(view.dialog).findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't reach our server")
    expect(within(alert).getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      business.phone.href,
    )
    expect(field('Email')).toHaveValue('ana.unreachable@example.com')
    expect(field('Message (optional)')).toHaveValue('Two zones stay dry.')
    expect(within(view.dialog).getByRole('combobox', { name: 'Service' })).toHaveValue(
      'hardscaping',
    )
    expect(submit).toBeEnabled()
    expect(submit).toHaveFocus()
  })
})

// Against the real local backend (in-memory Postgres), as the visitor's browser would send. Its
// own: every send here comes from 127.0.0.1, and the database takes 10 an hour from a network.
describe('EstimateRequestDialog with the local backend', () => {
  const backend = setUpOwnBackend()

  const visitorClient = () =>
    createSupabaseClient(backend.url, backend.anonKey, `sb-estimate-${Math.random()}`)

  it('sends one request on a double click, with its attribution, and thanks the visitor', async () => {
    window.sessionStorage.clear()
    recordVisitAttribution({
      href: 'http://localhost/?utm_source=google&utm_medium=cpc&utm_campaign=spring',
      referrer: 'https://www.google.com/',
    })
    const email = uniqueEmail('ana')
    const view = renderEstimateDialog(visitorClient(), {
      service: 'irrigation-sprinklers',
      city: 'Folsom',
    })
    await fillIn(view, email)
    await view.user.dblClick(within(view.dialog).getByRole('button', { name: 'Send Request' }))

    const heading = await within(view.dialog).findByRole('heading', { name: 'Thank you, Ana!' })
    // The confirmation takes focus in an effect after it renders.
    await waitFor(() => expect(heading).toHaveFocus())
    expect(view.dialog).toHaveTextContent('within one business day')
    expect(within(view.dialog).getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      business.phone.href,
    )
    expect(within(view.dialog).queryByRole('textbox')).not.toBeInTheDocument()

    const { data, error } = await statelessClient(backend, backend.serviceRoleKey)
      .from('contact_submissions')
      .select('*')
      .eq('email', email)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    // The visitor is told the request's reference, which the mails and the admin show.
    expect(view.dialog).toHaveTextContent(`Your reference: ${data?.[0]?.reference}`)
    expect(data?.[0]?.reference).toMatch(/^\w{4}-\w{4}$/)
    expect(data?.[0]).toMatchObject({
      first_name: 'Ana',
      last_name: 'Silva',
      phone: '(916) 555-0199',
      // The catalogue's key of the page's service, whatever the page calls it.
      service: 'irrigation-sprinklers',
      address: 'Folsom, CA',
      message: 'Two zones stay dry.',
      source_page: '/folsom-irrigation-repair',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      gclid: null,
      visit_window: null,
      earliest_visit_date: null,
    })
    window.sessionStorage.clear()
  })

  it('sends the preferred visit time', async () => {
    const email = uniqueEmail('visit')
    // A month from today as Sacramento counts it, as the database does.
    const earliest = addMonths(officeDay(new Date()), 1)
    const view = renderEstimateDialog(visitorClient(), { city: 'Folsom', zip: '95630' })
    await fillIn(view, email)
    await view.user.selectOptions(
      within(view.dialog).getByRole('combobox', { name: 'Service' }),
      'Something else',
    )
    await view.user.click(within(view.dialog).getByRole('radio', { name: 'Saturday mornings' }))
    await view.user.type(within(view.dialog).getByLabelText('Earliest date (optional)'), earliest)
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Send Request' }))
    await within(view.dialog).findByRole('heading', { name: 'Thank you, Ana!' })

    const { data, error } = await statelessClient(backend, backend.serviceRoleKey)
      .from('contact_submissions')
      .select('service, address, visit_window, earliest_visit_date')
      .eq('email', email)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        // Chosen by its name; sent as its key.
        service: 'other',
        address: 'Folsom, CA 95630',
        visit_window: 'saturday_mornings',
        earliest_visit_date: earliest,
      },
    ])
  })

  it('marks the earliest date the server refuses, keeping what was typed', async () => {
    // The visitor's clock is two days behind: the form takes its today, the database does not.
    const realNow = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(realNow - 2 * 24 * 60 * 60 * 1000)
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const email = uniqueEmail('early')
    const view = renderEstimateDialog(visitorClient(), { service: 'hardscaping' })
    const field = await fillIn(view, email)
    const date = within(view.dialog).getByLabelText('Earliest date (optional)')
    await view.user.type(date, officeDay(new Date()))
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Send Request' }))

    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'Our server did not accept the earliest date. Please check it and send again.',
    )
    expect(date).toHaveAttribute('aria-invalid', 'true')
    expect(date).toHaveAccessibleDescription('Please choose a date from today to 6 months from now')
    await waitFor(() => expect(date).toHaveFocus())
    expect(field('Email')).toHaveValue(email)
  })

  it("shows the database's throttle message and keeps what was typed", async () => {
    const email = uniqueEmail('busy')
    for (let sent = 0; sent < 3; sent += 1) {
      await sendEstimateRequest(backend, { first_name: 'Busy', email, service: 'hardscaping' })
    }
    const view = renderEstimateDialog(visitorClient(), { service: 'hardscaping' })
    const field = await fillIn(view, email)
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Send Request' }))
    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests from this email address. Please try again in a few minutes.',
    )
    expect(field('First name')).toHaveValue('Ana')
    expect(field('Email')).toHaveValue(email)
  })
})
