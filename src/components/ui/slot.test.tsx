import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { Slot } from './slot'

describe('Slot', () => {
  it('renders the child with both class names and the props it lends', () => {
    render(
      <Slot className="button" title="Call us" data-size="lg">
        <a href="/contact" className="wide">
          Contact
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'Contact' })
    expect(link).toHaveAttribute('href', '/contact')
    expect(link).toHaveClass('button', 'wide')
    expect(link).toHaveAttribute('title', 'Call us')
    expect(link).toHaveAttribute('data-size', 'lg')
  })

  it("runs the child's handler first, and the slot's unless the child prevented the default", () => {
    const calls: string[] = []
    const { rerender } = render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Open
        </button>
      </Slot>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(calls).toEqual(['child', 'slot'])

    calls.length = 0
    rerender(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={(event) => (calls.push('child'), event.preventDefault())}>
          Open
        </button>
      </Slot>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(calls).toEqual(['child'])
  })

  it("gives the element to both the slot's ref and the child's", () => {
    const slotRef = createRef<HTMLElement>()
    const childRef = createRef<HTMLElement>()
    render(
      <Slot ref={slotRef}>
        <article ref={childRef}>Story</article>
      </Slot>,
    )
    expect(slotRef.current).toBe(screen.getByRole('article'))
    expect(childRef.current).toBe(screen.getByRole('article'))
  })

  it('refuses anything but one element', () => {
    vi.mocked(console.error).mockImplementation(() => {})
    expect(() => render(<Slot>just text</Slot>)).toThrow('Slot takes exactly one element')
  })
})
