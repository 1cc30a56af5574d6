import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/cn'
import { Field, fieldControlClass } from './field'

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose validation message is announced with it. */
export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <input className={cn(fieldControlClass, 'h-11')} {...inputProps} />
    </Field>
  )
}
