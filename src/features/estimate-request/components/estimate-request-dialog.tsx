import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef, useState, type RefObject } from 'react'
import type { EstimatePrefill } from '@/components/actions/estimate-request-link'
import { estimateRequestCopy as copy, estimateSubject } from '@/content/estimate-request'
import { SupabaseProvider } from '@/lib/supabase-provider'
import type { EstimateReceipt } from '../api/use-submit-estimate-request'
import type { EstimateDraft } from '../estimate-draft'
import { usePhotoAttachments } from '../photos/use-photo-attachments'
import { CallFallback } from './call-fallback'
import { estimateDialogFrame as frame } from './estimate-dialog-frame'
import { EstimateConfirmation } from './estimate-confirmation'
import { EstimateRequestForm } from './estimate-request-form'
import { PhotoUploads } from './photo-uploads'

interface SentRequest {
  firstName: string
  receipt: EstimateReceipt
}

export interface EstimateRequestDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  prefill: EstimatePrefill
  /** The button that opened the form; it opens programmatically, so Radix cannot know it. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/** Without the project settings the form cannot send: the phone number instead. */
const unavailable = () => (
  <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
    <p>{copy.unavailable}</p>
    <CallFallback className="mt-3" />
  </div>
)

/** The estimate request form in a modal dialog: focus moves in, Escape closes, focus returns. */
export function EstimateRequestDialog({
  isOpen,
  onOpenChange,
  prefill,
  returnFocusTo,
}: EstimateRequestDialogProps) {
  const [sent, setSent] = useState<SentRequest | null>(null)
  const draft = useRef<EstimateDraft | null>(null)
  // Here, not in the form: photos chosen before an accidental close are still there on reopening.
  const attachments = usePhotoAttachments()
  const subject = estimateSubject(prefill)
  // After a sent request, the next opening starts a new one.
  const handleOpenChange = (open: boolean) => {
    if (!open && sent) {
      setSent(null)
      attachments.clear()
    }
    onOpenChange(open)
  }
  const { photoUploadKey } = sent?.receipt ?? {}
  return (
    <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className={frame.content}
        >
          <div className={frame.header}>
            <div>
              <Dialog.Title className={frame.title}>{copy.title}</Dialog.Title>
              <Dialog.Description className={frame.description}>
                {subject && <span className="block font-semibold text-leaf-800">{subject}</span>}
                {copy.intro}
              </Dialog.Description>
            </div>
            <Dialog.Close className={frame.close}>
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">{copy.close}</span>
            </Dialog.Close>
          </div>
          <div className="mt-6">
            <SupabaseProvider fallback={unavailable}>
              {sent === null ? (
                <EstimateRequestForm
                  prefill={prefill}
                  draft={draft}
                  attachments={attachments}
                  onSent={(firstName, receipt) => setSent({ firstName, receipt })}
                />
              ) : (
                <EstimateConfirmation
                  firstName={sent.firstName}
                  reference={sent.receipt.reference}
                  photoUploads={
                    photoUploadKey && (
                      <PhotoUploads
                        receipt={{ ...sent.receipt, photoUploadKey }}
                        photos={attachments.photos}
                        setUploadStatus={attachments.setUploadStatus}
                        onRemove={attachments.remove}
                      />
                    )
                  }
                />
              )}
            </SupabaseProvider>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
