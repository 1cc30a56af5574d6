import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

interface FormDialogProps {
  /** The button that opens it. */
  trigger: ReactNode
  title: string
  description: ReactNode
  /** The close button's name. */
  closeLabel: string
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The form, with its own Cancel (a `Dialog.Close`) and submit buttons. */
  children: ReactNode
}

/**
 * A card's form in a dialog (a reply, a visit): full screen on a phone, a centred panel from
 * 640 px, with its title, what it does and a close button; Radix keeps the focus inside.
 */
export function FormDialog({
  trigger,
  title,
  description,
  closeLabel,
  isOpen,
  onOpenChange,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-white p-5 text-stone-900 focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8 sm:shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold text-leaf-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-700">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-lg text-stone-700 hover:bg-leaf-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-sun-500">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The form's buttons at its end: Cancel (closes the dialog, keeping nothing) and its submit. */
export function FormDialogActions({
  cancelLabel,
  children,
}: {
  cancelLabel: string
  /** The submit button. */
  children: ReactNode
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button type="button" variant="outline">
          {cancelLabel}
        </Button>
      </Dialog.Close>
      {children}
    </div>
  )
}
