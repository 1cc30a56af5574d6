import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import type { EstimatePrefill } from '@/components/actions/estimate-request-link'
import { BusyButton } from '@/components/ui/busy-button'
import {
  estimateRequestCopy as copy,
  estimateServiceOptions,
  serviceOption,
} from '@/content/estimate-request'
import { readVisitAttribution } from '@/lib/visit-attribution'
import { useSubmitEstimateRequest, type EstimateReceipt } from '../api/use-submit-estimate-request'
import { estimateFailure, type EstimateFailure } from '../estimate-request-messages'
import { startingDraft, type EstimateDraft } from '../estimate-draft'
import { PhotoField } from '../photos/photo-field'
import type { PhotoAttachments } from '../photos/use-photo-attachments'
import { estimateRequestSchema, type EstimateRequestValues } from '../schema'
import { EstimateFailureAlert } from './estimate-failure-alert'
import { EstimateRequestFields } from './estimate-request-fields'
import { HoneypotField } from './honeypot-field'

interface EstimateRequestFormProps {
  prefill: EstimatePrefill
  /**
   * What the visitor typed when the dialog last closed without sending. A form opened again
   * starts from it, so closing by accident (Escape, a click beside the dialog) loses nothing.
   */
  draft: RefObject<EstimateDraft | null>
  /** The photos to send along (kept by the dialog, so a close does not lose them). */
  attachments: PhotoAttachments
  /** Called once the request is stored, with the first name the confirmation thanks. */
  onSent: (firstName: string, receipt: EstimateReceipt) => void
}

/** The estimate request form. A failed send keeps every value and says why. */
export function EstimateRequestForm({
  prefill,
  draft,
  attachments,
  onSent,
}: EstimateRequestFormProps) {
  const submitRequest = useSubmitEstimateRequest()
  const [starting] = useState(() => startingDraft(prefill, draft.current))
  const form = useForm<EstimateRequestValues>({
    resolver: zodResolver(estimateRequestSchema),
    defaultValues: starting.values,
  })
  const isSentRef = useRef(false)
  useEffect(
    () => () => {
      draft.current = isSentRef.current
        ? null
        : { values: form.getValues(), prefilledAddress: starting.prefilledAddress }
    },
    [draft, form, starting],
  )
  const [failure, setFailure] = useState<EstimateFailure | null>(null)
  // State disables the button; the ref also stops a second submit queued before that render.
  const [isSending, setIsSending] = useState(false)
  const isSendingRef = useRef(false)
  const submitRef = useRef<HTMLButtonElement>(null)
  // A service the list does not hold (a landing page's own, such as hedge trimming) comes first.
  const startingService = starting.values.service
  const serviceOptions =
    startingService && !estimateServiceOptions.some((option) => option.value === startingService)
      ? [serviceOption(startingService), ...estimateServiceOptions]
      : estimateServiceOptions

  // The disabled button lost focus while sending; give it back so the keyboard user is not lost.
  useEffect(() => {
    if (failure && !failure.field) submitRef.current?.focus()
  }, [failure])

  async function handleSubmit(values: EstimateRequestValues) {
    if (isSendingRef.current) return
    isSendingRef.current = true
    setIsSending(true)
    setFailure(null)
    try {
      // A photo still being scaled goes along once it is ready; one that failed is not counted.
      const photos = await attachments.whenPrepared()
      const receipt = await submitRequest.mutateAsync({
        values,
        attribution: readVisitAttribution(window.location.pathname),
        photoCount: photos.length,
      })
      isSentRef.current = true
      onSent(values.firstName, receipt)
    } catch (error) {
      const found = estimateFailure(error)
      setFailure(found)
      if (found.field) {
        form.setError(
          found.field,
          { type: 'server', message: found.fieldMessage },
          { shouldFocus: true },
        )
      }
    } finally {
      isSendingRef.current = false
      setIsSending(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(handleSubmit)(event)}
      className="relative"
    >
      <p className="mb-4 text-sm text-stone-700">{copy.requiredNote}</p>
      <EstimateRequestFields form={form} serviceOptions={serviceOptions} />
      <PhotoField
        className="mt-4"
        photos={attachments.photos}
        message={attachments.message}
        onAdd={attachments.add}
        onRemove={attachments.remove}
        isLocked={isSending}
      />
      <HoneypotField {...form.register('website')} />
      {failure && (
        <div className="mt-5">
          <EstimateFailureAlert failure={failure} />
        </div>
      )}
      <BusyButton
        ref={submitRef}
        type="submit"
        size="lg"
        isBusy={isSending}
        busyLabel={copy.busy}
        icon={<Send className="size-5" aria-hidden="true" />}
        className="mt-6 w-full sm:w-auto"
      >
        {copy.submit}
      </BusyButton>
    </form>
  )
}
