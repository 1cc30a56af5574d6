import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'landscape-design',
  layout: 'process',
  description:
    'Custom landscape design in Rocklin that works with granite boulders, slopes and native oaks. Scaled plans, HOA-ready drawings and in-house installation.',
  heading: 'Landscape Design for Rocklin Homes',
  intro:
    "Custom yard plans that work with Rocklin's granite, slopes and oaks instead of fighting them. We design it, our own crew builds it, and the first estimate costs you nothing.",
  whyChoose: [
    {
      icon: 'ruler',
      title: 'Plans Drawn to Scale',
      text: 'You receive a measured plan with planting, hardscape, lighting and irrigation laid out, so the quote matches what will actually be built.',
    },
    {
      icon: 'map-pin',
      title: 'Designed for This Ground',
      text: 'Exposed boulders become features, slopes become terraces, and plants are chosen for clay pockets, decomposed granite and 100-degree afternoons.',
    },
    {
      icon: 'users',
      title: 'One Team, Start to Finish',
      text: `The same family-owned company that draws the plan installs it. After ${business.yearsExperience} years in the region, we know what survives here and what looks good for one season and then fails.`,
    },
  ],
  process: {
    heading: 'Our Design Process',
    paragraphs: [
      'We begin at your property, noting sun and shade through the day, how water moves after rain, where the soil turns to rock, and which views from inside the house matter most. You tell us how you want to use the space: entertaining, play, a vegetable corner, privacy from the house behind.',
      'From there we sketch a concept, talk it through with you, then refine it into a final plan with a plant list and materials. Several Rocklin neighborhoods, Whitney Oaks among them, have associations that review front-yard changes; we prepare drawings and plant lists in the form architectural committees usually ask for.',
      'Installation can happen all at once or in phases, starting with grading, drainage and irrigation so the bones are right before anything is planted.',
    ],
  },
  problems: {
    heading: 'Why DIY Yards Often Disappoint',
    points: [
      'Plants sized for the nursery pot, not for ten years of growth',
      'Drainage ignored until water pools against the foundation',
      'Lawn pushed onto slopes that can never be watered evenly',
      'Boulders and rock ledges treated as obstacles instead of assets',
      'Projects stalled halfway because nobody planned the order of work',
    ],
  },
  professional: {
    heading: 'What a Professional Plan Gives You',
    points: [
      'A yard that fits how your household lives',
      'Plants placed for their mature size and water needs',
      'A clear budget and phase list before work begins',
      'Drainage, irrigation and lighting designed together',
    ],
  },
  closing: {
    heading: 'Start With a Conversation',
    text: 'Tell us what you like and what bothers you about your yard today. We will visit, listen, and follow up with a free estimate for design and installation.',
    actionLabel: 'Plan Your New Landscape',
  },
} satisfies LandingPage
