import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react'
import { cn } from '@/lib/cn'

// The WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), as Radix Tabs
// implements it, in a fraction of its bytes (the sign-in form's first load): the arrow keys,
// Home and End (also Page Up and Page Down) move focus along the tabs, wrapping around, and a tab
// is shown as it gets focus; only the shown tab is in the Tab order, its panel next.

interface TabsState {
  value: string
  show: (value: string) => void
  idOf: (part: 'trigger' | 'content', value: string) => string
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs() {
  const tabs = useContext(TabsContext)
  if (!tabs) throw new Error('Tabs parts must be inside TabsRoot')
  return tabs
}

type TabsRootProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The tab shown first, when the caller does not hold the value itself. */
  defaultValue?: string
  value?: string
  onValueChange?: (value: string) => void
}

export function TabsRoot({ defaultValue, value, onValueChange, ...props }: TabsRootProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '')
  const baseId = useId()
  const shown = value ?? ownValue
  const tabs: TabsState = {
    value: shown,
    show: (next) => {
      if (next === shown) return
      if (value === undefined) setOwnValue(next)
      onValueChange?.(next)
    },
    idOf: (part, tab) => `${baseId}-${part}-${tab}`,
  }
  return (
    <TabsContext value={tabs}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  )
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1', className)}
      {...props}
    />
  )
}

const focusMoves: Record<string, 'previous' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
}

/** Moves focus to another tab of the same list; the tab it lands on is shown (onFocus). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = focusMoves[event.key]
  if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return
  const list = event.currentTarget.closest('[role="tablist"]')
  if (!list) return
  event.preventDefault()
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
  const current = tabs.indexOf(event.currentTarget)
  const target =
    move === 'first'
      ? tabs[0]
      : move === 'last'
        ? tabs.at(-1)
        : tabs[(current + (move === 'next' ? 1 : -1) + tabs.length) % tabs.length]
  target?.focus()
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'className' | 'value'> & { value: string }

export function TabsTrigger({ value, disabled, onFocus, onKeyDown, ...props }: TabsTriggerProps) {
  const tabs = useTabs()
  const isShown = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('trigger', value)}
      aria-selected={isShown}
      aria-controls={tabs.idOf('content', value)}
      data-state={isShown ? 'active' : 'inactive'}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={isShown ? 0 : -1}
      className="inline-flex min-h-10 flex-auto items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold leading-tight text-stone-700 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-sun-500 data-[state=active]:bg-white data-[state=active]:text-leaf-900 data-[state=active]:shadow-sm"
      onMouseDown={(event) => {
        // The primary button shows the tab at once; any other click does not even focus it.
        if (!disabled && event.button === 0 && !event.ctrlKey) tabs.show(value)
        else event.preventDefault()
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (event.key === 'Enter' || event.key === ' ') tabs.show(value)
        else moveFocus(event)
      }}
      onFocus={(event) => {
        onFocus?.(event)
        if (!disabled) tabs.show(value)
      }}
      {...props}
    />
  )
}

/** The shown tab's panel; the others stay in the page, hidden and empty. */
export function TabsContent({
  value,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs()
  const isShown = tabs.value === value
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('content', value)}
      aria-labelledby={tabs.idOf('trigger', value)}
      data-state={isShown ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!isShown}
      tabIndex={0}
      className={cn('mt-6 focus-visible:outline-none', className)}
      {...props}
    >
      {isShown && children}
    </div>
  )
}
