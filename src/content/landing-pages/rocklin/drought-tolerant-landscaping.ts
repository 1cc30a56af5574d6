import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'drought-tolerant-landscaping',
  layout: 'process',
  description:
    'Drought-tolerant landscaping in Rocklin: lawn swapped for manzanita, salvias and native grasses on drip, with granite boulders and DG paths. Free estimate.',
  heading: 'Drought-Tolerant Landscaping in Rocklin',
  intro: `Replace thirsty turf with native and Mediterranean plantings that can cut outdoor water use by ${business.droughtWaterSavings} and still feel like a garden. Rocklin estimates are free.`,
  whyChoose: [
    {
      icon: 'leaf',
      title: 'Plants That Belong Here',
      text: 'Manzanita, ceanothus, deer grass, salvias, California fuchsia and western redbud thrive in Placer County heat once established and ask little water in summer.',
    },
    {
      icon: 'droplets',
      title: 'Real Water Savings',
      text: 'Low-water beds on drip, grouped by need and covered in mulch, use a fraction of what a sprayed lawn drinks in the same space.',
    },
    {
      icon: 'sparkles',
      title: 'Local Granite, Used Well',
      text: 'Rocklin was built on granite, so boulders, dry creek beds and decomposed granite paths look at home here. We often reuse rock dug up on site.',
    },
  ],
  process: {
    heading: 'How We Convert a Yard',
    paragraphs: [
      'First we decide what goes. Lawn is either cut out or, where time allows, smothered under cardboard and mulch for a few months, which keeps the soil life intact. Existing oaks are protected: no new watering is aimed at their trunks, because summer irrigation near native oaks invites root rot.',
      'Next comes the layout: swales and dry creek beds to slow winter runoff, paths and seating in decomposed granite, and planting pockets grouped by water need. Old spray zones are capped or converted to drip with a filter and pressure regulator, then plants go in during fall so winter rain does most of the establishment work.',
      'Rebate programs often require approval before any lawn comes out, so ask the Placer County Water Agency what is on offer first. We are happy to supply photos and measurements for the application.',
    ],
  },
  problems: {
    heading: 'Where Water Is Wasted Now',
    points: [
      'Spray heads watering sidewalks and fences on every cycle',
      'Lawn on slopes where half the water runs off',
      'Parkway strips that nobody uses but everybody waters',
      'Thirsty shrubs sharing a valve with drought-adapted ones',
    ],
  },
  professional: {
    heading: 'What a Water-Wise Yard Looks Like',
    points: [
      'Color through the year from blooming natives and grasses',
      'Pollinators and birds visiting in every season',
      'A fraction of the mowing, blowing and fertilizing',
      'Drip zones grouped by plant need, on a smart schedule',
    ],
  },
  closing: {
    heading: 'Cut Your Water Bill, Not Your Curb Appeal',
    text: `Our family-owned crew has spent ${business.yearsExperience} years planting for Placer County summers. We will walk the yard, talk through plant palettes and budget, and give you a free written estimate for the conversion.`,
    actionLabel: 'Start Your Water-Wise Yard',
  },
} satisfies LandingPage
