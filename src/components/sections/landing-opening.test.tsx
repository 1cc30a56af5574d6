import { screen, within } from '@testing-library/react'
import { loadPublicPage } from '../../../test-support/web/load-public-page'

describe('landing opening', () => {
  it('shows the service’s drawing beside the H1, decorative and with its size', async () => {
    await loadPublicPage('/folsom-hedge-trimming')
    const heading = await screen.findByRole('heading', { level: 1 })
    const hero = heading.closest('section')!
    const picture = within(hero).getByRole('presentation')
    expect(picture).toHaveAttribute('alt', '')
    expect(picture.getAttribute('src')).toMatch(/hedge-trimming\.svg$/)
    expect(picture).toHaveAttribute('width', '600')
    expect(picture).toHaveAttribute('height', '480')
    // PageHero hides it below 1024 px, where an eager image would still be downloaded.
    expect(picture).toHaveAttribute('loading', 'lazy')
  })
})
