import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'yard-cleanup',
  layout: 'process',
  description:
    'One-time yard cleanup in El Dorado Hills with a no-cost estimate: overgrowth, dry grass, poison oak and junk cleared and hauled from hillside lots.',
  heading: 'Yard Cleanup and Hauling in El Dorado Hills',
  intro:
    'Whether a rental sat empty all summer or a back slope has gone wild, we bring a full crew, cut the lot back to clean, open ground and haul every load away.',
  whyChoose: [
    {
      icon: 'truck',
      title: 'We Haul It All',
      text: 'Brush, weeds, broken pots, old fencing and green waste leave in our trailers, so no pile sits by the curb waiting for the HOA to notice.',
    },
    {
      icon: 'hammer',
      title: 'Built for Steep Lots',
      text: 'Plenty of back yards here drop away behind a retaining wall, with no gate wide enough for machines. When that happens, we carry debris up the hill by hand.',
    },
    {
      icon: 'clock',
      title: 'Quick Turnaround',
      text: 'Many single-lot cleanups wrap up in one visit, handy when a house lists next week or a tenant arrives Friday.',
    },
  ],
  process: {
    heading: 'From Overgrown to Open Ground',
    paragraphs: [
      'It begins with a walk-through: what stays, what goes, where the sprinkler lines run, and whether a tree needs an arborist rather than a hedge trimmer. You receive a free estimate that spells out the work, line by line.',
      'On cleanup day the crew cuts foxtails and dry annual grass, pulls yellow starthistle before it drops seed, and cuts back the blackberry that creeps up from creek drainages. Poison oak along the back fence is cut and bagged by people in protective gear, never mowed or burned.',
      'To finish, we rake the beds, blow off patios and walks, and haul the green waste to be recycled where possible. Lots bordering open space come out with far less dry fuel near the house, the first step toward defensible space.',
    ],
  },
  problems: {
    heading: 'What an Untended Yard Turns Into',
    points: [
      'Foxtails that work into the paws and ears of pets by early summer',
      'Dry grass and brush heaped against fences, decks and siding',
      'Poison oak and blackberry tangles nobody wants to touch',
      'Cover for rodents and snakes in old clippings and scrap lumber',
      'Listing photos that show weeds before they show the house',
    ],
  },
  professional: {
    heading: 'What You Get From Our Crew',
    points: [
      'Weeds, brush and overgrowth cut low and cleared off the lot',
      'Poison oak removed safely by workers dressed for it',
      'Green waste recycled and junk loads hauled the same day',
      'Clean beds, walks and patios, ready for photos or new tenants',
      'A note on anything needing follow-up, like a leaning tree',
    ],
  },
  closing: {
    heading: 'Get Your Yard Back',
    text: `Send pictures of the mess or book a visit; either way the estimate costs nothing. After ${business.yearsExperience} years of cleanups, very little on a lot surprises us.`,
    actionLabel: 'Book Your Yard Cleanup',
  },
} satisfies LandingPage
