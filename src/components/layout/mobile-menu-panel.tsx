import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef, type RefObject } from 'react'
import { CallButton, TextUsLink } from '@/components/actions/call-button'
import { layoutCopy, mobileLinks } from '@/content/navigation'
import { cn } from '@/lib/cn'
import { Logo } from './logo'

interface MobileMenuPanelProps {
  /** The page on screen ('/about'), marked in the list. */
  currentPath: string
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The menu button, which gets focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>
}

/** The slide-out panel. Radix Dialog traps focus while open and closes on Escape. */
export default function MobileMenuPanel({
  currentPath,
  isOpen,
  onOpenChange,
  triggerRef,
}: MobileMenuPanelProps) {
  // After a link the next page loads; otherwise focus returns to the menu button.
  const isNavigating = useRef(false)
  const close = () => onOpenChange(false)
  const navigate = () => {
    isNavigating.current = true
    close()
  }
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          id="mobile-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!isNavigating.current) triggerRef.current?.focus()
            isNavigating.current = false
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-5 shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <Logo onClick={navigate} />
            <Dialog.Close className="grid size-11 place-items-center rounded-lg hover:bg-leaf-50">
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">{layoutCopy.closeMenu}</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {mobileLinks.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    aria-current={link.to === currentPath ? 'page' : undefined}
                    onClick={navigate}
                    className={cn(
                      'block rounded-lg px-3 py-3 text-lg font-medium',
                      link.to === currentPath
                        ? 'bg-leaf-100 text-leaf-900'
                        : 'text-stone-800 hover:bg-leaf-50',
                    )}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto space-y-3">
            <CallButton size="lg" className="w-full" onClick={close} />
            <p className="text-center text-sm text-stone-700">
              {layoutCopy.freeEstimatesNote} · <TextUsLink />
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
