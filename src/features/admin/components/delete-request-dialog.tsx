import { Trash2 } from 'lucide-react'
import { BusyButton } from '@/components/ui/busy-button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useDeleteRequest } from '../api/use-delete-request'
import { useKeptRequests } from './kept-requests'

interface DeleteRequestDialogProps {
  requestId: string
  fullName: string
}

/**
 * 'Delete', then a confirmation: a deleted request and its photos are gone for every admin, and
 * the history keeps nothing that names its sender (a California resident's deletion request).
 */
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
      description={`The request from ${fullName} and its photos are removed for every admin and cannot be brought back. The history keeps only that a request was deleted, by whom and when; no name, e-mail, phone or address.`}
      confirmLabel="Delete Request"
      onConfirm={() => deleteRequest.mutate(undefined, { onSuccess: () => forget(requestId) })}
    />
  )
}
