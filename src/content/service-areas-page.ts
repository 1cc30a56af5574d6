import { business } from './business'
import type { PageContent } from './page-copy'

export const serviceAreasPage = {
  head: {
    title: 'Service Areas Around Sacramento',
    description: `${business.name} serves ${business.areasServed.length} cities around Sacramento, from Lincoln and Roseville to Elk Grove and Folsom. Find your city and call for a free quote.`,
  },
  hero: {
    title: 'Areas We Serve',
    intro: `Local crews in ${business.areasServed.length} cities across Sacramento and Placer counties. We know each area's soil, water rules and neighborhoods.`,
  },
  citiesHeading: {
    title: 'Find Your City',
    intro: 'Every city gets the same licensed, insured crews and the same free estimate.',
  },
  labels: {
    popularServices: 'Popular services',
    neighborhoods: 'Neighborhoods we serve',
    /** Followed by the city's name: 'Our services in Folsom'. */
    landingPages: 'Our services in',
    quote: 'Get Quote',
    call: 'Call',
  },
  zipCodes: {
    title: 'ZIP Codes We Serve',
    intro:
      'Look for your ZIP code under your city. Not on the list? Call and ask: we sometimes travel for larger projects.',
  },
  closing: {
    title: "Don't See Your City?",
    text: 'We often work just beyond these areas. Call and ask: if we can serve you well, we will say so, and if not, we will tell you that too.',
  },
} satisfies PageContent
