// What the owner must still replace before the site goes live. Nothing here shows to visitors
// as a placeholder (a missing license number hides the footer's license line); `npm run build`
// prints this list as a warning instead.
import { business } from './business'

/** The facts of business.ts that the owner must replace. */
interface BusinessFacts {
  legalName: string
  phone: { display: string }
  email: { display: string }
  siteUrl: string
  googleReviewUrl: string
  license: { number?: string }
  testimonialsAreSamples: boolean
}

/** One line per fact still unset, saying where to set it; empty when the site is ready. */
export function unsetPlaceholders(facts: BusinessFacts = business): string[] {
  const unset: string[] = []
  const where = 'src/content/business.ts'
  if (/placeholder/i.test(facts.legalName))
    unset.push(`legal name '${facts.legalName}' (${where}, legalName)`)
  // 555-0100 to 555-0199 are reserved for fiction: no one answers them.
  if (/555-01\d\d$/.test(facts.phone.display))
    unset.push(`phone ${facts.phone.display}, a fictional number (${where}, phoneDigits)`)
  if (/@example\.(com|org|net)$/.test(facts.email.display))
    unset.push(`e-mail ${facts.email.display} (${where}, email)`)
  if (/(^|\.)example\.(com|org|net)$/.test(new URL(facts.siteUrl).hostname))
    unset.push(
      `site address ${facts.siteUrl}, used by canonical links, the sitemap and structured data (${where}, siteUrl)`,
    )
  if (/REPLACE-WITH|placeholder|example\.(com|org|net)/i.test(facts.googleReviewUrl))
    unset.push(
      `Google review page ${facts.googleReviewUrl}, mailed by 'Ask for a review' (supabase/functions/_shared/office.ts, googleReviewUrl)`,
    )
  if (!facts.license.number)
    unset.push(
      `CSLB license number: the footer shows no license line until it is set (${where}, license.number)`,
    )
  if (facts.testimonialsAreSamples)
    unset.push(
      `testimonials: samples, not customers' words (src/content/home.ts and about.ts; then ${where}, testimonialsAreSamples)`,
    )
  return unset
}
