import type { ReactNode } from 'react'
import { EstimateButton } from '@/components/actions/estimate-button'
import type { EstimatePrefill } from '@/components/actions/estimate-request-link'
import { FeatureCard } from '@/components/sections/feature-card'
import { PageHero } from '@/components/sections/page-hero'
import { landingHeroPictures } from '@/content/landing-hero-pictures'
import { landingLayoutCopy as copy } from '@/content/landing-layout'
import type { Feature, LandingPage } from '@/content/types'
import { cn } from '@/lib/cn'

/** What the landing page hands either layout. */
export interface LandingLayoutProps<Page extends LandingPage> {
  page: Page
  /** The page's service and city, which its estimate form starts with. */
  estimatePrefill: EstimatePrefill
  /** Shown before the closing block (related links). */
  children?: ReactNode
}

interface LandingOpeningProps {
  /** The page's H1 and intro, and its service, which picks the picture beside the H1. */
  page: Pick<LandingPage, 'heading' | 'intro' | 'service'>
  /** The page's service and city, which its estimate form starts with. */
  estimatePrefill: EstimatePrefill
  /** The cards under the hero: benefits in one layout, reasons to choose us in the other. */
  features: readonly Feature[]
  /** Anchor of the cards' section, named by its hidden heading. */
  sectionId: string
  gridClassName: string
}

/** What both landing layouts open with: the hero and its estimate button, then a row of cards. */
export function LandingOpening({
  page,
  estimatePrefill,
  features,
  sectionId,
  gridClassName,
}: LandingOpeningProps) {
  return (
    <>
      <PageHero
        title={page.heading}
        intro={page.intro}
        badge={copy.badge}
        picture={landingHeroPictures[page.service]}
      >
        <EstimateButton
          label={copy.estimateLabel}
          variant="accent"
          size="lg"
          prefill={estimatePrefill}
        />
      </PageHero>
      <section aria-labelledby={sectionId} className="content-width py-16">
        <h2 id={sectionId} className="sr-only">
          {copy.hiddenHeadings.benefits}
        </h2>
        <div className={cn('grid gap-6', gridClassName)}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </div>
      </section>
    </>
  )
}
