import { formatList } from '@/lib/format-list'
import { spellNumber } from '@/lib/spell-number'
import { serviceName } from '@shared/service-catalogue'
import { business } from './business'
import {
  landingCities,
  landingPath,
  landingServices,
  type LandingServiceSlug,
} from './landing-catalog'
import type {
  ClosingCopy,
  FeatureBlockCopy,
  HeadingCopy,
  HeroCopy,
  PageHeadCopy,
} from './page-copy'
import type { ServiceSection } from './types'

type ServedArea = (typeof business.areasServed)[number]

/**
 * A section's areas: the spec's main cities, which are the cities with landing pages, then the
 * section's own, in one list ('…, El Dorado Hills, Lincoln and Rancho Cordova').
 */
function mainCitiesAnd(...areas: ServedArea[]) {
  return formatList([...landingCities.map((city) => city.name), ...areas])
}

const mainCities = mainCitiesAnd()

/** What the sections of /services say besides their titles. */
const sectionDetails = [
  {
    id: 'lawn-maintenance',
    icon: 'sprout',
    shortDescription:
      'Weekly or every-other-week mowing, edging and feeding that keeps your lawn thick and green through valley summers.',
    features: [
      'Mowing at the right height for fescue, Bermuda and St. Augustine lawns',
      'Edging along walks, driveways and beds on every visit',
      'Seasonal fertilization and pre-emergent weed control',
      'Core aeration and overseeding in fall',
      'Clippings blown off all paved surfaces',
    ],
    areas: `${mainCities}, plus Elk Grove, Citrus Heights and Natomas`,
  },
  {
    id: 'sod-installation',
    icon: 'leaf',
    shortDescription:
      'A finished lawn in a day: we strip the old turf, prepare the soil and lay fresh, locally grown sod.',
    features: [
      'Removal of old grass, weeds and roots',
      'Soil amendment and fine grading for drainage',
      'Sod varieties chosen for sun, shade and foot traffic',
      'Sprinkler check and adjustment before the sod goes down',
      'Written watering schedule for the first four weeks',
    ],
    areas: mainCitiesAnd('Lincoln', 'Rancho Cordova'),
  },
  {
    id: 'artificial-turf',
    icon: 'sparkles',
    shortDescription: `Green all year with no mowing and ${business.droughtWaterSavings} less outdoor water use than a grass lawn.`,
    features: [
      'Excavation and a compacted, free-draining base',
      'Pet-friendly turf with antimicrobial infill',
      'Putting greens and play areas',
      'Seams and edges secured so nothing lifts or shows',
      'Help with local turf-replacement rebate paperwork',
    ],
    areas: mainCitiesAnd('Elk Grove', 'Antelope'),
  },
  {
    id: 'irrigation-sprinklers',
    icon: 'droplets',
    shortDescription:
      'Sprinkler and drip systems that water evenly, stay within local watering rules and do not waste a drop.',
    features: [
      'Leak, broken-head and low-pressure repairs',
      'Drip conversions for beds, shrubs and trees',
      'Smart, weather-based controller installation',
      'Valve and backflow troubleshooting',
      'Seasonal start-up and winter shut-down',
    ],
    areas: `All ${business.areasServed.length} cities we serve, from Lincoln to Rancho Cordova`,
  },
  {
    id: 'landscape-design',
    icon: 'ruler',
    shortDescription:
      'A plan drawn for your yard, your budget and Sacramento’s climate, then built by the same team.',
    features: [
      'On-site consultation and measurements',
      'Drought-tolerant and California-native planting plans',
      'Layouts for patios, paths, lighting and play space',
      'Plant lists matched to sun, shade and soil',
      'Installation phased to fit your budget',
    ],
    areas: mainCities,
  },
  {
    id: 'tree-trimming',
    icon: 'trees',
    shortDescription:
      'Pruning to ISA standards that keeps trees healthy, safe and clear of roofs, lines and walkways.',
    features: [
      'Crown thinning, raising and deadwood removal',
      'Work led by certified arborists',
      'Storm damage clean-up',
      'Stump grinding and tree removal where needed',
      'Chipping and hauling of all debris',
    ],
    areas: mainCitiesAnd('Citrus Heights', 'North Highlands'),
  },
  {
    id: 'cleanups-hauling',
    icon: 'truck',
    shortDescription:
      'One-time or seasonal cleanups that clear leaves, overgrowth and green waste, hauled away the same day.',
    features: [
      'Spring and fall cleanups',
      'Overgrown yard recovery',
      'Leaf removal and gutter-line clearing',
      'Move-in and move-out cleanups for rentals',
      'Green waste and debris hauled and recycled',
    ],
    areas: `All ${business.areasServed.length} cities we serve`,
  },
  {
    id: 'hardscaping',
    icon: 'hammer',
    shortDescription:
      'Patios, walkways, retaining walls and borders built on a proper base so they stay level for years.',
    features: [
      'Paver and flagstone patios',
      'Walkways and stepping-stone paths',
      'Retaining walls and raised beds',
      'Decorative rock, gravel and dry creek beds',
      'Concrete and paver edging',
    ],
    areas: mainCitiesAnd('Lincoln'),
  },
  {
    id: 'commercial-landscaping',
    icon: 'calendar',
    shortDescription:
      'Dependable grounds care for offices, retail centers, HOAs and rental properties on a set schedule.',
    features: [
      'Scheduled maintenance contracts',
      'HOA common areas and entrances',
      'Irrigation audits that lower water bills',
      'Seasonal color and mulching',
      'One point of contact and clear monthly reports',
    ],
    areas: `Greater Sacramento, including Natomas, Rancho Cordova and Elk Grove`,
  },
] satisfies Omit<ServiceSection, 'title'>[]

