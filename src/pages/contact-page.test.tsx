import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { business } from '@/content/business'
import { contactPage } from '@/content/contact'
import { loadPublicPage } from '../../test-support/web/load-public-page'

async function renderContact() {
  const view = await loadPublicPage('/contact')
  await screen.findByRole('heading', { level: 1, name: contactPage.hero.title }, { timeout: 5000 })
  return view
}

describe('/contact', () => {
  it('leads with a call button and a text link', async () => {
    await renderContact()
    const main = screen.getByRole('main')
    const callLinks = within(main).getAllByRole('link', {
      name: `Call Now ${business.phone.display}`,
    })
    expect(callLinks[0]).toHaveAttribute('href', business.phone.href)
    expect(within(main).getAllByRole('link', { name: 'Text us' })[0]).toHaveAttribute(
      'href',
      business.phone.smsHref,
    )
  })

  it('has tel: and mailto: links in the info grid, four reasons to call and the 11 cities', async () => {
    await renderContact()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: business.phone.display })).toHaveAttribute(
      'href',
      business.phone.href,
    )
    expect(within(main).getByRole('link', { name: business.email.display })).toHaveAttribute(
      'href',
      business.email.href,
    )
    for (const title of ['Phone', 'E-mail', 'Service Areas', 'Quick Response']) {
      expect(within(main).getByRole('heading', { level: 3, name: title })).toBeInTheDocument()
    }
    const reasons = within(main)
      .getByRole('heading', { level: 2, name: contactPage.reasonsHeading.title })
      .closest('section')
    expect(reasons).not.toBeNull()
    expect(within(reasons as HTMLElement).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    for (const city of business.areasServed) {
      expect(within(main).getByRole('link', { name: city })).toHaveAttribute(
        'href',
        '/service-areas',
      )
    }
  })

  it('has no contact form of its own (only the ZIP check), and a secondary link to the online one', async () => {
    const { container } = await renderContact()
    const forms = [...container.querySelectorAll('form')]
    expect(forms.map((form) => form.closest('[data-island]')?.getAttribute('data-island'))).toEqual(
      ['zip-check'],
    )
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['zip'])
    const online = within(screen.getByRole('main')).getByRole('link', {
      name: contactPage.hero.onlineEstimateLabel,
    })
    expect(online).toHaveAttribute('href', '/contact')
    expect(online).toHaveAttribute('aria-haspopup', 'dialog')
  })
})
