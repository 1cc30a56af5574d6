import { Icon } from '@/components/ui/icon'
import type { Feature } from '@/content/types'

/** A compact strip of reassurances right under a hero. */
export function TrustPoints({ points, label }: { points: Feature[]; label: string }) {
  return (
    <section aria-label={label} className="border-b border-earth-200 bg-earth-50">
      <ul className="content-width grid gap-6 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {points.map((point) => (
          <li key={point.title} className="flex items-start gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-leaf-700 text-white">
              <Icon name={point.icon} className="size-5" />
            </span>
            <span>
              <span className="block font-bold text-leaf-900">{point.title}</span>
              <span className="block text-sm text-stone-700">{point.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
