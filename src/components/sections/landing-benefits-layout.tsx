import { ButtonLink } from '@/components/actions/button-link'
import { CallButton } from '@/components/actions/call-button'
import { CallToAction } from '@/components/sections/call-to-action'
import { ComparisonCards } from '@/components/sections/comparison-cards'
import { LandingOpening, type LandingLayoutProps } from '@/components/sections/landing-opening'
import { landingLayoutCopy as copy } from '@/content/landing-layout'
import type { BenefitsLandingPage } from '@/content/types'
import { paths } from '@/lib/paths'

/** The spec's first landing layout: benefits, prose, challenges versus results, closing block. */
export function LandingBenefitsLayout({
  page,
  estimatePrefill,
  children,
}: LandingLayoutProps<BenefitsLandingPage>) {
  return (
    <>
      <LandingOpening
        page={page}
        estimatePrefill={estimatePrefill}
        features={page.benefits}
        sectionId="benefits"
        gridClassName="sm:grid-cols-2 lg:grid-cols-4"
      />
      <section aria-labelledby="story" className="bg-earth-50">
        <div className="mx-auto max-w-3xl space-y-5 px-5 py-16 text-lg leading-relaxed text-stone-800 sm:px-8">
          <h2 id="story" className="sr-only">
            {copy.hiddenHeadings.story}
          </h2>
          {page.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>
      <ComparisonCards
        sectionId="comparison"
        hiddenHeading={copy.hiddenHeadings.comparison}
        before={page.challenges}
        after={page.results}
      />
      {children}
      <CallToAction title={page.closing.heading} text={page.closing.text}>
        <CallButton label={copy.callLabel} size="lg" />
        <ButtonLink to={paths.home} icon="arrow-left" variant="inverse" size="lg">
          {copy.backHome}
        </ButtonLink>
        <ButtonLink to={paths.services} iconAfter="arrow-right" variant="inverse" size="lg">
          {copy.allServices}
        </ButtonLink>
      </CallToAction>
    </>
  )
}