/**
 * The nine collapsible sections of /services, in the spec's order: a section's id is its
 * service's key in the catalogue, and its title the catalogue's name for it.
 */
export const serviceSections: ServiceSection[] = sectionDetails.map((section) => ({
  ...section,
  title: serviceName(section.id),
}))

/**
 * The landing services each /services section covers, in every landing city: artificial turf
 * is sold as drought-tolerant landscaping; hardscaping and commercial work have no landing pages.
 */
const sectionLandingServices = {
  'lawn-maintenance': ['lawn-care'],
  'sod-installation': ['sod-installation'],
  'artificial-turf': ['drought-tolerant-landscaping'],
  'irrigation-sprinklers': ['irrigation-repair'],
  'landscape-design': ['landscape-design', 'garden-bed-installation'],
  'tree-trimming': ['tree-trimming', 'hedge-trimming'],
  'cleanups-hauling': ['yard-cleanup', 'seasonal-yard-cleanup'],
  hardscaping: [],
  'commercial-landscaping': [],
} satisfies Record<ServiceSection['id'], LandingServiceSlug[]>

/** A section's links to its landing pages: one row per landing service, one link per city. */
export function sectionCityLinks(id: ServiceSection['id']) {
  const slugs: readonly LandingServiceSlug[] = sectionLandingServices[id]
  return landingServices
    .filter((service) => slugs.includes(service.slug))
    .map((service) => ({
      label: `${service.name} in`,
      links: landingCities.map((city) => ({
        to: landingPath(city.slug, service.slug),
        text: city.name,
        hiddenBefore: `${service.name} in`,
      })),
    }))
}

export const servicesPage = {
  head: {
    title: 'Landscaping Services in Sacramento',
    description:
      'Lawn care, sod, artificial turf, irrigation, design, tree trimming, cleanups, hardscaping and commercial care across the Sacramento region. Free estimates.',
  },
  hero: {
    title: 'Our Landscaping Services',
    intro: `${spellNumber(serviceSections.length, { atSentenceStart: true })} services from one family-owned team with ${business.yearsExperience} years in the Sacramento region. Open any service to see what it includes and where we offer it.`,
  },
  sections: {
    title: 'What We Do',
    intro: 'Open as many services as you like to compare them.',
  },
  sectionLabels: {
    features: 'What’s included',
    areas: 'Service areas',
    quote: 'Get Quote for This Service',
  },
  whyChoose: {
    title: `Why Choose ${business.name}`,
    intro:
      'Homeowners pick us for the same reasons they keep us: we show up, we do it right, and we stand behind it.',
    features: [
      {
        icon: 'shield',
        title: business.license.note,
        text: 'Fully licensed and insured, so your home and our crew are covered on every job.',
      },
      {
        icon: 'award',
        title: `${business.yearsExperience} Years of Experience`,
        text: `Serving Sacramento homeowners since ${business.foundedYear}, through droughts, floods and heat waves.`,
      },
      {
        icon: 'heart',
        title: 'Family-Owned',
        text: 'You talk to the owner, not a call center, and the same crew comes back each visit.',
      },
      {
        icon: 'thumbs-up',
        title: `${business.satisfaction} Satisfaction Guarantee`,
        text: 'If something is not right, we come back and fix it at no extra charge.',
      },
    ],
  },
  closing: {
    title: 'Ready to Start Your Project?',
    text: 'Tell us about your yard and we will give you a free, no-obligation estimate.',
  },
  galleryLink: 'View Our Work',
} satisfies {
  head: PageHeadCopy
  hero: HeroCopy
  sections: HeadingCopy
  sectionLabels: Record<'features' | 'areas' | 'quote', string>
  whyChoose: FeatureBlockCopy
  closing: ClosingCopy
  galleryLink: string
}
