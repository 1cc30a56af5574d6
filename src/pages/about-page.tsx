import { ButtonLink } from '@/components/actions/button-link'
import { CallButton } from '@/components/actions/call-button'
import { EstimateButton } from '@/components/actions/estimate-button'
import { CallToAction } from '@/components/sections/call-to-action'
import { CheckList } from '@/components/sections/check-list'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { StatsGrid } from '@/components/sections/stats-grid'
import { TeamCard } from '@/components/sections/team-card'
import { TestimonialCard } from '@/components/sections/testimonial-card'
import { aboutPage } from '@/content/about'
import { heroPictures } from '@/content/hero-pictures'
import { teamMembers } from '@/content/team'
import { aboutTestimonial } from '@/content/testimonials'
import { companyValues } from '@/content/values'
import { paths } from '@/lib/paths'

export default function AboutPage() {
  const { hero, story, values, team, reasons, testimonial, closing } = aboutPage
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} picture={heroPictures.about}>
        <EstimateButton variant="accent" size="lg" />
        <CallButton variant="inverse" size="lg" />
      </PageHero>

      <PageSection title={story.title}>
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-stone-700">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <StatsGrid stats={aboutPage.stats} label={aboutPage.statsLabel} />

      <PageSection title={values.title} intro={values.intro}>
        <FeatureGrid features={companyValues} />
      </PageSection>

      <PageSection title={team.title} intro={team.intro} tone="earth">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamMembers.map((member) => (
            <li key={member.name}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={reasons.title} tone="leaf">
        <CheckList points={reasons.points} />
      </PageSection>

      <PageSection title={testimonial.title}>
        <div className="mx-auto max-w-2xl">
          <TestimonialCard testimonial={aboutTestimonial} />
        </div>
      </PageSection>

      <CallToAction title={closing.title} text={closing.text}>
        <CallButton size="lg" />
        <EstimateButton variant="inverse" size="lg" />
        <ButtonLink to={paths.services} variant="inverse" size="lg">
          {aboutPage.servicesLink}
        </ButtonLink>
      </CallToAction>
    </>
  )
}
