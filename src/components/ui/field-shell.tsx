import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The look of every input, select and textarea; a refused value gets a red border. */
export const fieldControlClass =
  'w-full rounded-lg border border-stone-500 bg-white px-3 text-base text-stone-900 shadow-sm focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-600/30 aria-[invalid=true]:border-red-600'

/** The ids a control points at with aria-describedby: its hint, then its message. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: string }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

interface FieldShellProps {
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}

/** A label above its control, a hint and the validation message below, announced with it. */
export function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
