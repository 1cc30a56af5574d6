import type { GalleryCategory } from '../types'

export type GalleryFilterValue = GalleryCategory | 'all'

/** The gallery's filter bar, in the spec's order; 'all' is the starting state. */
export const galleryFilters = [
  { value: 'all', label: 'All Projects' },
  { value: 'turf', label: 'Artificial Turf' },
  { value: 'sod', label: 'Sod Installation' },
  { value: 'tree-work', label: 'Tree Work' },
  { value: 'cleanups', label: 'Cleanups' },
  { value: 'design', label: 'Landscape Design' },
  { value: 'hardscape', label: 'Hardscaping' },
  { value: 'irrigation', label: 'Irrigation' },
] as const satisfies readonly { value: GalleryFilterValue; label: string }[]

/** The badge on a project card names its category the way the filter bar does. */
export const galleryCategoryLabels: Record<GalleryCategory, string> = {
  turf: 'Artificial Turf',
  sod: 'Sod Installation',
  'tree-work': 'Tree Work',
  cleanups: 'Cleanups',
  design: 'Landscape Design',
  hardscape: 'Hardscaping',
  irrigation: 'Irrigation',
}

export const galleryEmptyText =
  'No projects found in this category. Please select a different filter.'

/** The service the estimate form starts with for a project's 'Get Similar Quote'. */
export const galleryCategoryServices: Record<GalleryCategory, string> = {
  turf: 'Artificial Turf',
  sod: 'Sod Installation',
  'tree-work': 'Tree Trimming',
  cleanups: 'Cleanups & Hauling',
  design: 'Landscape Design',
  hardscape: 'Hardscaping',
  irrigation: 'Irrigation & Sprinklers',
}
