import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'garden-bed-installation',
  layout: 'process',
  description:
    'Free estimates on garden bed installation in El Dorado Hills: raised vegetable beds, deer-aware borders and native plantings on amended soil with drip.',
  heading: 'Garden Bed Installation in El Dorado Hills',
  intro:
    'Rocky ground and hungry deer make gardening in El Dorado Hills a challenge. A bed built the right way, with good soil, solid edging and drip, turns that around.',
  whyChoose: [
    {
      icon: 'hammer',
      title: 'Raised Beds Built to Last',
      text: 'Cedar, redwood or stone raised beds lift vegetables and herbs above the rock and clay, with hardware cloth underneath to keep gophers out.',
    },
    {
      icon: 'flower',
      title: 'Borders Deer Tend to Skip',
      text: 'Front-yard beds lean on lavender, rosemary, salvias, penstemon, ornamental grasses and other plants deer usually leave alone.',
    },
    {
      icon: 'droplets',
      title: 'Drip on Every Bed',
      text: 'Each bed gets its own drip zone with pressure-regulated tubing, so tomatoes and perennials are not watered like the lawn.',
    },
  ],
  process: {
    heading: 'Building a Bed, Step by Step',
    paragraphs: [
      'Layout comes first: we outline the bed on the ground, count hours of sun and confirm where existing irrigation runs. In-ground beds are dug out, rocks are pulled and the clay is loosened and blended with compost; raised beds are framed and filled with a quality garden mix.',
      'Then comes edging in steel, stone or concrete to keep lawn and gravel out, drip lines, plants set at their mature spacing, and a top layer of mulch that holds moisture through summer. Perennials and shrubs go in best during fall, when winter rain helps them root, while vegetable beds are ready for spring crops or cool-season greens.',
      'Beneath native oaks we take a lighter hand: no heavy digging in the root zone, and understory plants that need no summer water.',
    ],
  },
  problems: {
    heading: 'Why Beds Fail in the Foothills',
    points: [
      'Plants set straight into hard clay that bakes solid by July',
      'Gophers pulling vegetables and bulbs down from below',
      'Deer browsing roses and new growth down to stubs',
      'Beds tied to the lawn zone, soaked by spray heads and prone to rot',
      'Edges that blur into the grass within a season',
    ],
  },
  professional: {
    heading: 'How Our Beds Are Different',
    points: [
      'Soil opened and amended to a real planting depth',
      'Gopher wire under raised beds and vulnerable plantings',
      'Plant choices matched to sun, deer pressure and water',
      'A dedicated drip zone with a filter and pressure regulator',
      'Clean edging that keeps each bed sharp for years',
    ],
  },
  closing: {
    heading: 'Let Us Build Your Beds',
    text: 'Share your ideas, from a small herb garden to a full perennial border, and we will return a free estimate with every material and plant listed. We are licensed, insured and family-owned.',
    actionLabel: 'Plan Your New Garden Beds',
  },
} satisfies LandingPage
