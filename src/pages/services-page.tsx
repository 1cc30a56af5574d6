import { ButtonLink } from '@/components/actions/button-link'
import { CallButton } from '@/components/actions/call-button'
import { EstimateButton } from '@/components/actions/estimate-button'
import { CallToAction } from '@/components/sections/call-to-action'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { heroPictures } from '@/content/hero-pictures'
import { servicesPage } from '@/content/services'
import { ServiceSectionsIsland } from '@/islands/service-sections'
import { paths } from '@/lib/paths'

export default function ServicesPage() {
  const { hero, sections, whyChoose, closing } = servicesPage
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} picture={heroPictures.services}>
        <EstimateButton variant="accent" size="lg" />
        <CallButton variant="inverse" size="lg" />
      </PageHero>

      <PageSection title={sections.title} intro={sections.intro} tone="earth">
        <ServiceSectionsIsland />
      </PageSection>

      <PageSection title={whyChoose.title} intro={whyChoose.intro}>
        <FeatureGrid features={whyChoose.features} />
      </PageSection>

      <CallToAction title={closing.title} text={closing.text}>
        <EstimateButton variant="accent" size="lg" />
        <ButtonLink to={paths.gallery} icon="images" variant="inverse" size="lg">
          {servicesPage.galleryLink}
        </ButtonLink>
      </CallToAction>
    </>
  )
}
