import { LandingBenefitsLayout } from '@/components/sections/landing-benefits-layout'
import { LandingProcessLayout } from '@/components/sections/landing-process-layout'
import { PageMeta } from '@/components/seo/page-meta'
import { business } from '@/content/business'
import type { LandingPageRef } from '@/content/landing-pages'
import type { LandingPage as LandingPageContent } from '@/content/types'

/** A service-by-city page; its content module says which of the two layouts it uses. */
interface LandingPageProps {
  landingPage: LandingPageRef
  content: LandingPageContent
}

export default function LandingPage({ landingPage, content: page }: LandingPageProps) {
  const badge = `Free Estimates · ${business.yearsExperience} Years · ${business.license.note}`
  return (
    <>
      <PageMeta
        title={`${landingPage.service.name} in ${landingPage.city.name}, CA`}
        description={page.description}
      />
      {page.layout === 'benefits' ? (
        <LandingBenefitsLayout page={page} badge={badge} />
      ) : (
        <LandingProcessLayout page={page} badge={badge} />
      )}
    </>
  )
}
