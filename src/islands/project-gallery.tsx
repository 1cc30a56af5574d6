import { ProjectGallery } from '@/components/sections/project-gallery'
import { galleryProjects } from '@/content/gallery/projects'
import { island } from './island'

/** /gallery's filter and projects: its data comes with its code, not as JSON in the HTML. */
export default function AllProjectsGallery() {
  return <ProjectGallery projects={galleryProjects} />
}

export const ProjectGalleryIsland = island('project-gallery', AllProjectsGallery, 'interaction')
