import { act, render, screen } from '@testing-library/react'
import { toast as sonnerToast } from 'sonner'
import { toast, ToastOutlet } from './toast'

afterEach(() => sonnerToast.dismiss())

describe('toast', () => {
  it('loads the toaster with the first toast and shows that toast', async () => {
    render(<ToastOutlet />)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    act(() => toast.success('Signed in', { description: 'Welcome back.' }))
    expect(await screen.findByText('Signed in')).toBeInTheDocument()
    expect(screen.getByText('Welcome back.')).toBeInTheDocument()
  })

  it('shows a toast raised before the outlet was rendered', async () => {
    toast.error('Could not sign out')
    render(<ToastOutlet />)
    expect(await screen.findByText('Could not sign out')).toBeInTheDocument()
  })
})
