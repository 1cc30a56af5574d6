import { CallButton, TextUsLink } from '@/components/actions/call-button'
import { CallToAction } from '@/components/sections/call-to-action'
import { PageHero } from '@/components/sections/page-hero'
import { SectionHeading } from '@/components/sections/section-heading'
import { ServiceAreaCard } from '@/components/sections/service-area-card'
import { ZipCodesSection } from '@/components/sections/zip-codes-section'
import { heroPictures } from '@/content/hero-pictures'
import { cityLandingLinks, serviceAreaCities } from '@/content/service-areas'
import { serviceAreasPage } from '@/content/service-areas-page'
import { zipCodesByArea, zipCodesSectionId } from '@/content/zip-check'
import { ZipCheckIsland } from '@/islands/zip-check.markup'

export default function ServiceAreasPage() {
  const { hero, citiesHeading, labels, zipCodes, closing } = serviceAreasPage
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} picture={heroPictures.serviceAreas}>
        <CallButton size="lg" />
        <TextUsLink className="inline-flex items-center gap-1.5 font-semibold text-white underline underline-offset-4" />
      </PageHero>
      <section className="bg-earth-50">
        <div className="content-width py-16">
          <SectionHeading title={citiesHeading.title} intro={citiesHeading.intro} />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {serviceAreaCities.map((city) => (
              <li key={city.name}>
                <ServiceAreaCard
                  city={city}
                  labels={labels}
                  landingLinks={cityLandingLinks(city.name)}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ZipCodesSection
        id={zipCodesSectionId}
        title={zipCodes.title}
        intro={zipCodes.intro}
        areas={zipCodesByArea}
      >
        <div className="mb-10">
          <ZipCheckIsland headingLevel={3} />
        </div>
      </ZipCodesSection>
      <CallToAction title={closing.title} text={closing.text} />
    </>
  )
}
