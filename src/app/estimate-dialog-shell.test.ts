import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openEstimateDialogShell } from './estimate-dialog-shell'

function estimateButton() {
  const button = document.body.appendChild(document.createElement('a'))
  button.href = '/contact'
  button.textContent = 'Get Free Estimate'
  onTestFinished(() => {
    button.remove()
    document
      .querySelectorAll('[data-estimate-shell], [data-test-form]')
      .forEach((el) => el.remove())
  })
  button.focus()
  return button
}

describe('the estimate dialog shell', () => {
  it("opens at once as the form's dialog, busy, with focus on its close button", () => {
    openEstimateDialogShell(estimateButton())
    const dialog = screen.getByRole('dialog', { name: 'Request a Free Estimate' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAttribute('aria-busy', 'true')
    expect(dialog).toHaveAccessibleDescription(
      'Tell us about your yard. We call or e-mail you within one business day.',
    )
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the form…')
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])(
    'closes on %s, gives focus back to the button and says the form must not open',
    async (_, act) => {
      const user = userEvent.setup()
      const button = estimateButton()
      const shell = openEstimateDialogShell(button)
      await user.keyboard('{Tab}')
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
      await act(user)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(button).toHaveFocus()
      expect(shell.isClosed).toBe(true)
    },
  )

  it("gives way to the form's dialog only once that is on screen", async () => {
    const shell = openEstimateDialogShell(estimateButton())
    shell.giveWayToForm()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('dialog', { name: 'Request a Free Estimate' })).toBeInTheDocument()
    const form = document.body.appendChild(document.createElement('div'))
    form.setAttribute('role', 'dialog')
    form.dataset.testForm = ''
    await waitFor(() => expect(document.querySelector('[data-estimate-shell]')).toBeNull())
    expect(shell.isClosed).toBe(false)
  })
})
