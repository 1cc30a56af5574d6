import { AlertCircle } from 'lucide-react'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import type { EstimateFailure } from '../estimate-request-messages'
import { CallFallback } from './call-fallback'

/** Why the request was not sent, and the phone number that always works. */
export function EstimateFailureAlert({ failure }: { failure: EstimateFailure }) {
  return (
    <div
      role="alert"
      data-failure={failure.kind}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{failure.message}</p>
        <p className="mt-1 text-sm">{copy.callFallback}</p>
        <CallFallback className="mt-1 text-red-900 hover:text-red-950" />
      </div>
    </div>
  )
}
