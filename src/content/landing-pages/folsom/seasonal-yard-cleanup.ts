import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'seasonal-yard-cleanup',
  layout: 'process',
  description:
    'Seasonal yard cleanup in Folsom: late-fall leaf clearing, winter cutbacks and spring foxtail and dry-weed removal along greenbelts. Free estimate.',
  heading: 'Seasonal Yard Cleanup in Folsom, CA',
  intro:
    'Spring, summer and fall cleanups that keep Folsom yards tidy, healthy and safer in fire season. Book one visit or a yearly schedule, with a free estimate either way.',
  whyChoose: [
    {
      icon: 'calendar',
      title: 'Three Seasons, One Plan',
      text: 'We schedule cleanups around what your yard needs: leaf drop in late fall, cutbacks in late winter, and dry-weed removal before summer.',
    },
    {
      icon: 'recycle',
      title: 'Everything Hauled and Recycled',
      text: 'Leaves, clippings and branches go to green-waste recycling, leaving your carts free for everyday household use.',
    },
    {
      icon: 'heart',
      title: 'A Crew That Cares',
      text: `We are a family-owned company with ${business.yearsExperience} years of experience. We treat your garden with care and guarantee you will be satisfied.`,
    },
  ],
  process: {
    heading: 'What We Do Each Season',
    paragraphs: [
      'In late fall, Folsom yards fill with leaves from valley oaks, Chinese pistache, liquidambar and the big sycamores near the river. We clear lawns and beds, pull leaves out from under shrubs and along fences, cut back spent perennials, and leave beds clean and mulched for winter.',
      'Late winter is the moment to cut back ornamental grasses and salvias, prune roses, and tidy up after storms. By April, wild oats and foxtails in side yards and along open space are already setting seed, so a spring visit removes them before they dry into fuel.',
      'Many Folsom homes back onto hillsides and greenbelts, from the American River Canyon area to the slopes above Empire Ranch, and a clear strip along the fence matters once fire season arrives. We cut that strip low and rake it clean.',
    ],
  },
  problems: {
    heading: 'Left Alone, Each Season Brings',
    points: [
      'Leaves matted on lawns through the wet months',
      'Ornamental grasses turning brown and shaggy',
      'Foxtails that catch in dog paws and ears',
      'Dry fuel building up against fences and sheds',
      'Storm debris blocking drains and paths',
    ],
  },
  professional: {
    heading: 'With Scheduled Cleanups',
    points: [
      'Lawns and beds that stay clean all year',
      'Plants cut back at the right moment for fresh growth',
      'A safer buffer along hillsides and open space',
      'No green waste left for you to deal with',
    ],
  },
  closing: {
    heading: 'Plan Your Next Cleanup',
    text: 'Tell us which season you need help with, or ask for a yearly plan. We will come by, look over the property, and quote it for free.',
    actionLabel: 'Book a Seasonal Cleanup',
  },
} satisfies LandingPage
