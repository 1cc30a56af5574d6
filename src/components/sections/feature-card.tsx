import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import type { Feature } from '@/content/types'

interface FeatureCardProps {
  feature: Feature
  as?: 'h2' | 'h3'
  /** Shown under the text, at the card's foot (e.g. a link). */
  children?: ReactNode
}

/** An icon, a title and a short text: benefits, trust points, values, reasons, services. */
export function FeatureCard({ feature, as: Tag = 'h3', children }: FeatureCardProps) {
  return (
    <Card className="group flex h-full flex-col p-6">
      <span className="grid size-12 place-items-center rounded-xl bg-leaf-100 text-leaf-700">
        <Icon name={feature.icon} className="size-6" />
      </span>
      <Tag className="mt-4 text-lg font-bold text-leaf-900">{feature.title}</Tag>
      <p className="mt-2 flex-1 text-stone-700">{feature.text}</p>
      {children}
    </Card>
  )
}
