import type { ServiceKey } from '@shared/service-catalogue'
import type { GalleryCategory } from '../types'

export type GalleryFilterValue = GalleryCategory | 'all'

/** A category's name, on the filter bar and on a project card's badge, in the spec's order. */
export const galleryCategoryLabels = {
  turf: 'Artificial Turf',
  sod: 'Sod Installation',
  'tree-work': 'Tree Work',
  cleanups: 'Cleanups',
  design: 'Landscape Design',
  hardscape: 'Hardscaping',
  irrigation: 'Irrigation',
} satisfies Record<GalleryCategory, string>

/** The gallery's filter bar: 'all', the starting state, then every category. */
export const galleryFilters: readonly { value: GalleryFilterValue; label: string }[] = [
  { value: 'all', label: 'All Projects' },
  // The keys are exactly the categories: `satisfies` above refuses a missing or extra one.
  ...Object.entries(galleryCategoryLabels).map(([value, label]) => ({
    value: value as GalleryCategory,
    label,
  })),
]

export const galleryEmptyText =
  'No projects found in this category. Please select a different filter.'

/** The service (its catalogue key) the estimate form starts with for a project's 'Get Similar Quote'. */
export const galleryCategoryServices: Record<GalleryCategory, ServiceKey> = {
  turf: 'artificial-turf',
  sod: 'sod-installation',
  'tree-work': 'tree-trimming',
  cleanups: 'cleanups-hauling',
  design: 'landscape-design',
  hardscape: 'hardscaping',
  irrigation: 'irrigation-sprinklers',
}
