import type { Feature } from '@/content/types'
import { FeatureCard } from './feature-card'

/** Feature cards in a responsive grid of up to four columns. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((feature) => (
        <li key={feature.title} className="flex [&>*]:flex-1">
          <FeatureCard feature={feature} />
        </li>
      ))}
    </ul>
  )
}
