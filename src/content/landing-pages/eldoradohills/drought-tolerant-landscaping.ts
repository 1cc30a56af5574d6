import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'drought-tolerant-landscaping',
  layout: 'process',
  description: `Drought-tolerant landscaping in El Dorado Hills: native, deer-resistant, fire-wise plants on drip that cut outdoor water use ${business.droughtWaterSavings}.`,
  heading: 'Drought-Tolerant Landscaping in El Dorado Hills, CA',
  intro: `Replacing thirsty lawn with plants suited to the foothills can lower outdoor water use ${business.droughtWaterSavings}. Planned well, the new yard is safer in fire season too.`,
  whyChoose: [
    {
      icon: 'sun',
      title: 'Foothill-Proven Plants',
      text: 'Manzanita, ceanothus, western redbud, coffeeberry, salvias and deer grass handle heat, rocky soil and dry summers, and many hold up well against deer.',
    },
    {
      icon: 'droplets',
      title: 'Drip, Not Spray',
      text: 'Every plant is watered at its roots through drip emitters on its own zone, run by a controller that adjusts through the year.',
    },
    {
      icon: 'shield',
      title: 'A Fire-Wise Layout',
      text: 'Gravel and hardscape right beside the house, low plants with space between them farther out, and no dense fuel under windows or decks.',
    },
  ],
  process: {
    heading: 'How We Convert a Yard',
    paragraphs: [
      'Turf removal is step one: a sod cutter lifts it, or, with a few months to spare, cardboard and mulch smother it. Spray lines get capped or switched to drip, and we loosen soil only where planting holes and paths need it, since most natives prefer lean ground to rich amendment.',
      'Planting follows the seasons. Fall is ideal here because winter rain helps new roots spread before the first hot summer; spring planting needs closer watering. We group plants by thirst, run drip to each one and finish with mulch: wood chips or stone farther out, noncombustible gravel against the house.',
      'Many El Dorado Hills villages have HOA design rules. California law bars associations from banning low-water plants outright, yet most still want to approve the plan, so we provide plant lists and drawings for the submittal. Before work starts, ask El Dorado Irrigation District whether any conservation incentives are currently offered.',
    ],
  },
  problems: {
    heading: 'Why Thirsty Yards Struggle Here',
    points: [
      'Lawns on slopes need near-daily summer water and still brown at the edges',
      'Spray heads lose water to wind, evaporation and runoff on clay',
      'Watering limits in dry years leave traditional yards looking stressed',
      'Dense shrubs near the house add fuel when fire season arrives',
    ],
  },
  professional: {
    heading: 'A Water-Wise Yard That Still Looks Cared For',
    points: [
      'Plants spaced for their mature size, so pruning stays light',
      'Color from spring bloom through fall, with evergreen structure in winter',
      'Less mowing, less fertilizer and more free weekends',
      'Drip zones separated by water need and sun exposure',
      'Gravel or flagstone paths that stand up to foot traffic',
    ],
  },
  closing: {
    heading: 'Start With a Free Estimate',
    text: 'We walk the yard, measure the lawn to be replaced and sketch a planting idea on the spot. The estimate is free, and our crew handles everything from removal to the final plant.',
    actionLabel: 'Plan Your Water-Wise Yard',
  },
} satisfies LandingPage
