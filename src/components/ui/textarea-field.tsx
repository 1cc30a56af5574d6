import { useId, type Ref, type TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { describedBy, FieldShell, fieldControlClass } from './field-shell'

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
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        className={cn(fieldControlClass, 'min-h-28 resize-y py-2')}
        {...textareaProps}
      />
    </FieldShell>
  )
}
