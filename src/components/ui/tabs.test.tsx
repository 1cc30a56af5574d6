import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from './tabs'

function ThreeTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <TabsRoot defaultValue="one" onValueChange={onValueChange}>
      <TabsList aria-label="Numbers">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">
        <button type="button">First panel button</button>
      </TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </TabsRoot>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs (Radix, styled)', () => {
  it('names a tab list, its tabs and the shown panel, linked both ways', () => {
    render(<ThreeTabs />)
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    )
    expect(tab('One')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false')
    const panel = screen.getByRole('tabpanel', { name: 'One' })
    expect(tab('One')).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveAttribute('aria-labelledby', tab('One').id)
    // The other panels stay in the page, hidden and empty.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    expect(screen.queryByText('Second panel')).not.toBeInTheDocument()
  })

  it('shows a tab on click', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<ThreeTabs onValueChange={onValueChange} />)
    await user.click(tab('Two'))
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Two')).toHaveAttribute('data-state', 'active')
    expect(tab('One')).toHaveAttribute('data-state', 'inactive')
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel')
    expect(onValueChange).toHaveBeenCalledWith('two')
  })

  it('keeps only the shown tab in the Tab order, then its panel', async () => {
    const user = userEvent.setup()
    render(<ThreeTabs />)
    await user.tab()
    expect(tab('One')).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'First panel button' })).toHaveFocus()
  })

  it('moves focus with the arrow keys, wrapping around, and shows the focused tab', async () => {
    const user = userEvent.setup()
    render(<ThreeTabs />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(tab('Two')).toHaveFocus()
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Two')).toHaveAttribute('tabindex', '0')
    expect(tab('One')).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(tab('One')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tab('Three')).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel')
    // A horizontal list leaves the up and down arrows to the page.
    await user.keyboard('{ArrowDown}')
    expect(tab('Three')).toHaveFocus()
  })

  it('moves to the first tab with Home and the last with End', async () => {
    const user = userEvent.setup()
    render(<ThreeTabs />)
    await user.tab()
    await user.keyboard('{End}')
    expect(tab('Three')).toHaveFocus()
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Home}')
    expect(tab('One')).toHaveFocus()
    expect(tab('One')).toHaveAttribute('aria-selected', 'true')
  })

  it('follows a value held by the caller', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [value, setValue] = useState('three')
      return (
        <>
          <p>{`Chosen: ${value}`}</p>
          <TabsRoot value={value} onValueChange={setValue}>
            <TabsList aria-label="Numbers">
              <TabsTrigger value="one">One</TabsTrigger>
              <TabsTrigger value="three">Three</TabsTrigger>
            </TabsList>
            <TabsContent value="one">First panel</TabsContent>
            <TabsContent value="three">Third panel</TabsContent>
          </TabsRoot>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel')
    await user.click(tab('One'))
    expect(screen.getByText('Chosen: one')).toBeInTheDocument()
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel')
  })
})
