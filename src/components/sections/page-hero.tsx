import type { ReactNode } from 'react'

interface PageHeroProps {
  /** The page's H1. */
  title: string
  intro?: string
  /** A small label above the title. */
  badge?: ReactNode
  /** Buttons under the intro. */
  children?: ReactNode
  /** A picture beside the text on wide screens. */
  aside?: ReactNode
}

/** The green banner that opens every page, holding its H1. */
export function PageHero({ title, intro, badge, children, aside }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-leaf-900 via-leaf-800 to-leaf-700 text-white">
      <div
        className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-leaf-600/30 blur-3xl"
        aria-hidden="true"
      />
      <div className="content-width relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:py-24">
        <div>
          {badge && (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-sun-400 ring-1 ring-white/20">
              {badge}
            </p>
          )}
          <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {intro && <p className="mt-6 max-w-2xl text-lg text-leaf-50 sm:text-xl">{intro}</p>}
          {children && <div className="mt-8 flex flex-wrap items-center gap-4">{children}</div>}
        </div>
        {/* Hidden below lg, so an aside picture loads lazily (not isPriority): Chrome fetches an
            eager <img> even under display:none, and phones would download a picture never shown.
            Capped in width and kept to the right edge, so it never outgrows its column. */}
        {aside && <div className="hidden w-full max-w-lg justify-self-end lg:block">{aside}</div>}
      </div>
    </section>
  )
}
