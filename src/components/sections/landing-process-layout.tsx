import { EstimateButton } from '@/components/actions/estimate-button'
import { CallButton } from '@/components/actions/call-button'
import { CallToAction } from '@/components/sections/call-to-action'
import { ComparisonCards } from '@/components/sections/comparison-cards'
import { FeatureCard } from '@/components/sections/feature-card'
import { PageHero } from '@/components/sections/page-hero'
import { SectionHeading } from '@/components/sections/section-heading'
import type { ProcessLandingPage } from '@/content/types'

/** The spec's second landing layout: why-choose cards, process, problems versus professional care. */
export function LandingProcessLayout({ page, badge }: { page: ProcessLandingPage; badge: string }) {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} badge={badge}>
        <EstimateButton variant="accent" size="lg" />
      </PageHero>
      <section aria-label="Why choose us" className="mx-auto max-w-7xl px-4 py-16">
        <div className="grid gap-6 md:grid-cols-3">
          {page.whyChoose.map((reason) => (
            <FeatureCard key={reason.title} feature={reason} as="h2" />
          ))}
        </div>
      </section>
      <section className="bg-earth-50">
        <div className="mx-auto max-w-3xl px-4 py-16">
          <SectionHeading title={page.process.heading} align="left" spacing="tight" />
          <div className="space-y-5 text-lg leading-relaxed text-stone-800">
            {page.process.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section aria-label="Problems and solutions" className="mx-auto max-w-5xl px-4 py-16">
        <ComparisonCards before={page.problems} after={page.professional} />
      </section>
      <CallToAction title={page.closing.heading} text={page.closing.text}>
        <CallButton label={`${page.closing.actionLabel} –`} size="lg" />
      </CallToAction>
    </>
  )
}
