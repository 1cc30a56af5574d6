import { CallButton } from '@/components/actions/call-button'
import { CallToAction } from '@/components/sections/call-to-action'
import { ComparisonCards } from '@/components/sections/comparison-cards'
import { LandingOpening, type LandingLayoutProps } from '@/components/sections/landing-opening'
import { SectionHeading } from '@/components/sections/section-heading'
import { landingLayoutCopy as copy } from '@/content/landing-layout'
import type { ProcessLandingPage } from '@/content/types'

/** The spec's second landing layout: why-choose cards, process, problems versus professional care. */
export function LandingProcessLayout({
  page,
  estimatePrefill,
  children,
}: LandingLayoutProps<ProcessLandingPage>) {
  return (
    <>
      <LandingOpening
        page={page}
        estimatePrefill={estimatePrefill}
        features={page.whyChoose}
        sectionId="why-choose"
        gridClassName="md:grid-cols-3"
      />
      <section className="bg-earth-50">
        <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
          <SectionHeading title={page.process.heading} align="left" spacing="tight" />
          <div className="space-y-5 text-lg leading-relaxed text-stone-800">
            {page.process.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <ComparisonCards
        sectionId="problems"
        hiddenHeading={copy.hiddenHeadings.problems}
        before={page.problems}
        after={page.professional}
      />
      {children}
      <CallToAction title={page.closing.heading} text={page.closing.text}>
        {/* A no-break space keeps the dash with the words, so a narrow screen breaks after it. */}
        <CallButton label={`${page.closing.actionLabel}\u00a0–`} size="lg" />
      </CallToAction>
    </>
  )
}
