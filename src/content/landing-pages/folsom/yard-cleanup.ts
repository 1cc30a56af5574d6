import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'yard-cleanup',
  layout: 'benefits',
  description:
    'Folsom yard cleanup for overgrown lots, rental turnovers and homes about to be listed: weeds dug out, shrubs cut back, every load hauled off. Free quote.',
  heading: 'Yard Cleanup in Folsom, CA',
  intro:
    'Overgrown yards, rental turnovers and pre-sale tidy-ups handled in one visit, with every bit of debris hauled away. Folsom estimates are free.',
  benefits: [
    {
      icon: 'truck',
      title: 'Full Haul-Away',
      text: 'Brush, clippings, old mulch, broken patio furniture and the pile behind the shed all go on our truck, not out to your curb.',
    },
    {
      icon: 'home',
      title: 'Ready for Listing Photos',
      text: 'Selling your home? We can prepare the yard before photos and open houses: lawn edged, beds weeded, fresh mulch down and the walkway swept.',
    },
    {
      icon: 'shovel',
      title: 'Weeds Out by the Root',
      text: 'We pull and dig weeds rather than just mowing them down, so Bermuda, spurge and puncture vine do not bounce back within a week.',
    },
    {
      icon: 'users',
      title: 'A Full Crew on Site',
      text: `Several people working at once finish big jobs fast. Our family-owned company has ${business.yearsExperience} years of experience and stands behind the result.`,
    },
  ],
  paragraphs: [
    'Yards in Folsom get away from people for all sorts of reasons: a long trip, a tenant who moved out, a new baby, or a busy spring when everything grew at once. Whatever the cause, the mix here is usually similar: puncture vine in the driveway cracks, Bermuda grass through the beds, rose canes and oleanders over the path, and a heap of dried prunings nobody had time to take away.',
    'Some properties need more. Lots in the American River Canyon neighborhoods and along the Humbug-Willow Creek trail often border open space, where dry grass should come down before fire season. Older homes near Natoma Street can have years of leaf litter packed under shrubs. Whatever we find, it leaves with us, and green waste goes to recycling.',
  ],
  challenges: {
    heading: 'What We Clear Out',
    points: [
      'Knee-high weeds and puncture vine in every crack',
      'Shrubs and vines swallowing windows and fences',
      'Leaf litter and junk stacked in side yards',
      'Dry grass against fences that border open space',
    ],
  },
  results: {
    heading: 'What You See Afterward',
    points: [
      'Clean beds, edged lawn and swept paths',
      'Shrubs cut back from the house and walkways',
      'A firebreak of short, clean ground at the property line',
      'Nothing left behind but a tidy yard',
    ],
  },
  closing: {
    heading: 'One Visit Clears the Yard',
    text: 'Show us the yard in person or in photos, and we will give you a free quote for the whole cleanup, hauling included. If you want it kept that way, ask about regular maintenance afterward.',
  },
} satisfies LandingPage
