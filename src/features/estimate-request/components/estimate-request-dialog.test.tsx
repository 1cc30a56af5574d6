import { waitFor, within } from '@testing-library/react'
import {
  renderEstimateDialog,
  unreachableClient,
} from '../../../../test-support/web/estimate-dialog'

/** The browser's clock at `instant`; only Date is faked, so timers and user events still run. */
function freezeClockAt(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(instant))
  onTestFinished(() => {
    vi.useRealTimers()
  })
}

const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')

describe('EstimateRequestDialog', () => {
  it("starts with a landing page's service and city", () => {
    const { dialog } = renderEstimateDialog(unreachableClient, {
      service: 'irrigation-sprinklers',
      city: 'Folsom',
    })
    expect(dialog).toHaveAccessibleName('Request a Free Estimate')
    expect(dialog).toHaveAccessibleDescription(/^Irrigation & Sprinklers in Folsom/)
    const service = within(dialog).getByRole('combobox', { name: 'Service' })
    // The irrigation repair pages sell the nine's 'Irrigation & Sprinklers': it is chosen.
    expect(service).toHaveValue('irrigation-sprinklers')
    expect(service).toHaveDisplayValue('Irrigation & Sprinklers')
    expect(within(service).getAllByRole('option')).toHaveLength(11)
    expect(within(dialog).getByRole('textbox', { name: 'Address (optional)' })).toHaveValue(
      'Folsom, CA',
    )
  })

  it("adds a landing page's own service to the list, by its name", () => {
    const { dialog } = renderEstimateDialog(unreachableClient, {
      service: 'hedge-trimming',
      city: 'Folsom',
    })
    expect(dialog).toHaveAccessibleDescription(/^Hedge Trimming in Folsom/)
    const service = within(dialog).getByRole('combobox', { name: 'Service' })
    expect(service).toHaveValue('hedge-trimming')
    expect(service).toHaveDisplayValue('Hedge Trimming')
    // Hedge trimming is not one of the nine: it is added to the list.
    expect(within(service).getAllByRole('option')).toHaveLength(12)
    expect(within(dialog).getByRole('textbox', { name: 'Address (optional)' })).toHaveValue(
      'Folsom, CA',
    )
  })

  it('starts the address with the city and ZIP the visitor checked', () => {
    const { dialog } = renderEstimateDialog(unreachableClient, { city: 'Folsom', zip: '95630' })
    expect(dialog).toHaveAccessibleDescription(/^Landscaping in Folsom/)
    expect(within(dialog).getByRole('textbox', { name: 'Address (optional)' })).toHaveValue(
      'Folsom, CA 95630',
    )
  })

  it("offers the office's visit times and an earliest date, none chosen", () => {
    // 1 PM in Sacramento on March 15, 2027.
    freezeClockAt('2027-03-15T20:00:00Z')
    const { dialog } = renderEstimateDialog(unreachableClient)
    const group = within(dialog).getByRole('group', { name: 'When could we visit? (optional)' })
    const choices = within(group).getAllByRole('radio')
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'No preference',
      'Any weekday',
      'Weekday mornings',
      'Weekday afternoons',
      'Saturday mornings',
    ])
    expect(within(group).getByRole('radio', { name: 'No preference' })).toBeChecked()
    const date = within(group).getByLabelText('Earliest date (optional)')
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toHaveValue('')
    expect(date).toHaveAttribute('min', '2027-03-15')
    expect(date).toHaveAttribute('max', '2027-09-15')
  })

  it('refuses an earliest date before today or past 6 months, keeping the choices', async () => {
    freezeClockAt('2027-03-15T20:00:00Z')
    const { dialog, user } = renderEstimateDialog(unreachableClient, { service: 'hardscaping' })
    const field = (name: string) => within(dialog).getByRole('textbox', { name })
    await user.type(field('First name'), 'Ana')
    await user.type(field('Last name'), 'Silva')
    await user.type(field('Email'), 'ana@example.com')
    await user.type(field('Phone'), '916 555 0142')
    const date = within(dialog).getByLabelText('Earliest date (optional)')
    await user.click(within(dialog).getByRole('radio', { name: 'Weekday afternoons' }))
    await user.type(date, '2027-03-14')
    const submit = within(dialog).getByRole('button', { name: 'Send Request' })
    await user.click(submit)
    expect(await within(dialog).findByText('Please choose a date from today on')).toBeVisible()
    expect(date).toHaveAttribute('aria-invalid', 'true')
    expect(date).toHaveAccessibleDescription('Please choose a date from today on')
    expect(date).toHaveValue('2027-03-14')
    expect(date).toHaveFocus()
    expect(within(dialog).getByRole('radio', { name: 'Weekday afternoons' })).toBeChecked()
    expect(field('First name')).toHaveValue('Ana')

    await user.clear(date)
    await user.type(date, '2027-09-16')
    await user.click(submit)
    expect(
      await within(dialog).findByText('Please choose a date within the next 6 months'),
    ).toBeVisible()

    await user.clear(date)
    await user.type(date, '2027-09-15')
    await user.click(submit)
    // The last day is taken: the form sends (to a server that is not there).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We couldn't reach our server",
    )
    expect(date).not.toHaveAttribute('aria-invalid')
    expect(date).toHaveValue('2027-09-15')
  })

  it('comes after the address and before the message in the tab order', async () => {
    const { dialog, user } = renderEstimateDialog(unreachableClient)
    await user.click(within(dialog).getByRole('textbox', { name: 'Address (optional)' }))
    await user.tab()
    expect(within(dialog).getByRole('radio', { name: 'No preference' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByLabelText('Earliest date (optional)')).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('textbox', { name: 'Message (optional)' })).toHaveFocus()
  })

  it('offers the nine services and Something else, with none chosen', () => {
    const { dialog } = renderEstimateDialog(unreachableClient)
    const service = within(dialog).getByRole('combobox', { name: 'Service' })
    expect(service).toHaveValue('')
    const options = within(service).getAllByRole('option')
    expect(options).toHaveLength(11)
    expect(options.at(-1)).toHaveTextContent('Something else')
  })

  it('shows each message beside its field, keeps the values and focuses the first', async () => {
    const { dialog, user } = renderEstimateDialog(unreachableClient)
    const field = (name: string) => within(dialog).getByRole('textbox', { name })
    await user.type(field('Last name'), 'Silva')
    await user.type(field('Email'), 'x@y.co?subject=hi')
    await user.type(field('Phone'), '555-01')
    await user.type(field('Message (optional)'), 'Two zones stay dry.')
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }))

    const expected = [
      ['First name', 'Please enter your first name'],
      ['Email', 'Please enter a valid email address'],
      ['Phone', 'Please enter a phone number with at least 7 digits'],
    ] as const
    for (const [name, message] of expected) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
      expect(field(name)).toHaveAttribute('aria-invalid', 'true')
      expect(messageOf(field(name))).toHaveTextContent(message)
    }
    const service = within(dialog).getByRole('combobox', { name: 'Service' })
    expect(service).toHaveAttribute('aria-invalid', 'true')
    expect(service).toHaveAccessibleDescription('Please choose a service')
    expect(field('Last name')).not.toHaveAttribute('aria-invalid')
    expect(field('First name')).toHaveFocus()
    expect(field('Last name')).toHaveValue('Silva')
    expect(field('Email')).toHaveValue('x@y.co?subject=hi')
    expect(field('Message (optional)')).toHaveValue('Two zones stay dry.')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('hides the honeypot from people and screen readers', () => {
    const { dialog } = renderEstimateDialog(unreachableClient)
    expect(within(dialog).queryByRole('textbox', { name: 'Website' })).toBeNull()
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('gives each field the type and autocomplete a phone keyboard needs', () => {
    const { dialog } = renderEstimateDialog(unreachableClient)
    const field = (name: string) => within(dialog).getByRole('textbox', { name })
    expect(field('First name')).toHaveAttribute('autocomplete', 'given-name')
    expect(field('Last name')).toHaveAttribute('autocomplete', 'family-name')
    expect(field('Email')).toHaveAttribute('type', 'email')
    expect(field('Email')).toHaveAttribute('autocomplete', 'email')
    expect(field('Phone')).toHaveAttribute('type', 'tel')
    expect(field('Phone')).toHaveAttribute('autocomplete', 'tel')
    expect(field('Address (optional)')).toHaveAttribute('autocomplete', 'street-address')
  })

  it('closes on Escape', async () => {
    const { user, onOpenChange } = renderEstimateDialog(unreachableClient)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
  })
})
