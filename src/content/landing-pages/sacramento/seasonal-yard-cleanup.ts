import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'seasonal-yard-cleanup',
  layout: 'process',
  description:
    'Seasonal cleanups for Sacramento yards: fall leaves under big street trees, dormant winter pruning, spring weeding and fresh mulch. Free estimates.',
  heading: 'Seasonal Yard Cleanup in Sacramento',
  intro:
    'Sacramento yards change with the seasons, and so does the work. We time cleanups around leaf drop, winter rain and the spring growth spurt, so each one lands when it helps most.',
  whyChoose: [
    {
      icon: 'leaf',
      title: 'Leaf season covered',
      text: 'Sycamores, elms and ginkgos can keep dropping from November into January. We clear lawns, beds and hardscape as often as the trees demand.',
    },
    {
      icon: 'calendar',
      title: 'Booked once, done each season',
      text: 'Sign up for the year and we come back every quarter, or book a single visit when you need one.',
    },
    {
      icon: 'recycle',
      title: 'Nothing left behind',
      text: 'Leaves, prunings and spent annuals are hauled away, and clean green waste is recycled.',
    },
  ],
  process: {
    heading: "What each season's visit covers",
    paragraphs: [
      'Fall, late October to December: leaves raked and blown from lawns and beds, perennials cut back, summer annuals pulled, and a final mow before the grass slows down. Under the big canopies of the Fabulous Forties and Land Park that can take more than one pass, and we plan for it.',
      'Winter, January and February: dormant pruning of roses, fruit trees and deciduous shrubs, storm debris cleared, and drains and downspout outlets checked so rain can move off clay soil. Spring, March and April: weeds pulled before they seed, beds edged, fresh mulch spread, and sprinklers tested ahead of the first hot week.',
      'Early summer is optional: spent spring blooms deadheaded, dry grass cut down along the fences, and a check that nothing is going thirsty as the heat builds.',
    ],
  },
  problems: {
    heading: 'When cleanups get skipped',
    points: [
      'Wet leaf mats that smother lawns and rot perennial crowns',
      'Clogged drains and puddles on clay after winter storms',
      'Spring weeds that set seed and return twice as thick',
      'Rose and fruit-tree pruning missed for another year',
    ],
  },
  professional: {
    heading: 'With a seasonal plan',
    points: [
      'Each task done in its proper window',
      'A yard that looks cared for in every month',
      'Healthier lawns and beds heading into summer',
      'One crew that knows your yard and your preferences',
    ],
  },
  closing: {
    heading: 'Pick a season, or all four',
    text: `We will walk the property, suggest which visits you need and give you a free estimate for each. Licensed, insured and working in Sacramento for ${business.yearsExperience} years.`,
    actionLabel: 'Schedule a Seasonal Cleanup',
  },
} satisfies LandingPage
