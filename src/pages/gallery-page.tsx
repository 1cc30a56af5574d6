import { CallToAction } from '@/components/sections/call-to-action'
import { PageHero } from '@/components/sections/page-hero'
import { SectionHeading } from '@/components/sections/section-heading'
import { StatsGrid } from '@/components/sections/stats-grid'
import { galleryPage, galleryStats } from '@/content/gallery/gallery-page'
import { heroPictures } from '@/content/hero-pictures'
import { ProjectGalleryIsland } from '@/islands/project-gallery'

export default function GalleryPage() {
  return (
    <>
      <PageHero
        title={galleryPage.hero.title}
        intro={galleryPage.hero.intro}
        picture={heroPictures.gallery}
      />
      <section className="content-width py-16">
        <SectionHeading
          title={galleryPage.projectsHeading.title}
          intro={galleryPage.projectsHeading.intro}
        />
        <ProjectGalleryIsland />
      </section>
      <StatsGrid stats={galleryStats} label={galleryPage.statsLabel} />
      <CallToAction title={galleryPage.closing.title} text={galleryPage.closing.text} />
    </>
  )
}
