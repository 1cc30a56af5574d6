import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { cn } from '@/lib/cn'
import { describedBy, FieldShell, fieldControlClass } from './field-shell'

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose validation message is announced with it. */
export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        className={cn(fieldControlClass, 'h-11')}
        {...inputProps}
      />
    </FieldShell>
  )
}
