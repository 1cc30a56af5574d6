import type { ComponentType } from 'react'
import type { GalleryCategory } from '@/content/types'
import { cn } from '@/lib/cn'
import { DesignScene, HardscapeScene } from './gallery-scenes-build'
import { IrrigationScene, SodScene, TurfScene } from './gallery-scenes-lawn'
import { CleanupsScene, TreeWorkScene } from './gallery-scenes-yard'

const scenes: Record<GalleryCategory, ComponentType> = {
  turf: TurfScene,
  sod: SodScene,
  'tree-work': TreeWorkScene,
  cleanups: CleanupsScene,
  design: DesignScene,
  hardscape: HardscapeScene,
  irrigation: IrrigationScene,
}

const skies = ['#eaf4f8', '#f1f8f1', '#faf7f2']

interface GalleryIllustrationProps {
  category: GalleryCategory
  /** Varies sky and direction, so projects of one category do not look identical. */
  variant: number
  label: string
  className?: string
}

/**
 * Stands in for a project photo until the owner supplies real ones (decisions.md, Gallery).
 * Pure SVG with no random or time-based values, so server and browser render the same markup.
 */
export function GalleryIllustration({
  category,
  variant,
  label,
  className,
}: GalleryIllustrationProps) {
  const Scene = scenes[category]
  const isMirrored = variant % 2 === 0
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={label}
      className={cn('block h-auto w-full', className)}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="200" fill={skies[variant % skies.length]} />
      {category !== 'design' && (
        <circle cx={isMirrored ? 250 : 276} cy="36" r="16" fill="#f5c04a" opacity="0.85" />
      )}
      <g transform={isMirrored ? 'matrix(-1 0 0 1 320 0)' : undefined}>
        <Scene />
      </g>
    </svg>
  )
}
