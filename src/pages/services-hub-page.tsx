import { Icon } from '@/components/ui/icon'
import { ButtonLink } from '@/components/actions/button-link'
import { CallButton } from '@/components/actions/call-button'
import { EstimateButton } from '@/components/actions/estimate-button'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { ServiceCard } from '@/components/sections/service-card'
import { Card } from '@/components/ui/card'
import { heroPictures } from '@/content/hero-pictures'
import { servicesHubPage } from '@/content/services-hub'
import { paths } from '@/lib/paths'

export default function ServicesHubPage() {
  const { hero, sacramento, otherCities } = servicesHubPage
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} picture={heroPictures.servicesHub}>
        <EstimateButton variant="accent" size="lg" />
        <CallButton variant="inverse" size="lg" />
      </PageHero>

      <PageSection title={sacramento.title} intro={sacramento.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {sacramento.cards.map((card) => (
            <li key={card.to}>
              <ServiceCard service={card} to={card.to} linkLabel={sacramento.linkLabel} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={otherCities.title} intro={otherCities.intro} tone="earth">
        <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {otherCities.links.map((link) => (
            <li key={link.to}>
              <Card asChild>
                <a
                  href={link.to}
                  className="group flex h-full items-center gap-3 p-5 font-semibold text-leaf-900 transition-shadow hover:shadow-md"
                >
                  <Icon name="map-pin" className="size-6 shrink-0 text-leaf-600" />
                  <span className="flex-1">{link.label}</span>
                  <Icon
                    name="arrow-right"
                    className="size-5 text-leaf-700 transition-transform group-hover:translate-x-0.5"
                  />
                </a>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to={paths.home} icon="arrow-left" variant="outline">
            {servicesHubPage.backLabel}
          </ButtonLink>
        </div>
      </PageSection>
    </>
  )
}
