import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'seasonal-yard-cleanup',
  layout: 'benefits',
  description:
    'Spring and fall cleanups for Roseville yards: leaf drop, storm debris, cut-backs, weeding before summer and fresh mulch, all debris hauled. Free estimates.',
  heading: 'Seasonal Yard Cleanup in Roseville, CA',
  intro:
    'Roseville yards have two busy seasons: spring, when everything grows at once, and fall, when pistache, ash and sweetgum let go of their leaves. We handle both, plus tidy-ups after winter storms.',
  benefits: [
    {
      icon: 'sprout',
      title: 'A spring reset',
      text: 'Weeds pulled before they seed, beds edged, winter damage pruned, fresh bark spread and sprinklers checked before the heat.',
    },
    {
      icon: 'leaf',
      title: 'Fall leaf clearing',
      text: 'Leaves cleared from lawns, beds, rock areas and patios, where they clog drains and smother plants if left.',
    },
    {
      icon: 'shield',
      title: 'Ready for fire season',
      text: 'Dry grass, dead shrubs and debris cleared from fences and the house before summer, especially on lots that back onto open space.',
    },
    {
      icon: 'calendar',
      title: 'On your schedule',
      text: 'One visit, two a year or four: we remind you when the next cleanup is due.',
    },
  ],
  paragraphs: [
    'Fall in Roseville is colorful and messy. Chinese pistache turns scarlet and orange in November, sweetgum and ash follow, and by December leaves have drifted into every bed and rock garden. We rake, blow and vacuum them out, cut back spent perennials and pull summer annuals. Leaves from healthy trees can be shredded and returned to the beds as mulch if you like; the rest leaves on our truck.',
    "Spring work starts in March, when weeds explode after the winter rains, and getting them out before they flower saves months of effort. We edge beds, spread fresh mulch, and run the sprinklers zone by zone so leaks turn up before the first 100-degree day. In neighborhoods that back onto Roseville's open-space preserves, we also cut the dry grass along the rear fence, a common HOA request and a sensible fire precaution.",
  ],
  challenges: {
    heading: 'Without a seasonal cleanup',
    points: [
      'Leaf drifts trapped in rock beds and drains',
      'Spring weeds going to seed across the yard',
      'Dry grass against the fence as fire season starts',
      'Sprinkler leaks discovered only when plants die',
    ],
  },
  results: {
    heading: 'With one on the calendar',
    points: [
      'Clean beds and hardscape after leaf drop',
      'The weed cycle broken before it starts',
      'A cleared strip along the open space',
      'Irrigation checked before summer',
    ],
  },
  closing: {
    heading: 'Plan your next cleanup',
    text: `Tell us which season you need, or all of them, and we will give you a free estimate. Our family-owned crew has looked after Roseville homes for ${business.yearsExperience} years.`,
  },
} satisfies LandingPage
