import { Icon } from '@/components/ui/icon'
import { EstimateButton } from '@/components/actions/estimate-button'
import { Card } from '@/components/ui/card'
import { Picture } from '@/components/ui/picture'
import { galleryCategoryLabels, galleryCategoryServices } from '@/content/gallery/categories'
import type { GalleryProject } from '@/content/types'

/** One gallery project: its own picture (lazy: the grid starts below the first view), then its story. */
export function ProjectCard({ project }: { project: GalleryProject }) {
  return (
    <Card asChild>
      <article className="flex h-full flex-col overflow-hidden">
        <div className="relative aspect-[8/5] overflow-hidden bg-earth-50">
          <Picture
            image={project.picture}
            alt={project.altText}
            sizes="(min-width: 1024px) 25rem, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover"
          />
          <span className="absolute left-3 top-3 rounded-full bg-leaf-800 px-3 py-1 text-xs font-semibold text-white shadow">
            {galleryCategoryLabels[project.category]}
          </span>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-lg font-bold text-leaf-900">{project.title}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-earth-700">
            <Icon name="map-pin" className="size-4" />
            {project.location}
          </p>
          <p className="mt-3 flex-1 text-stone-700">{project.description}</p>
          <EstimateButton
            label="Get Similar Quote"
            prefill={{ service: galleryCategoryServices[project.category] }}
            variant="outline"
            size="sm"
            className="mt-5 self-start"
          />
        </div>
      </article>
    </Card>
  )
}
