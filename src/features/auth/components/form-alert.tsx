import { AlertCircle, CheckCircle2 } from 'lucide-react'

/** A message under a form: why it failed, or what happens next. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  const isError = tone === 'error'
  const Icon = isError ? AlertCircle : CheckCircle2
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={
        isError
          ? 'flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800'
          : 'flex gap-2 rounded-lg border border-leaf-200 bg-leaf-50 p-3 text-sm text-leaf-900'
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  )
}
