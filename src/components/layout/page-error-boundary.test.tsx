import { render, screen } from '@testing-library/react'
import { PageErrorBoundary } from './page-error-boundary'

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module')
}

describe('PageErrorBoundary', () => {
  it('replaces a page that fails with a reload offer and the phone number', () => {
    // React reports the caught error on the console; here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <PageErrorBoundary>
        <BrokenPage />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded')
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Call \(916\) 555-0142/ })).toHaveAttribute(
      'href',
      'tel:+19165550142',
    )
  })
})
