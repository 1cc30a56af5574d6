import * as Dialog from '@radix-ui/react-dialog'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import { CallFallback } from './call-fallback'

interface EstimateConfirmationProps {
  firstName: string
  /** The request's reference, as the acknowledgement mail and the office know it. */
  reference: string
  /** The photos on their way, when the visitor attached some. */
  photoUploads?: ReactNode
}

/** Replaces the form once the request is stored: what happens next, and when. */
export function EstimateConfirmation({
  firstName,
  reference,
  photoUploads,
}: EstimateConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form (and the focused button) is gone; the heading takes focus so it is read out.
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="flex flex-col items-start gap-4">
      <CheckCircle2 className="size-12 text-leaf-600" aria-hidden="true" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-leaf-900 focus:outline-none"
      >
        {copy.confirmation.title(firstName)}
      </h3>
      <p className="text-lg text-stone-800">{copy.confirmation.text}</p>
      {reference && (
        <p className="text-stone-800">
          {copy.confirmation.reference}{' '}
          <strong className="font-mono text-lg tracking-wide text-leaf-900">{reference}</strong>
        </p>
      )}
      {photoUploads}
      <div className="self-stretch rounded-lg bg-leaf-50 p-4 text-stone-800">
        <p>{copy.confirmation.urgent}</p>
        <CallFallback />
      </div>
      <Dialog.Close asChild>
        <Button size="lg" className="w-full sm:w-auto">
          {copy.confirmation.done}
        </Button>
      </Dialog.Close>
    </div>
  )
}
