import { ConfirmDialog } from '@/components/ui/confirm-dialog'

interface RemoveOwnRoleDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  onConfirm: () => void
}

/** Removing your own role ends your access to this dashboard, so it asks first. */
export function RemoveOwnRoleDialog({ isOpen, onOpenChange, onConfirm }: RemoveOwnRoleDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Remove your own admin role?"
      description="You will lose access to this dashboard as soon as the role is removed. Another admin can give it back."
      confirmLabel="Remove My Admin Role"
      onConfirm={onConfirm}
    />
  )
}
