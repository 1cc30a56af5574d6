import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { requestedPageLoads } from '@/test/page-loads'
import { EstimateButton } from './estimate-button'
import { EstimateRequestContext, type EstimateRequestControls } from './estimate-request-context'

function renderButton(button: ReactNode, controls: EstimateRequestControls | null) {
  return render(<EstimateRequestContext value={controls}>{button}</EstimateRequestContext>)
}

const createControls = () => ({ open: vi.fn(), prefetch: vi.fn() })

describe('EstimateButton', () => {
  it('is a plain link to /contact without a form provider', async () => {
    renderButton(<EstimateButton />, null)
    const link = screen.getByRole('link', { name: 'Get Free Estimate' })
    expect(link).toHaveAttribute('href', '/contact')
    expect(link).not.toHaveAttribute('aria-haspopup')
    await userEvent.click(link)
    expect(requestedPageLoads()).toEqual(['/contact'])
  })

  it('opens the form with its prefill on a plain click, staying on the page', async () => {
    const controls = createControls()
    const prefill = { service: 'Lawn Care', city: 'Rocklin' }
    renderButton(<EstimateButton prefill={prefill} />, controls)
    const link = screen.getByRole('link', { name: 'Get Free Estimate' })
    expect(link).toHaveAttribute('href', '/contact')
    expect(link).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(link)
    expect(controls.open).toHaveBeenCalledWith(prefill, link)
    expect(requestedPageLoads()).toEqual([])
  })

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const controls = createControls()
    renderButton(<EstimateButton />, controls)
    const link = screen.getByRole('link', { name: 'Get Free Estimate' })
    // jsdom cannot open a new tab; stop the event after the link has had its say.
    link.parentElement?.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link, init)
    expect(controls.open).not.toHaveBeenCalled()
  })

  it('loads the form early when pointed at, focused or touched', () => {
    const controls = createControls()
    renderButton(<EstimateButton />, controls)
    const link = screen.getByRole('link', { name: 'Get Free Estimate' })
    fireEvent.pointerEnter(link)
    fireEvent.focus(link)
    fireEvent.touchStart(link)
    expect(controls.prefetch).toHaveBeenCalledTimes(3)
  })

  it('stays a link when told not to open the form', async () => {
    const controls = createControls()
    renderButton(<EstimateButton opensForm={false} />, controls)
    const link = screen.getByRole('link', { name: 'Get Free Estimate' })
    expect(link).not.toHaveAttribute('aria-haspopup')
    fireEvent.pointerEnter(link)
    await userEvent.click(link)
    expect(controls.open).not.toHaveBeenCalled()
    expect(controls.prefetch).not.toHaveBeenCalled()
    expect(requestedPageLoads()).toEqual(['/contact'])
  })
})
