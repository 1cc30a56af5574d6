import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'landscape-design',
  layout: 'benefits',
  description:
    'Landscape design in Folsom for sloped Empire Ranch lots, oak-studded yards near Lake Natoma and historic downtown gardens. Scaled plans, phased quotes.',
  heading: 'Landscape Design in Folsom, California',
  intro:
    'Thoughtful outdoor spaces for Folsom homes, designed around your slope, your views and the way you live. From first sketch to final planting, our crew builds what we draw, and estimates are free.',
  benefits: [
    {
      icon: 'ruler',
      title: 'Scaled Plans, Clear Budgets',
      text: 'A measured design with plants, paving, lighting and irrigation mapped out, so you can price it, phase it and submit it for HOA approval.',
    },
    {
      icon: 'sun',
      title: 'Built for Heat and Views',
      text: 'Shade where afternoon sun bakes the patio, and sightlines kept open toward the hills, the lake or the open space behind the lot.',
    },
    {
      icon: 'flower',
      title: 'Plants With a Long Future',
      text: 'Trees and shrubs are picked for their mature size, their water needs, and resistance to the deer that browse many Folsom gardens.',
    },
    {
      icon: 'hammer',
      title: 'Designed and Built In-House',
      text: `The family-owned team that designs your yard also installs it, drawing on ${business.yearsExperience} years of projects across the region.`,
    },
  ],
  paragraphs: [
    'Folsom covers a wide range of ground. Homes in Empire Ranch and the Folsom Ranch plan area often have steep backyards that need retaining walls or terraces before they are usable. Lots near Lake Natoma and the American River have native oaks and rocky soil left from the gold-dredging era. Downtown, around Sutter Street and the Historic District, small older yards call for plants and materials that suit the age of the house.',
    'Our design starts with a visit and a conversation about how you use the yard now and what you want from it. We come back with a concept, refine it with you, and finish with a planting plan, materials list and phased estimate. Many homeowners begin with the front yard and patio, then add lighting, a fire feature or a kitchen garden in later seasons.',
  ],
  challenges: {
    heading: 'Common Starting Points',
    points: [
      'A builder-basic yard with lawn, a few shrubs and nothing else',
      'A sloped backyard too steep to enjoy',
      'Afternoon sun making the patio unusable in summer',
      'Deer eating roses and new plantings overnight',
    ],
  },
  results: {
    heading: 'Where We Take Them',
    points: [
      'An outdoor room you actually use most of the year',
      'Terraced slopes with planting and seating',
      'Shade trees and structures placed against the west sun',
      'Deer-resistant plantings that look full all year',
    ],
  },
  closing: {
    heading: "Let's Design Your Yard",
    text: 'Share a few photos and your wish list, and we will visit to measure and talk ideas. You receive a free estimate covering both design and installation.',
  },
} satisfies LandingPage
