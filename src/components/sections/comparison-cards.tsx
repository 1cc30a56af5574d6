import { Icon } from '@/components/ui/icon'

interface ComparisonSide {
  heading: string
  points: readonly string[]
}

interface ComparisonCardsProps {
  /** Anchor of the cards' section, named by its hidden heading. */
  sectionId: string
  hiddenHeading: string
  before: ComparisonSide
  after: ComparisonSide
}

/**
 * A section of two cards side by side: what goes wrong without care, and what professional care
 * gives. Both landing layouts close their story with one.
 */
export function ComparisonCards({ sectionId, hiddenHeading, before, after }: ComparisonCardsProps) {
  return (
    <section aria-labelledby={sectionId} className="mx-auto max-w-5xl px-5 py-16 sm:px-8">
      <h2 id={sectionId} className="sr-only">
        {hiddenHeading}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-earth-200 bg-earth-50 p-6 sm:p-8">
          <h3 className="text-xl font-bold text-earth-900">{before.heading}</h3>
          <ul className="mt-5 space-y-3">
            {before.points.map((point) => (
              <li key={point} className="flex gap-3 text-stone-800">
                <Icon name="circle-x" className="mt-0.5 size-5 shrink-0 text-earth-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-leaf-200 bg-leaf-50 p-6 sm:p-8">
          <h3 className="text-xl font-bold text-leaf-900">{after.heading}</h3>
          <ul className="mt-5 space-y-3">
            {after.points.map((point) => (
              <li key={point} className="flex gap-3 text-stone-800">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
