import type { Ref, SelectHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { Field, fieldControlClass } from './field'

/** A choice shown as itself, or a stored value with the words shown for it. */
type SelectOption = string | { value: string; label: string }

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  options: readonly SelectOption[]
  /** The first, empty choice ('Choose a service'); choosing it counts as no answer. */
  placeholder: string
  error?: string
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select: the phone's own picker on touch screens, no custom popup. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      <select className={cn(fieldControlClass, 'h-11 pr-8')} {...selectProps}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {label}
            </option>
          )
        })}
      </select>
    </Field>
  )
}
