import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'landscape-design',
  layout: 'benefits',
  description:
    'Landscape design for Sacramento homes, from Curtis Park bungalows to Natomas builds: planting plans, patios and shade for Valley summers. Free estimate.',
  heading: 'Landscape Design in Sacramento, CA',
  intro:
    'Good design works with what Sacramento gives you: long, hot summers, mild wet winters and, on many lots, a big tree that already sets the mood. We draw plans that suit the house, the budget and the way you use the yard.',
  benefits: [
    {
      icon: 'ruler',
      title: 'Drawn to scale',
      text: 'You get a plan showing beds, paths, patio and plant positions, so the quote and the finished yard line up.',
    },
    {
      icon: 'trees',
      title: 'Shade where it matters',
      text: 'West and south walls take the worst of the afternoon sun; we place trees and arbors to cool them and the rooms behind.',
    },
    {
      icon: 'flower',
      title: 'A palette for the Valley',
      text: 'Salvia, manzanita, redbud, lavender and other plants that shrug off 100°F days and clay, mixed with a few classics you love.',
    },
    {
      icon: 'hammer',
      title: 'Hardscape built to last',
      text: 'Pavers, decomposed granite and flagstone laid on a proper base, with drainage worked out before the first stone goes down.',
    },
  ],
  paragraphs: [
    'Sacramento homes run from 1920s bungalows in Curtis Park and Land Park to ranch houses in College Greens and recent builds in Natomas, and a design should suit the architecture. A Craftsman porch looks right with a cottage mix of roses, salvia and low boxwood; a mid-century ranch suits clean lines, grasses and a broad patio. We start with a site visit, measure the lot, and ask how you live: kids, dogs, entertaining, vegetables, or as little upkeep as possible.',
    'Then we read the site itself. We note where water sits in winter, which walls bake after lunch, where the Delta breeze reaches in the evening, and how far existing roots spread. If your parkway holds a City street tree, we design around it. SMUD has long given shade trees to its customers through the Sacramento Tree Foundation, and where one fits the plan we will point you to it.',
  ],
  challenges: {
    heading: 'Where many Sacramento yards begin',
    points: [
      'A front lawn and a row of shrubs, and little else',
      'A patio too hot to sit on after noon',
      'Winter puddles where clay drains slowly',
      'Plants that struggle because they never suited the spot',
    ],
  },
  results: {
    heading: 'What a design delivers',
    points: [
      'Outdoor rooms sized for how you really use them',
      'Shade and seating placed for summer evenings',
      'Grading and drainage solved before planting',
      'Plants that thrive in Valley heat',
    ],
  },
  closing: {
    heading: 'Start with a conversation',
    text: `Every design begins with a free estimate at your home. We have been designing and building Sacramento landscapes for ${business.yearsExperience} years, licensed and insured, and we stand behind the finished work.`,
  },
} satisfies LandingPage
