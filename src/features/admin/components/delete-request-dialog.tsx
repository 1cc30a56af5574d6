import { Trash2 } from 'lucide-react'
import { BusyButton } from '@/components/ui/busy-button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useDeleteRequest } from '../api/use-delete-request'
import { useKeptRequests } from './kept-requests'

interface DeleteRequestDialogProps {
  requestId: string
  fullName: string
}

/** 'Delete', then a confirmation: a deleted request is gone for every admin. */
export function DeleteRequestDialog({ requestId, fullName }: DeleteRequestDialogProps) {
  const deleteRequest = useDeleteRequest(requestId)
  const { forget } = useKeptRequests()
  return (
    <ConfirmDialog
      trigger={
        <BusyButton
          variant="danger"
          size="sm"
          isBusy={deleteRequest.isPending}
          busyLabel="Deleting…"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
        >
          Delete
        </BusyButton>
      }
      title="Delete this request?"
      description={`The request from ${fullName} is removed for every admin and cannot be brought back. The history keeps a record of the deletion.`}
      confirmLabel="Delete Request"
      onConfirm={() => deleteRequest.mutate(undefined, { onSuccess: () => forget(requestId) })}
    />
  )
}
