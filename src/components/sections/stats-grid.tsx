import type { Stat } from '@/content/types'

/** A row of big figures ('20+ Years'); the figures come from business.ts. */
export function StatsGrid({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="bg-earth-50">
      <dl className="content-width grid grid-cols-2 gap-6 py-12 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium uppercase tracking-wide text-earth-800">
              {stat.label}
            </dt>
            <dd className="text-4xl font-extrabold text-leaf-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
