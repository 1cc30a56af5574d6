import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EstimateButton } from '@/components/actions/estimate-button'
import { CallToAction } from '@/components/sections/call-to-action'
import { ComparisonCards } from '@/components/sections/comparison-cards'
import { FeatureCard } from '@/components/sections/feature-card'
import { PageHero } from '@/components/sections/page-hero'
import { CallButton } from '@/components/actions/call-button'
import { Button } from '@/components/ui/button'
import type { BenefitsLandingPage } from '@/content/types'
import { paths } from '@/lib/paths'

/** The spec's first landing layout: benefits, prose, challenges versus results, closing block. */
export function LandingBenefitsLayout({
  page,
  badge,
}: {
  page: BenefitsLandingPage
  badge: string
}) {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} badge={badge}>
        <EstimateButton variant="accent" size="lg" />
      </PageHero>
      <section aria-label="Benefits" className="mx-auto max-w-7xl px-4 py-16">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.benefits.map((benefit) => (
            <FeatureCard key={benefit.title} feature={benefit} as="h2" />
          ))}
        </div>
      </section>
      <section aria-label="About this service" className="bg-earth-50">
        <div className="mx-auto max-w-3xl space-y-5 px-4 py-16 text-lg leading-relaxed text-stone-800">
          {page.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section aria-label="Before and after" className="mx-auto max-w-5xl px-4 py-16">
        <ComparisonCards before={page.challenges} after={page.results} />
      </section>
      <CallToAction title={page.closing.heading} text={page.closing.text}>
        <CallButton label="Call" size="lg" />
        <Button asChild variant="inverse" size="lg">
          <Link to={paths.home}>
            <ArrowLeft className="size-5" aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <Link to={paths.services}>
            View All Services
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </Button>
      </CallToAction>
    </>
  )
}
