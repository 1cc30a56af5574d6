import type { ReactNode } from 'react'
import { ShieldAlert } from 'lucide-react'
import { Card } from '@/components/ui/card'

/** The card shown instead of the dashboard: not signed in, or no admin role. */
export function AccessNotice({ message, action }: { message: string; action: ReactNode }) {
  return (
    <Card tone="stone" className="mx-auto max-w-md p-6 text-center sm:p-8">
      <ShieldAlert className="mx-auto size-10 text-red-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-leaf-900">Admin Dashboard</h1>
      <p className="mt-2 text-stone-700">{message}</p>
      <div className="mt-6">{action}</div>
    </Card>
  )
}
