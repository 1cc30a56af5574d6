import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { requestedPageLoads } from '../../../test-support/web/page-loads'
import { EstimateButton } from './estimate-button'
import { estimateFormLinkProps, listenForEstimateLinks } from './estimate-request-link'

const createControls = () => ({ open: vi.fn(), prefetch: vi.fn() })

/** The button, with the page's listener for estimate buttons when `controls` are given. */
function renderButton(button: ReactNode, controls?: ReturnType<typeof createControls>) {
  const stopListening = controls ? listenForEstimateLinks(document, controls) : () => {}
  onTestFinished(stopListening)
  render(button)
  return screen.getByRole('link', { name: /Get Free Estimate/ })
}

describe('EstimateButton', () => {
  it('is a link to /contact that a visitor without JavaScript follows', async () => {
    const link = renderButton(<EstimateButton />)
    expect(link).toHaveAttribute('href', '/contact')
    expect(link).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(link)
    expect(requestedPageLoads()).toEqual(['/contact'])
  })

  it('opens the form with its prefill on a plain click, staying on the page', async () => {
    const controls = createControls()
    const prefill = { service: 'lawn-maintenance', city: 'Rocklin' }
    const link = renderButton(<EstimateButton prefill={prefill} />, controls)
    await userEvent.click(link)
    expect(controls.open).toHaveBeenCalledWith(prefill, link)
    expect(requestedPageLoads()).toEqual([])
  })

  it('carries a checked ZIP with its city', async () => {
    const controls = createControls()
    const prefill = { city: 'Folsom', zip: '95630' }
    const link = renderButton(<EstimateButton prefill={prefill} />, controls)
    expect(link).toHaveAttribute('data-estimate-city', 'Folsom')
    expect(link).toHaveAttribute('data-estimate-zip', '95630')
    await userEvent.click(link)
    expect(controls.open).toHaveBeenCalledWith(prefill, link)
  })

  it("opens the form from any link with the estimate attributes, as the ZIP check's", async () => {
    const controls = createControls()
    const link = renderButton(
      <a href="/contact" {...estimateFormLinkProps({ city: 'Folsom', zip: '95630' })}>
        Get Free Estimate
      </a>,
      controls,
    )
    await userEvent.click(link)
    expect(controls.open).toHaveBeenCalledWith({ city: 'Folsom', zip: '95630' }, link)
  })

  it('opens the form with nothing chosen when the button names no service', async () => {
    const controls = createControls()
    const link = renderButton(<EstimateButton />, controls)
    expect(link).not.toHaveAttribute('data-estimate-zip')
    await userEvent.click(link)
    expect(controls.open).toHaveBeenCalledWith({}, expect.any(HTMLAnchorElement))
  })

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const controls = createControls()
    const link = renderButton(<EstimateButton />, controls)
    fireEvent.click(link, init)
    expect(controls.open).not.toHaveBeenCalled()
  })

  it('loads the form early when pointed at, focused or touched', () => {
    const controls = createControls()
    const link = renderButton(<EstimateButton />, controls)
    fireEvent.pointerOver(link)
    fireEvent.focusIn(link)
    fireEvent.touchStart(link)
    expect(controls.prefetch).toHaveBeenCalledTimes(3)
  })

  it('stays a link when told not to open the form', async () => {
    const controls = createControls()
    const link = renderButton(<EstimateButton opensForm={false} />, controls)
    expect(link).not.toHaveAttribute('aria-haspopup')
    fireEvent.pointerOver(link)
    await userEvent.click(link)
    expect(controls.open).not.toHaveBeenCalled()
    expect(controls.prefetch).not.toHaveBeenCalled()
    expect(requestedPageLoads()).toEqual(['/contact'])
  })
})
