import { waitFor, within } from '@testing-library/react'
import { renderEstimateDialog, unreachableClient } from '@/test/estimate-dialog'

const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')

describe('EstimateRequestDialog', () => {
  it("starts with a landing page's service and city", () => {
    const { dialog } = renderEstimateDialog(unreachableClient, {
      service: 'Irrigation Repair',
      city: 'Folsom',
    })
    expect(dialog).toHaveAccessibleName('Request a Free Estimate')
    expect(dialog).toHaveAccessibleDescription(/^Irrigation Repair in Folsom/)
    const service = within(dialog).getByRole('combobox', { name: 'Service' })
    expect(service).toHaveValue('Irrigation Repair')
    // The landing service is not one of the nine: it is added to the list.
    expect(within(service).getAllByRole('option')).toHaveLength(12)
    expect(within(dialog).getByRole('textbox', { name: 'Address (optional)' })).toHaveValue(
      'Folsom, CA',
    )
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
