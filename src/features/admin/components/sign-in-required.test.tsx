import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { SignInRequired } from './sign-in-required'

describe('SignInRequired', () => {
  it('shows the Access Denied text with a way to /auth', () => {
    render(
      <MemoryRouter>
        <SignInRequired />
      </MemoryRouter>,
    )
    expect(
      screen.getByText('Access Denied: You must be logged in to access the admin dashboard.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth')
  })
})
