import { render, screen } from '@testing-library/react'
import { business } from '@/content/business'
import { loadPublicPage } from '../../../test-support/web/load-public-page'
import { LicenseLine } from './site-footer'

describe('site footer', () => {
  it('shows the license number, linked to the state lookup, once the owner has set it', () => {
    render(<LicenseLine license={{ ...business.license, number: '1034567' }} />)
    expect(screen.getByRole('link', { name: 'CSLB #1034567' })).toHaveAttribute(
      'href',
      business.license.lookupUrl,
    )
  })

  it('shows no license line while the number is unset, and no placeholder text', async () => {
    const { container } = render(
      <LicenseLine license={{ ...business.license, number: undefined }} />,
    )
    expect(container).toBeEmptyDOMElement()
    await loadPublicPage('/')
    const footer = await screen.findByRole('contentinfo')
    expect(footer).toHaveTextContent(business.license.note)
    expect(footer).not.toHaveTextContent(/placeholder/i)
  })
})
