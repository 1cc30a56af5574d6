import { business } from './business'

/** Words the two landing layouts share; each page's own copy is in landing-pages/. */
export const landingLayoutCopy = {
  badge: `Free Estimates · ${business.yearsExperience} Years · ${business.license.note}`,
  estimateLabel: 'Get Free Estimate',
  callLabel: 'Call',
  backHome: 'Back to Home',
  allServices: 'View All Services',
  /** Headings that screen-reader users navigate by; the design shows the cards instead. */
  hiddenHeadings: {
    benefits: 'Why choose us',
    story: 'About this service',
    comparison: 'Before and after',
    problems: 'Common problems and how we solve them',
  },
  moreServicesIn: (city: string) => `More services in ${city}`,
  serviceElsewhere: (service: string) => `${service} in nearby cities`,
}
