import type { ReactNode } from 'react'
import { Picture } from '@/components/ui/picture'
import type { HeroPicture } from '@/content/types'

/** The width from which the hero shows its picture beside the text (Tailwind's lg). */
const wideScreen = '(min-width: 1024px)'

interface PageHeroProps {
  /** The page's H1. */
  title: string
  intro?: string
  /** A small label above the title. */
  badge?: ReactNode
  /** Buttons under the intro. */
  children?: ReactNode
  /** The page's picture beside the text on wide screens. */
  picture?: HeroPicture
  /** Anything else beside the text on wide screens (the home page's drawing, inline). */
  aside?: ReactNode
}

/** The green banner that opens every page, holding its H1. */
export function PageHero({ title, intro, badge, children, picture, aside }: PageHeroProps) {
  const beside = picture ? (
    <Picture
      image={picture.image}
      alt={picture.alt}
      preloadMedia={wideScreen}
      sizes="32rem"
      className="block h-auto w-full rounded-[4%/5%] shadow-2xl ring-4 ring-white/15"
    />
  ) : (
    aside
  )
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
        {/* Hidden below lg: the picture is preloaded for wide screens only and its <img> is lazy,
            so phones never download it. Capped in width and kept to the right edge, so it never
            outgrows its column. */}
        {beside && <div className="hidden w-full max-w-lg justify-self-end lg:block">{beside}</div>}
      </div>
    </section>
  )
}
