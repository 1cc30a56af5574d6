import { useId, type ReactElement } from 'react'
import { cn } from '@/lib/cn'
import { Slot } from './slot'

/** The look of every input, select and textarea; a refused value gets a red border. */
export const fieldControlClass =
  'w-full rounded-lg border border-stone-500 bg-white px-3 text-base text-stone-900 shadow-sm focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-600/30 aria-[invalid=true]:border-red-600'

interface FieldProps {
  label: string
  /** The validation message; while there is one, the control is marked invalid. */
  error?: string
  hint?: string
  className?: string
  /** The one control (an input, select or textarea); the field gives it its id and aria wiring. */
  children: ReactElement
}

/**
 * A label above its control, a hint and the validation message below. The control is described
 * by the hint, then the message, so a screen reader announces both with it.
 */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
