import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { registerField } from '@/components/ui/register-field'
import { TextField } from '@/components/ui/text-field'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import { cn } from '@/lib/cn'
import { earliestVisitDateRange, visitWindows } from '@shared/visit-windows'
import type { EstimateRequestValues } from '../schema'

// 'No preference' first and chosen at the start: the question is optional.
const choices = [{ value: '', label: copy.noVisitPreference }, ...visitWindows]

interface VisitPreferenceFieldProps {
  form: UseFormReturn<EstimateRequestValues>
  className?: string
}

/**
 * 'When could we visit?': the windows of the week as radio buttons (all visible at once, easy
 * to tap on a phone; one tab stop, arrows move between them) and an earliest date.
 */
export function VisitPreferenceField({ form, className }: VisitPreferenceFieldProps) {
  const id = useId()
  const { error, ...visitWindow } = registerField(form, 'visitWindow')
  // A radio cannot be aria-invalid; the message is announced with each choice instead.
  const errorId = error ? `${id}-error` : undefined
  // The dates the database takes, as Sacramento counts days (the schema checks the same).
  const { min, max } = earliestVisitDateRange()
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="text-sm font-semibold text-stone-800">{copy.labels.visitWindow}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {choices.map(({ value, label }) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf-600/30"
          >
            <input
              type="radio"
              value={value}
              aria-describedby={errorId}
              className="size-4 shrink-0 accent-leaf-700"
              {...visitWindow}
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      <TextField
        label={copy.labels.earliestVisitDate}
        type="date"
        min={min}
        max={max}
        className="mt-4 sm:max-w-xs"
        {...registerField(form, 'earliestVisitDate')}
      />
    </fieldset>
  )
}
