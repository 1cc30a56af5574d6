import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'seasonal-yard-cleanup',
  layout: 'benefits',
  description:
    'Seasonal yard cleanup in Rocklin: fall oak leaf removal, storm debris, spring cutbacks and mulch, with green waste hauled away. One visit or a yearly plan.',
  heading: 'Seasonal Yard Cleanup in Rocklin, CA',
  intro:
    "Fall leaf removal, winter storm cleanup and a spring reset, timed to Rocklin's seasons. Choose a single visit or a standing schedule; the estimate is free either way.",
  benefits: [
    {
      icon: 'leaf',
      title: 'Fall Leaf Removal',
      text: 'Oaks, sycamores, liquidambar and Chinese pistache drop heavily from late October into December. We clear lawns, beds and rock mulch so leaves do not smother plants or clog drains.',
    },
    {
      icon: 'sun',
      title: 'Spring Reset',
      text: 'Ornamental grasses cut back, perennials tidied, fresh mulch spread, and the irrigation test-run before the first 90-degree week arrives.',
    },
    {
      icon: 'recycle',
      title: 'Green Waste Handled',
      text: 'Leaves and prunings are loaded and taken away, not stuffed into your cart a little at a time for weeks. Whatever can be composted goes to composting.',
    },
    {
      icon: 'calendar',
      title: 'On Your Calendar',
      text: 'Book one visit, or set up fall, winter and spring cleanups in advance so the yard never falls behind.',
    },
  ],
  paragraphs: [
    'Rocklin sits where the valley floor meets the Sierra foothills, and its yards show both. Leaf drop from native oaks overlaps with the ornamental trees planted along streets in Stanford Ranch and Whitney Ranch, and oak leaves are slow to break down. Left on the grass through the rainy months, they mat down and leave bare patches by March.',
    'Spring brings a second wave: fast-growing grass in the open space behind many lots, seed heads that dry into fire fuel by June, and shrubs pushing new growth across walkways. An April visit keeps that in check. In autumn we also cut back spent summer perennials, lift tired annuals and leave the beds mulched for winter.',
  ],
  challenges: {
    heading: 'Each Season Leaves Behind',
    points: [
      'Wet mats of oak leaves smothering lawns and beds',
      'Storm-broken branches scattered across the yard',
      'Dry weeds piling up near fences by early summer',
      'Overgrown perennials and grasses looking ragged',
    ],
  },
  results: {
    heading: 'After Our Seasonal Visit',
    points: [
      'Clear lawns that green up quickly in spring',
      'Beds cut back, mulched and ready for the months ahead',
      'Less fuel along the back fence line',
      'All debris hauled away the same day',
    ],
  },
  closing: {
    heading: 'Stay Ahead of the Seasons',
    text: `Our family-owned crew brings ${business.yearsExperience} years of experience in Placer County yards. Ask for a free estimate for one cleanup or a season-by-season plan.`,
  },
} satisfies LandingPage
