import { screen, within } from '@testing-library/react'
import { business } from '@/content/business'
import { paths } from '@/lib/paths'
import { loadPublicPage } from '../../test-support/web/load-public-page'

describe('not-found page', () => {
  it('offers a call, the way home, the services hub and the most visited pages', async () => {
    await loadPublicPage('/no-such-page')
    const main = await screen.findByRole('main')
    await within(main).findByRole('heading', { level: 1, name: '404' })
    expect(within(main).getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      business.phone.href,
    )
    expect(within(main).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    const waysOn = within(main).getByRole('navigation', { name: 'Where to next' })
    const targets = within(waysOn)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(targets[0]).toBe(paths.servicesHub)
    expect(targets).toEqual(
      expect.arrayContaining([paths.services, paths.gallery, paths.serviceAreas, paths.contact]),
    )
  })
})
