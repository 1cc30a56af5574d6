import { useState } from 'react'
import {
  galleryEmptyText,
  galleryFilters,
  type GalleryFilterValue,
} from '@/content/gallery/categories'
import type { GalleryProject } from '@/content/types'
import { cn } from '@/lib/cn'
import { ProjectCard } from './project-card'

interface ProjectGalleryProps {
  /** Passed in rather than imported, so a test can show a category with no projects. */
  projects: GalleryProject[]
}

/** The filter bar and the project grid of /gallery; the filter starts at 'all' (spec, section 4). */
export function ProjectGallery({ projects }: ProjectGalleryProps) {
  const [filter, setFilter] = useState<GalleryFilterValue>('all')
  const shown =
    filter === 'all' ? projects : projects.filter((project) => project.category === filter)

  return (
    <div>
      <div
        role="group"
        aria-label="Filter projects by category"
        className="flex flex-wrap justify-center gap-2"
      >
        {galleryFilters.map(({ value, label }) => {
          const isActive = value === filter
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isActive}
              onClick={() => setFilter(value)}
              className={cn(
                'rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors',
                isActive
                  ? 'border-leaf-700 bg-leaf-700 text-white'
                  : 'border-earth-200 bg-white text-leaf-900 hover:border-leaf-600 hover:bg-leaf-50',
              )}
            >
              {label}
            </button>
          )
        })}
      </div>
      <p className="sr-only" role="status">
        {shown.length === 1 ? '1 project shown' : `${shown.length} projects shown`}
      </p>
      {shown.length === 0 ? (
        <p className="mx-auto mt-12 max-w-xl rounded-2xl border border-dashed border-earth-300 bg-earth-50 p-8 text-center text-lg text-earth-900">
          {galleryEmptyText}
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
