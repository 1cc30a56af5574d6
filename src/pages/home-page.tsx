import { ButtonLink } from '@/components/actions/button-link'
import { CallButton } from '@/components/actions/call-button'
import { EstimateButton } from '@/components/actions/estimate-button'
import { AreaBadges } from '@/components/sections/area-badges'
import { CallToAction } from '@/components/sections/call-to-action'
import { GardenPlanIllustration } from '@/components/sections/garden-plan-illustration'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { ServiceCard } from '@/components/sections/service-card'
import { StarRating } from '@/components/sections/star-rating'
import { TestimonialCard } from '@/components/sections/testimonial-card'
import { TrustPoints } from '@/components/sections/trust-points'
import { homePage, ratingLine } from '@/content/home'
import { homeTestimonials } from '@/content/testimonials'
import { paths } from '@/lib/paths'
import { ZipCheckIsland } from '@/islands/zip-check.markup'

export default function HomePage() {
  const { hero, services, testimonials, areas, closing } = homePage
  return (
    <>
      <PageHero
        title={hero.title}
        intro={hero.intro}
        badge={hero.badge}
        aside={<GardenPlanIllustration label={hero.illustrationLabel} />}
      >
        {/* The spec keeps this one a link to the phone-first contact page. */}
        <EstimateButton
          label={homePage.estimateLabel}
          variant="accent"
          size="lg"
          opensForm={false}
        />
        <CallButton label={homePage.callLabel} variant="inverse" size="lg" />
      </PageHero>
      <TrustPoints points={homePage.trustPoints} label="Why homeowners trust us" />

      <PageSection title={services.title} intro={services.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.features.map((service) => (
            <li key={service.title}>
              <ServiceCard service={service} to={service.to} linkLabel={services.linkLabel} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={testimonials.title} intro={testimonials.intro} tone="earth">
        <div className="mb-10 flex flex-col items-center gap-2">
          <StarRating rating={5} isDecorative />
          <p className="text-lg font-semibold text-leaf-900">{ratingLine}</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {homeTestimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={areas.title} intro={areas.intro}>
        <AreaBadges cities={areas.badges} />
        <div className="mt-10">
          <ZipCheckIsland headingLevel={3} />
        </div>
        <div className="mt-10 text-center">
          <ButtonLink to={paths.serviceAreas} variant="outline">
            {areas.linkLabel}
          </ButtonLink>
        </div>
      </PageSection>

      <CallToAction title={closing.title} text={closing.text}>
        <CallButton label={homePage.callLabel} size="lg" />
        <EstimateButton label={homePage.estimateLabel} variant="inverse" size="lg" />
      </CallToAction>
    </>
  )
}
