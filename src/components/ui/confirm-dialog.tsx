import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'

interface ConfirmDialogProps {
  title: string
  description: ReactNode
  /** The dangerous action's own words ('Delete Request'), never a bare 'OK'. */
  confirmLabel: string
  /** The confirm button's look: danger for what cannot be undone (the default). */
  confirmVariant?: ButtonProps['variant']
  onConfirm: () => void
  /** The button that opens it; or leave it out and control `isOpen`. */
  trigger?: ReactNode
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
}

/** Asks before something that cannot be undone; Cancel has the focus first, as Radix places it. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  onConfirm,
  trigger,
  isOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-leaf-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 break-words text-stone-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
