import { LandingBenefitsLayout } from '@/components/sections/landing-benefits-layout'
import { LandingProcessLayout } from '@/components/sections/landing-process-layout'
import { LandingRelatedLinks } from '@/components/sections/landing-related-links'
import type { LandingPageRef } from '@/content/landing-pages'
import type { LandingPage as LandingPageContent } from '@/content/types'

export interface LandingPageProps {
  landingPage: LandingPageRef
  content: LandingPageContent
}

/** A service-by-city page; its content module says which of the two layouts it uses. */
export default function LandingPage({ landingPage, content: page }: LandingPageProps) {
  const related = <LandingRelatedLinks current={landingPage} />
  const estimatePrefill = { service: landingPage.service.key, city: landingPage.city.name }
  return page.layout === 'benefits' ? (
    <LandingBenefitsLayout page={page} estimatePrefill={estimatePrefill}>
      {related}
    </LandingBenefitsLayout>
  ) : (
    <LandingProcessLayout page={page} estimatePrefill={estimatePrefill}>
      {related}
    </LandingProcessLayout>
  )
}
