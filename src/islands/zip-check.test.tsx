import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { business } from '@/content/business'
import { ZipCheck } from '@/components/sections/zip-check'
import startZipCheck from './zip-check.script'

/**
 * The check as a page has it: the build's HTML (templates and all, which React in the browser
 * would not fill), started by its script.
 */
function renderCheck() {
  const user = userEvent.setup()
  const page = document.body.appendChild(document.createElement('div'))
  page.innerHTML = renderToStaticMarkup(<ZipCheck />)
  const stop = startZipCheck(page)
  onTestFinished(() => {
    stop()
    page.remove()
  })
  const form = screen.getByRole('form', { name: 'Do you serve my ZIP?' })
  return {
    user,
    form,
    zip: within(form).getByLabelText('ZIP code'),
    answer: screen.getByRole('status'),
  }
}

describe('ZipCheck', () => {
  it('answers a served ZIP as soon as it has five digits, with the city, its page and a prefilled estimate', async () => {
    const { user, zip, answer } = renderCheck()
    await user.type(zip, '9563')
    expect(answer).toBeEmptyDOMElement()
    await user.type(zip, '0')
    expect(answer).toHaveTextContent('Yes, Folsom is in our service area.')
    expect(within(answer).getByRole('link', { name: 'Lawn care in Folsom' })).toHaveAttribute(
      'href',
      '/folsom-lawn-care',
    )
    const estimate = within(answer).getByRole('link', { name: 'Get a free estimate in Folsom' })
    expect(estimate).toHaveAttribute('href', '/contact')
    expect(estimate).toHaveAttribute('data-estimate-city', 'Folsom')
    expect(estimate).toHaveAttribute('data-estimate-zip', '95630')
    expect(zip).not.toHaveAttribute('aria-invalid')
  })

  it('says a ZIP outside the area is outside, and offers the phone', async () => {
    const { user, zip, answer } = renderCheck()
    await user.type(zip, '95608')
    expect(answer).toHaveTextContent(
      '95608 is outside our usual area. Call us: we sometimes travel for larger projects.',
    )
    expect(within(answer).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      business.phone.href,
    )
  })

  it.each(['9581', 'abcde', '958100'])('explains what a ZIP looks like for %s', async (input) => {
    const { user, zip, form, answer } = renderCheck()
    await user.type(zip, input)
    await user.click(within(form).getByRole('button', { name: 'Check' }))
    expect(answer).toHaveTextContent('Please enter a 5-digit ZIP code, like 95630.')
    expect(zip).toHaveAttribute('aria-invalid', 'true')
    expect(zip).toHaveAccessibleDescription('Please enter a 5-digit ZIP code, like 95630.')
    // Fixing it clears the message.
    await user.clear(zip)
    await user.type(zip, '95762{Enter}')
    expect(answer).toHaveTextContent('Yes, El Dorado Hills is in our service area.')
    expect(zip).not.toHaveAttribute('aria-invalid')
  })

  it('without JavaScript, leads to the ZIP list on /service-areas', () => {
    const { form } = renderCheck()
    expect(form).toHaveAttribute('action', '/service-areas#zip-codes')
    expect(form).toHaveAttribute('method', 'get')
    expect(screen.getByRole('link', { name: 'See the ZIP codes we serve' })).toHaveAttribute(
      'href',
      '/service-areas#zip-codes',
    )
  })
})
