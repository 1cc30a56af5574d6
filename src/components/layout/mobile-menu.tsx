import { Icon } from '@/components/ui/icon'
import { useRef, type MouseEvent } from 'react'
import { CallButton, TextUsLink } from '@/components/actions/call-button'
import { layoutCopy, mobileLinks } from '@/content/navigation'
import { cn } from '@/lib/cn'
import { Logo } from './logo'

const menuId = 'mobile-menu'
const descriptionId = 'mobile-menu-description'

/**
 * Whether the browser opens and closes the menu from its markup alone (the `commandfor`
 * buttons, Chromium 135, Firefox 144, Safari 26.2). Elsewhere React does it once the header has
 * hydrated, and a tap before that is held until then (src/app/island-triggers.ts).
 */
const opensWithoutScript = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

/**
 * The menu button of small screens and its slide-out panel: a modal <dialog> in the page's HTML,
 * which the button opens with no JavaScript, so the first tap opens it at once even on a slow
 * phone whose scripts have not run yet. The browser traps focus inside, closes it on Escape and
 * gives focus back to the button; React adds closing on a link, the call button or the backdrop.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const close = () => dialogRef.current?.close()
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is the backdrop's click target; its content is inside a child.
    if (event.target === event.currentTarget) close()
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        commandfor={menuId}
        command="show-modal"
        onClick={() => {
          if (!opensWithoutScript()) dialogRef.current?.showModal()
        }}
        className="grid size-11 place-items-center rounded-lg text-leaf-900 hover:bg-leaf-50 lg:hidden"
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{layoutCopy.openMenu}</span>
      </button>
      {/* A click on the backdrop closes it, as `closedby` asks where supported; Escape is the
          keyboard's way, native to a modal dialog. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={menuId}
        aria-label={layoutCopy.menuTitle}
        aria-describedby={descriptionId}
        closedby="any"
        onClick={closeOnBackdrop}
        className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-black/40 lg:hidden"
      >
        <div className="flex min-h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between">
            <Logo onClick={close} />
            <button
              type="button"
              commandfor={menuId}
              command="close"
              onClick={() => {
                if (!opensWithoutScript()) close()
              }}
              className="grid size-11 place-items-center rounded-lg hover:bg-leaf-50"
            >
              <Icon name="x" className="size-6" />
              <span className="sr-only">{layoutCopy.closeMenu}</span>
            </button>
          </div>
          <p id={descriptionId} className="sr-only">
            {layoutCopy.menuDescription}
          </p>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {mobileLinks.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    aria-current={link.to === currentPath ? 'page' : undefined}
                    onClick={close}
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
        </div>
      </dialog>
    </>
  )
}
