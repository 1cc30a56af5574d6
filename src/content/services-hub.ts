import { formatList } from '@/lib/format-list'
import { spellNumber } from '@/lib/spell-number'
import { business } from './business'
import {
  landingCities,
  landingPath,
  landingServices,
  type LandingPath,
  type LandingServiceSlug,
} from './landing-catalog'
import type { HeadingCopy, HeroCopy, PageHeadCopy } from './page-copy'
import type { IconName } from './types'

/** What each Sacramento service card says; keyed by slug so a missing service is a type error. */
const sacramentoCardCopy = {
  'lawn-care': {
    icon: 'sprout',
    text: 'Weekly mowing, edging and feeding for thick, green lawns.',
  },
  'tree-trimming': {
    icon: 'trees',
    text: 'Pruning to ISA standards for safe, healthy shade trees.',
  },
  'yard-cleanup': { icon: 'truck', text: 'Overgrowth, leaves and debris cleared and hauled away.' },
  'irrigation-repair': {
    icon: 'droplets',
    text: 'Leaks, broken heads and faulty valves found and fixed.',
  },
  'landscape-design': { icon: 'ruler', text: 'Custom plans built for valley heat and clay soil.' },
  'sod-installation': {
    icon: 'leaf',
    text: 'Soil prepared and fresh sod laid for an instant lawn.',
  },
  'drought-tolerant-landscaping': {
    icon: 'sun',
    text: `Water-wise yards that use ${business.droughtWaterSavings} less water.`,
  },
  'seasonal-yard-cleanup': {
    icon: 'calendar',
    text: 'Spring and fall cleanups timed to the seasons.',
  },
  'garden-bed-installation': {
    icon: 'flower',
    text: 'New beds, soil, plants, drip lines and mulch.',
  },
  'hedge-trimming': { icon: 'scissors', text: 'Clean, even hedges shaped without bare spots.' },
} satisfies Record<LandingServiceSlug, { icon: IconName; text: string }>

/** The cities around Sacramento: the hub links to each one's lawn care page. */
const nearbyCities = landingCities.filter((city) => city.slug !== 'sacramento')
const serviceCount = landingServices.length

export interface HubServiceCard {
  to: LandingPath
  title: string
  icon: IconName
  text: string
}

export interface HubCityLink {
  to: LandingPath
  city: string
  label: string
}

export const servicesHubPage = {
  head: {
    title: 'Landscaping Services by City',
    description: `Find landscaping services by city: ${spellNumber(serviceCount)} Sacramento services plus lawn care in ${formatList(nearbyCities.map((city) => city.name))}. Family-owned, free estimates.`,
  },
  hero: {
    // The spec's title joins the last city with '&'.
    title: `Landscaping Services in ${formatList(
      landingCities.map((city) => city.name),
      '&',
    )}`,
    intro: `Choose a service to see how we handle it in your city. Every visit comes from the same family-owned team, ${business.license.note.toLowerCase()}.`,
  },
  sacramento: {
    title: 'Sacramento Landscaping Services',
    intro: `${spellNumber(serviceCount, { atSentenceStart: true })} services for Sacramento homes, from Land Park to Natomas.`,
    linkLabel: 'Learn More',
    cards: landingServices.map((service): HubServiceCard => ({
      to: landingPath('sacramento', service.slug),
      title: `${service.name} in Sacramento`,
      ...sacramentoCardCopy[service.slug],
    })),
  },
  otherCities: {
    title: 'Serving Nearby Cities',
    intro: 'Start with lawn care in your city; each city page links to its other services.',
    links: nearbyCities.map((city): HubCityLink => ({
      to: landingPath(city.slug, 'lawn-care'),
      city: city.name,
      label: `Lawn Care in ${city.name}`,
    })),
  },
  backLabel: 'Back to Home',
} satisfies {
  head: PageHeadCopy
  hero: HeroCopy
  sacramento: HeadingCopy & { linkLabel: string; cards: HubServiceCard[] }
  otherCities: HeadingCopy & { links: HubCityLink[] }
  backLabel: string
}
