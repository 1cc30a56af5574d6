import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'

// As Radix NavigationMenu did: a mouse resting on the item opens it, leaving closes it, each
// after a short delay so a pointer crossing the gap to the panel does not flicker it shut.
const openDelay = 200
const closeDelay = 150

/**
 * A disclosure (a button showing and hiding a panel of links) that also opens on hover. It
 * closes on Escape (focus back on the button), on a click or focus outside, and on a link
 * chosen inside. The element handlers go on the item that holds both the button and the panel.
 */
export function useHoverDisclosure() {
  const [isOpen, setIsOpen] = useState(false)
  const itemRef = useRef<HTMLLIElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const timer = useRef<number | undefined>(undefined)
  // After a click closes the panel, the pointer still resting on it must not reopen it.
  const wasClickClosed = useRef(false)

  const schedule = (open: boolean, delay: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setIsOpen(open), delay)
  }
  const setNow = (open: boolean) => {
    window.clearTimeout(timer.current)
    setIsOpen(open)
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!isOpen) return
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setNow(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [isOpen])

  const itemProps = {
    ref: itemRef,
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType === 'mouse' && !isOpen && !wasClickClosed.current)
        schedule(true, openDelay)
      else if (event.pointerType === 'mouse') window.clearTimeout(timer.current)
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return
      wasClickClosed.current = false
      if (isOpen) schedule(false, closeDelay)
      else window.clearTimeout(timer.current)
    },
    onKeyDown(event: { key: string }) {
      if (event.key !== 'Escape' || !isOpen) return
      setNow(false)
      triggerRef.current?.focus()
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null
      if (next && !itemRef.current?.contains(next)) setNow(false)
    },
  }
  const triggerProps = {
    ref: triggerRef,
    'aria-expanded': isOpen,
    onClick() {
      wasClickClosed.current = isOpen
      setNow(!isOpen)
    },
  }
  // A chosen link navigates within the app; the panel must not stay open over the new page.
  const close = () => setNow(false)
  return { isOpen, close, itemProps, triggerProps }
}
