import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'sacramento',
  service: 'drought-tolerant-landscaping',
  layout: 'benefits',
  description: `Replace a thirsty Sacramento lawn with native plants, drip and mulch, and cut outdoor water use by ${business.droughtWaterSavings}. Free estimate and planting plan.`,
  heading: 'Drought-Tolerant Landscaping in Sacramento',
  intro: `Swap a thirsty lawn for native and Mediterranean plants, drip irrigation and mulch, and a Sacramento yard can use ${business.droughtWaterSavings} less water outdoors while looking better in August than grass ever did.`,
  benefits: [
    {
      icon: 'droplets',
      title: 'Smaller water bills',
      text: `A well-planned low-water garden can reduce outdoor water use by ${business.droughtWaterSavings} compared with a conventional lawn.`,
    },
    {
      icon: 'flower',
      title: 'Color through the heat',
      text: 'Penstemon, salvia, California fuchsia, yarrow and ornamental grasses bloom just when lawns are struggling.',
    },
    {
      icon: 'leaf',
      title: 'Habitat in the city',
      text: 'Manzanita, ceanothus and narrowleaf milkweed bring bees, butterflies and birds back into the yard.',
    },
    {
      icon: 'clock',
      title: 'Weekends back',
      text: 'No weekly mowing and no fertilizer schedule: mostly a seasonal cut-back and a mulch top-up.',
    },
  ],
  paragraphs: [
    'A low-water yard is not a gravel lot. We design Sacramento gardens in layers: a small shade tree or two, mid-size shrubs such as toyon, coffeeberry and ceanothus, perennials and grasses, then groundcovers and three inches of mulch to keep the soil cool. Dry creek beds and decomposed granite paths carry winter runoff and break up the planting. Everything runs on drip, grouped by how much water it needs.',
    'Before any turf comes out, we look at the practical side. The City of Sacramento and the Regional Water Authority have offered lawn-replacement rebates in some years; terms change, so we help you check what is current before work begins and never build a rebate into our price. We also keep the parkway and any City street tree in mind, since a tree raised on lawn sprinklers needs a drip ring once the grass is gone.',
  ],
  challenges: {
    heading: 'Life with a thirsty lawn',
    points: [
      'Summer water bills that climb every year',
      'Brown patches whenever watering days are cut',
      'Mowing, edging and feeding every week from March to November',
      'Sprinkler runoff onto sidewalks and into gutters',
    ],
  },
  results: {
    heading: 'Life after the switch',
    points: [
      `Outdoor water use down by ${business.droughtWaterSavings}`,
      'Blooms and texture from spring into fall',
      'Maintenance a few times a year instead of weekly',
      'Water soaking in where the roots are',
    ],
  },
  closing: {
    heading: 'Ready to let the lawn go?',
    text: 'Walk the yard with us and talk through what you want to keep. The estimate is free, and you see a planting plan before you commit to anything.',
  },
} satisfies LandingPage
