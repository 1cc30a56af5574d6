import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'seasonal-yard-cleanup',
  layout: 'benefits',
  description:
    'Seasonal yard cleanup in El Dorado Hills, estimated free: oak and pistache leaves in fall, storm debris in winter, dry grass cleared before fire season.',
  heading: 'Seasonal Yard Cleanup in El Dorado Hills, CA',
  intro:
    'Every season in the foothills leaves something behind. We schedule cleanups around the calendar, so the yard never gets away from you.',
  benefits: [
    {
      icon: 'leaf',
      title: 'Fall Leaf Removal',
      text: 'Oaks, pistache and sweetgum keep shedding well into December, and wet leaves smother lawns and clog drains. We rake, blow and haul them all.',
    },
    {
      icon: 'sprout',
      title: 'Spring Cutback and Weeding',
      text: 'Ornamental grasses and perennials are cut back for fresh growth, and weeds are pulled before they scatter seed across the beds.',
    },
    {
      icon: 'sun',
      title: 'Fire-Season Prep',
      text: 'Before the hills turn gold we mow dry grass, clear needles and litter near the house and thin brush, in line with defensible-space guidelines.',
    },
    {
      icon: 'droplets',
      title: 'Winter Storm Recovery',
      text: 'Wind and rain bring down pine cones, broken limbs and mud on patios. A visit after a big storm puts everything back in order.',
    },
  ],
  paragraphs: [
    'Homes in El Dorado Hills sit among large trees and open hillsides, so debris piles up faster than in a typical valley subdivision. Gray pines drop heavy cones and needles, live oaks shed old leaves in spring, and wild grasses that were green in March are tinder by June. A cleanup at the turn of each season keeps beds healthy, drains flowing and the property in step with HOA expectations.',
    'Book a single visit or a set of four a year, timed to your yard. Each one covers raking and blowing, weeding, cutting back spent perennials, a neat lawn edge and removal of all green waste, which is recycled whenever the material allows.',
  ],
  challenges: {
    heading: 'When the Seasons Pile Up',
    points: [
      'Wet leaf mats smothering lawn and groundcover through winter',
      'Needles and leaves drifting against the house and fences',
      'Tall dry grass on the back slope as fire season begins',
      'Spring weeds seeding into every bed before anyone notices',
    ],
  },
  results: {
    heading: 'With Seasonal Visits',
    points: [
      'Lawns that come out of winter green, not yellow and matted',
      'Clear ground around the home before the hottest months',
      'Beds cut back and weeded in time for spring growth',
      'A yard that stays guest-ready all year',
    ],
  },
  closing: {
    heading: 'Put Your Yard on a Schedule',
    text: `Tell us which seasons matter most and we will build a plan around them. Estimates are free, and we have cared for local yards for ${business.yearsExperience} years.`,
  },
} satisfies LandingPage
