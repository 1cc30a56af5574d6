import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { estimateRequestCopy as copy } from '@/content/estimate-request'

type HoneypotFieldProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

/**
 * The spam trap: an ordinary-looking 'website' input that bots fill in and people never meet.
 * Moved off-screen (not display:none, which bots skip), hidden from screen readers, out of the
 * tab order and from autofill. The database drops a request that fills it.
 */
export function HoneypotField(inputProps: HoneypotFieldProps) {
  const id = useId()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{copy.labels.website}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...inputProps} />
    </div>
  )
}
