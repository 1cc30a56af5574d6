import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'sod-installation',
  layout: 'benefits',
  description:
    'New sod lawns in Roseville: old turf stripped, hardpan broken up, soil amended and graded, sprinklers adjusted, then rolled and watered in. Free estimates.',
  heading: 'Sod Installation in Roseville, CA',
  intro:
    'A new lawn should root in and stay green, not curl up at the corners after the first hot week. In Roseville, that comes down to getting through the hardpan and getting the water right.',
  benefits: [
    {
      icon: 'shovel',
      title: 'Hardpan broken up',
      text: 'Where a cemented layer sits shallow, we rip or till deeper and add compost so roots and water can get down.',
    },
    {
      icon: 'sprout',
      title: 'Fresh-cut sod',
      text: 'Sod is cut at the farm and laid the day it arrives, before it can heat up on the pallet.',
    },
    {
      icon: 'droplets',
      title: 'Sprinklers tuned first',
      text: 'Before a single roll goes down, we raise, re-aim and test each head, so every corner of the new lawn gets water.',
    },
    {
      icon: 'ruler',
      title: 'Graded to drain',
      text: 'A smooth surface that falls away from the house, with no low spots for water to collect.',
    },
  ],
  paragraphs: [
    'Many Roseville yards were graded by a builder with heavy equipment, leaving compacted subsoil under a thin skim of topsoil. Lay sod straight onto that and the roots stay shallow, the lawn wilts by afternoon, and the edges brown along the sidewalk. We strip the old lawn, loosen the ground, and work compost into the top few inches. Where hardpan is close to the surface, we break it up as far as is practical and plan sprinkler run times around it.',
    'Tall fescue is the usual choice for Roseville family lawns: green most of the year and tolerant of some shade. For hot, full-sun yards that take a lot of play, hybrid Bermuda is tougher, though it goes dormant and tan in winter. We talk through the trade-offs with you. Fall, from late September into November, is the best time to install here, and spring works well too. Before we leave, you get a printed plan for watering through the rooting weeks.',
  ],
  challenges: {
    heading: 'The old lawn',
    points: [
      'Patchy turf full of crabgrass and clover',
      'Compacted, shallow soil over hardpan',
      'Low spots where water pools after storms',
      'Sprinklers that miss the corners',
    ],
  },
  results: {
    heading: 'The new lawn',
    points: [
      'An even, dense lawn from the first day',
      'Roots reaching down into loosened soil',
      'A level surface that drains properly',
      'Full coverage from adjusted heads',
    ],
  },
  closing: {
    heading: 'Get a quote for new sod',
    text: `We will measure the lawn, check the soil and sprinklers, and give you a free estimate. Family-owned and licensed, with ${business.yearsExperience} years of lawns installed across Placer and Sacramento counties.`,
  },
} satisfies LandingPage
