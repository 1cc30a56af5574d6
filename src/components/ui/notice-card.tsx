import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'

interface NoticeCardProps {
  icon: LucideIcon
  title: string
  message: string
  /** Set when the message appears after the page has loaded, so screen readers announce it. */
  isAlert?: boolean
  action?: ReactNode
}

/** A centred card that stands in for a screen the visitor cannot use yet, and says why. */
export function NoticeCard({ icon: Icon, title, message, isAlert, action }: NoticeCardProps) {
  return (
    <Card tone="stone" className="mx-auto max-w-md p-6 text-center sm:p-8">
      <Icon className="mx-auto size-10 text-red-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-leaf-900">{title}</h1>
      <p role={isAlert ? 'alert' : undefined} className="mt-2 text-stone-700">
        {message}
      </p>
      {action && <div className="mt-6">{action}</div>}
    </Card>
  )
}
