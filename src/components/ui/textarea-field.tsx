import type { Ref, TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { Field, fieldControlClass } from './field'

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  hint?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input, with an optional hint under it. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <textarea className={cn(fieldControlClass, 'min-h-28 resize-y py-2')} {...textareaProps} />
    </Field>
  )
}
