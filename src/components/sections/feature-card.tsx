import { Icon } from '@/components/ui/icon'
import type { Feature } from '@/content/types'

/** An icon, a title and a short text: benefits, trust points, values, reasons. */
export function FeatureCard({ feature, as: Tag = 'h3' }: { feature: Feature; as?: 'h2' | 'h3' }) {
  return (
    <div className="rounded-2xl border border-earth-200 bg-white p-6 shadow-sm">
      <span className="grid size-12 place-items-center rounded-xl bg-leaf-100 text-leaf-700">
        <Icon name={feature.icon} className="size-6" />
      </span>
      <Tag className="mt-4 text-lg font-bold text-leaf-900">{feature.title}</Tag>
      <p className="mt-2 text-stone-700">{feature.text}</p>
    </div>
  )
}
