import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { layoutCopy } from '@/content/navigation'

// The panel (Radix Dialog and its focus trap) loads on first open: most visitors never open
// it, and desktop visitors never see it.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'))

/** The menu button of small screens and its slide-out panel. */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'mobile-menu' : undefined}
        onClick={() => {
          setHasOpened(true)
          setIsOpen(true)
        }}
        className="grid size-11 place-items-center rounded-lg text-leaf-900 hover:bg-leaf-50 lg:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{layoutCopy.openMenu}</span>
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            currentPath={currentPath}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  )
}
