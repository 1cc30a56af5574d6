import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'yard-cleanup',
  layout: 'process',
  description:
    'Roseville yard cleanup: overgrown beds cleared, foxtails and dry grass cut, debris and green waste hauled for homes, rentals and move-outs. Free estimates.',
  heading: 'Yard Cleanup & Debris Removal in Roseville',
  intro:
    'An overgrown side yard, a rental between tenants, or a backyard that got away from you over a busy summer: we clear it, haul it and leave it ready for whatever comes next.',
  whyChoose: [
    {
      icon: 'truck',
      title: 'We haul it all',
      text: 'Prunings, dead shrubs, old bark and yard debris go on our truck, so your green waste cart is not full for a month.',
    },
    {
      icon: 'clock',
      title: 'Quick turnaround',
      text: 'Most single-family yards are cleared in a day; bigger lots and open-space edges can take two.',
    },
    {
      icon: 'home',
      title: 'HOA letter? Handled.',
      text: 'If your association has sent a notice about weeds or overgrowth, we focus on what it lists and work to its deadline.',
    },
  ],
  process: {
    heading: 'How a cleanup day runs',
    paragraphs: [
      'We walk the yard with you first and flag anything to keep: a favorite rose, a young tree, a bed you plan to replant. Then the crew works from the outside in. Fence lines are cleared, foxtails and dry grass cut down, overgrown shrubs cut back or removed, and weeds pulled or cut at the base. In West Roseville, where many backyards border open space, we give the back fence extra attention, since dry grass there is both a fire worry and an HOA one.',
      'Next, beds are raked and edged, leaves cleared from behind the AC unit and along the side yards, and the patio and walks blown clean. Everything goes into our truck. If you like, we finish with a fresh layer of bark so the yard stays tidy and weeds are slower to return.',
    ],
  },
  problems: {
    heading: 'What we usually find',
    points: [
      'Foxtails and yellow starthistle along the back fence',
      'Shrubs grown over windows, walks and the side gate',
      'Piles of prunings and bagged leaves nobody hauled',
      'Weeds in the gravel and between patio pavers',
    ],
  },
  professional: {
    heading: 'What we leave you',
    points: [
      'A clear, safe fence line',
      'Shrubs cut back to a manageable size',
      'Every pile gone the same day',
      'Clean beds, patio and walkways',
    ],
  },
  closing: {
    heading: 'Reclaim your yard',
    text: `Send us photos or book a visit for a free estimate. We are licensed, insured and family-owned, with ${business.yearsExperience} years of cleanups behind us.`,
    actionLabel: 'Book a Yard Cleanup',
  },
} satisfies LandingPage
