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
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-white p-5 text-stone-900 focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-8 sm:shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-leaf-900">{copy.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-stone-700">
                {subject && <span className="block font-semibold text-leaf-800">{subject}</span>}
                {copy.intro}
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-lg text-stone-700 hover:bg-leaf-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-sun-500">
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
