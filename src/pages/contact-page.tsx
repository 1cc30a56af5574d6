import { CallButton, TextUsLink } from '@/components/actions/call-button'
import { EstimateButton } from '@/components/actions/estimate-button'
import { CallToAction } from '@/components/sections/call-to-action'
import { CityBadges } from '@/components/sections/city-badges'
import { ContactInfoCard } from '@/components/sections/contact-info-card'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { business } from '@/content/business'
import { callReasons, contactCards, contactPage } from '@/content/contact'
import { heroPictures } from '@/content/hero-pictures'
import { ZipCheckIsland } from '@/islands/zip-check.markup'

// Phone-first (spec): the big call button is the main action; the online estimate form is the
// secondary one below it (decisions.md).
export default function ContactPage() {
  const { hero, reasonsHeading, infoHeading, citiesHeading, closing } = contactPage
  return (
    <>
      <PageHero
        title={hero.title}
        intro={hero.intro}
        badge={hero.badge}
        picture={heroPictures.contact}
      >
        <CallButton
          label={hero.callLabel}
          size="lg"
          className="w-full whitespace-nowrap sm:h-16 sm:w-auto sm:px-8 sm:text-xl"
        />
        <p className="text-leaf-50">
          {hero.textPrompt}{' '}
          <TextUsLink className="inline-flex items-center gap-1.5 font-semibold text-white underline underline-offset-4" />
        </p>
        <div className="w-full">
          <EstimateButton
            label={hero.onlineEstimateLabel}
            variant="inverse"
            className="w-full sm:w-auto"
          />
        </div>
      </PageHero>
      <PageSection title={reasonsHeading.title} intro={reasonsHeading.intro}>
        <FeatureGrid features={callReasons} />
      </PageSection>
      <PageSection title={infoHeading.title} tone="earth">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {contactCards.map((card) => (
            <li key={card.title} className="flex [&>*]:flex-1">
              <ContactInfoCard card={card} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={citiesHeading.title} intro={citiesHeading.intro}>
        <CityBadges cities={business.areasServed} />
        <div className="mt-10">
          <ZipCheckIsland headingLevel={3} />
        </div>
      </PageSection>
      <CallToAction title={closing.title} text={closing.text}>
        <CallButton label={hero.callLabel} size="lg" />
      </CallToAction>
    </>
  )
}
