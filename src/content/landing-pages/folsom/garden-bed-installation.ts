import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'garden-bed-installation',
  layout: 'benefits',
  description:
    'Garden beds installed in Folsom: clay and river cobble dug out or built over, planting mix blended in, drip plumbed, deer-resistant plants and edging.',
  heading: 'Garden Bed Installation in Folsom, CA',
  intro:
    'New flower borders, raised vegetable beds and planting areas built with good soil, drip irrigation and clean edges. We plan, build and plant them, and your estimate is free.',
  benefits: [
    {
      icon: 'shovel',
      title: 'Soil You Can Dig In',
      text: 'Folsom soils range from heavy clay to river cobble. We remove rock, loosen what is left and blend in compost and planting mix.',
    },
    {
      icon: 'flower',
      title: 'Plants for Each Corner',
      text: 'Heat-loving perennials for west walls, shade plants beneath the oaks, and edibles in the sunniest spot for raised beds.',
    },
    {
      icon: 'droplets',
      title: 'Drip From Day One',
      text: 'Every bed is plumbed with drip on the right zone, so new plants get steady water without sprinklers soaking the house.',
    },
    {
      icon: 'ruler',
      title: 'Borders That Last',
      text: 'Steel, stone or poured concrete edging holds the shape, keeps grass out and makes mowing easy.',
    },
  ],
  paragraphs: [
    'A new bed is only as good as what lies under it. In parts of Folsom built over old gold-dredge tailings, a shovel hits river cobble a few inches down. In newer Folsom Ranch and Empire Ranch homes, the subsoil is compacted clay that holds water in winter and bakes solid in summer. We dig, test drainage, and either amend deeply or build up with raised beds so roots have room.',
    'Once the soil is ready, the drip goes in, then the plants, chosen for sun, space and, where deer wander in from the river corridor, a reputation for being left alone. We finish with a thick layer of mulch kept back from stems. Vegetable growers get cedar or galvanized raised beds with a blend made for edibles, set in the sunniest open spot in the yard.',
  ],
  challenges: {
    heading: 'Before: Hard Ground, Bare Spots',
    points: [
      'Soil too rocky or hard for a shovel',
      'Plants struggling on hand watering',
      'Grass and weeds creeping into beds',
      'Deer browsing new plantings',
    ],
  },
  results: {
    heading: 'After: Beds That Thrive',
    points: [
      'Deep, loose soil that drains well',
      'Drip watering on a set schedule',
      'Crisp edges and a weed-suppressing mulch',
      'Plants chosen to survive deer and heat',
    ],
  },
  closing: {
    heading: 'Ready for New Garden Beds?',
    text: `Our licensed, insured crew has built beds and borders across the region for ${business.yearsExperience} years. Send us your ideas and we will visit, measure and provide a free estimate.`,
  },
} satisfies LandingPage
