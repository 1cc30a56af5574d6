import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'drought-tolerant-landscaping',
  layout: 'process',
  description: `Drought-tolerant landscaping in Roseville: lawn swapped for natives, drip and mulch, cutting outdoor water use by ${business.droughtWaterSavings}. HOA-ready plans, free estimates.`,
  heading: 'Water-Wise, Drought-Tolerant Landscaping in Roseville',
  intro: `Trading lawn for climate-suited plants and drip can cut a Roseville yard's outdoor water use by ${business.droughtWaterSavings}, and the result is a garden full of color, texture and life.`,
  whyChoose: [
    {
      icon: 'droplets',
      title: 'Real water savings',
      text: `Replacing turf with grouped, drip-irrigated plantings can reduce outdoor watering by ${business.droughtWaterSavings}.`,
    },
    {
      icon: 'flower',
      title: 'Never just rocks',
      text: 'We plant generously with natives, Mediterranean shrubs and grasses, so the yard looks full rather than bare.',
    },
    {
      icon: 'home',
      title: 'Plans for HOA review',
      text: 'California law limits how far an HOA can ban water-wise landscaping, but associations can still review designs. We prepare the plans for that review.',
    },
  ],
  process: {
    heading: 'How we convert a Roseville yard',
    paragraphs: [
      'First the lawn comes out, either stripped or, where time allows, sheet-mulched, and we make sure Bermuda and other persistent grasses are dealt with. Spray heads that used to water the grass get capped or swapped for drip fittings, and new tubing goes in with emitters sized to each plant and zoned by water need.',
      'Planting is designed for Roseville conditions: full sun, reflected heat off stucco and fences, and clay over hardpan. Blue oak, western redbud and manzanita get by on very little summer water. Beneath them go ceanothus, coffeeberry, deer grass, sages, yarrow and buckwheat, with boulders and a dry creek bed that guides winter runoff toward the street. Two to three inches of mulch finish the job, holding moisture and blocking weeds.',
      'The City of Roseville has offered turf-conversion rebates at various times. We check what is available with you before removing anything, since such programs usually need approval in advance, and we never count a rebate into our price.',
    ],
  },
  problems: {
    heading: 'The trouble with thirsty turf',
    points: [
      'Grass that needs water several times a week all summer',
      'Runoff from clay and hardpan into the street',
      'Weekly mowing, feeding and weeding for a lawn you rarely use',
      'Brown patches as soon as restrictions come in',
    ],
  },
  professional: {
    heading: 'What the switch delivers',
    points: [
      `Outdoor water use cut by ${business.droughtWaterSavings}`,
      'Blooms and pollinators from spring into fall',
      'Drip irrigation that puts water at the roots',
      'Upkeep a handful of times a year',
    ],
  },
  closing: {
    heading: 'See what your yard could become',
    text: `Book a free estimate: we tour the lot with you, suggest plants and explain what the conversion involves. We are licensed and insured, with ${business.yearsExperience} years of landscapes in the Roseville area.`,
    actionLabel: 'Plan Your Water-Wise Yard',
  },
} satisfies LandingPage
