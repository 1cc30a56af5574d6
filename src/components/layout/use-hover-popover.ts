import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react'

// As Radix NavigationMenu did: a mouse resting on the item opens it, leaving closes it, each
// after a short delay so a pointer crossing the gap to the panel does not flicker it shut.
const openDelay = 200
const closeDelay = 150

const isOpen = (panel: HTMLElement | null) => panel?.matches(':popover-open') ?? false

/**
 * Hover for a native popover (`popover` on the panel, `popovertarget` on its button). The browser
 * does the rest from the HTML alone, before any script: the button opens and closes it, Escape
 * and a click outside close it (focus back on the button), and Tab goes from the button into it.
 * Once hydrated, this adds what a menu of links also does: opening on hover, closing when focus
 * leaves the item or a link inside is chosen. The element handlers go on the item that holds both
 * the button and the panel; the open state stays the browser's, never a copy in React.
 */
export function useHoverPopover() {
  const itemRef = useRef<HTMLLIElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const timer = useRef<number | undefined>(undefined)
  // After a click closes the panel, the pointer still resting on it must not reopen it.
  const wasClickClosed = useRef(false)

  const setOpen = (open: boolean) => {
    const panel = panelRef.current
    if (!panel || isOpen(panel) === open) return
    if (open) panel.showPopover()
    else panel.hidePopover()
  }
  const schedule = (open: boolean, delay: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpen(open), delay)
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const itemProps = {
    ref: itemRef,
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return
      if (!isOpen(panelRef.current) && !wasClickClosed.current) schedule(true, openDelay)
      else window.clearTimeout(timer.current)
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return
      wasClickClosed.current = false
      if (isOpen(panelRef.current)) schedule(false, closeDelay)
      else window.clearTimeout(timer.current)
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null
      if (next && !itemRef.current?.contains(next)) setOpen(false)
    },
  }
  const triggerProps = {
    // The browser toggles the panel after this click's listeners (its activation behaviour):
    // open now means this click closes it. A pending hover must not undo the click either.
    onClick() {
      window.clearTimeout(timer.current)
      wasClickClosed.current = isOpen(panelRef.current)
    },
  }
  // A link to a part of this page keeps the page: the panel must not stay open over it.
  const close = () => setOpen(false)
  return { close, itemProps, panelRef, triggerProps }
}
