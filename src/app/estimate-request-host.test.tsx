import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadPublicPage } from '../../test-support/web/load-public-page'
import { requestedPageLoads } from '../../test-support/web/page-loads'

/** The form's dialog, once it has replaced the frame shown while its code loads. */
function findEstimateForm() {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: 'Request a Free Estimate' })
    expect(dialog).not.toHaveAttribute('aria-busy')
    return dialog
  })
}

describe('EstimateRequestHost', () => {
  it("opens the form from a landing page's button with its service and city, and gives focus back", async () => {
    const user = userEvent.setup()
    await loadPublicPage('/folsom-irrigation-repair')
    const main = await screen.findByRole('main')
    const button = await within(main).findByRole('link', { name: 'Get Free Estimate' })
    expect(button).toHaveAttribute('href', '/contact')
    // The page's words are its own; the button carries the catalogue's key of what it sells.
    expect(button).toHaveAttribute('data-estimate-service', 'irrigation-sprinklers')
    await user.click(button)

    const dialog = await findEstimateForm()
    expect(dialog).toHaveAccessibleDescription(/^Irrigation & Sprinklers in Folsom/)
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Irrigation Repair')
  })

  it("keeps the home hero's button a link to /contact", async () => {
    const user = userEvent.setup()
    await loadPublicPage('/')
    const main = await screen.findByRole('main')
    const [heroButton] = await within(main).findAllByRole('link', {
      name: 'Get FREE Estimate Today',
    })
    expect(heroButton).not.toHaveAttribute('aria-haspopup')
    await user.click(heroButton!)
    expect(requestedPageLoads()).toEqual(['/contact'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("opens the same form from /contact's secondary button", async () => {
    const user = userEvent.setup()
    await loadPublicPage('/contact')
    const main = await screen.findByRole('main')
    await user.click(await within(main).findByRole('link', { name: 'Request an estimate online' }))
    const dialog = await findEstimateForm()
    expect(dialog).toHaveAccessibleDescription(/^Tell us about your yard/)
  })

  it('keeps what the visitor typed when the form is closed and opened again', async () => {
    const user = userEvent.setup()
    // Project settings for the form's client (the test environment has none); nothing is sent.
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:9')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    await loadPublicPage('/gallery')
    const main = await screen.findByRole('main')
    // The first two projects are artificial turf and sod.
    const [firstQuote, secondQuote] = await within(main).findAllByRole('link', {
      name: 'Get Similar Quote',
    })
    await user.click(firstQuote!)
    let dialog = await findEstimateForm()
    const firstService = within(dialog).getByRole('combobox', { name: 'Service' })
    const startedWith = (firstService as HTMLSelectElement).value
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ines')
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '916 555 0144')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // Another service's button: the typed details stay, the service is the new one.
    await user.click(secondQuote!)
    dialog = await findEstimateForm()
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Ines')
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('916 555 0144')
    const service = within(dialog).getByRole('combobox', { name: 'Service' })
    expect(service).not.toHaveValue(startedWith)
    expect(service).not.toHaveValue('')
  })
})
