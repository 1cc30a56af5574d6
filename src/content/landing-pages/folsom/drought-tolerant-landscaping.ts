import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'drought-tolerant-landscaping',
  layout: 'benefits',
  description:
    'Drought-tolerant landscaping in Folsom: sloped lawns turned into deer-resistant native gardens with drip, mulch and cobble dry creeks. Free estimates.',
  heading: 'Drought-Tolerant Landscaping in Folsom, CA',
  intro: `Low-water gardens that suit Folsom's hot summers and can lower outdoor water use by ${business.droughtWaterSavings}. Native plants, drip and mulch, designed and installed by our crew, with a free estimate to start.`,
  benefits: [
    {
      icon: 'droplets',
      title: 'Water Goes to the Roots',
      text: 'Every plant gets its water from a drip emitter at the root zone, on a valve grouped by need, so nothing runs down the gutter.',
    },
    {
      icon: 'leaf',
      title: 'Native and Mediterranean Plants',
      text: 'Manzanita, toyon, coffeeberry, California buckwheat, sage, lavender, rosemary and deer grass handle 100-degree weeks once established.',
    },
    {
      icon: 'shield',
      title: 'Deer-Resistant Choices',
      text: 'Deer move through many Folsom neighborhoods near the river and open space. We favor aromatic, tough-leaved plants they usually leave alone.',
    },
    {
      icon: 'sparkles',
      title: 'Texture From Stone',
      text: 'Cobble dry creek beds, boulders and decomposed granite paths add structure, carry winter runoff, and suit yards where river rock from old dredging turns up anyway.',
    },
  ],
  paragraphs: [
    'Folsom knows drought well. In dry years, residents watch Folsom Lake drop far enough to expose old roads and foundations, and households are asked to cut back. A lawn in full sun is usually the biggest water user on a property, and in Empire Ranch or Briggs Ranch it often sits on a slope where a good share of the water runs off.',
    'Our conversions replace that turf with layered planting: a few structural shrubs, drifts of perennials and grasses, and groundcovers to knit it together. Old sprays are converted to drip, and a thick mulch layer holds moisture in. Planting in fall lets winter rain establish roots, and by the second summer most plants need only occasional deep watering. Ask your water provider about any current turf-replacement rebate before removing grass, since many require approval first.',
  ],
  challenges: {
    heading: 'A Thirsty Yard Today',
    points: [
      'High summer water bills driven by lawn irrigation',
      'Brown turf whenever watering days are cut',
      'Runoff from sloped lawns onto the street',
      'Weekly mowing and feeding of grass nobody uses',
    ],
  },
  results: {
    heading: 'A Water-Wise Yard Tomorrow',
    points: [
      'Far lower outdoor water use, month after month',
      'Color from spring bloom into fall',
      'Bees, butterflies and hummingbirds in the garden',
      'Hardly any mowing, blowing or fertilizing',
    ],
  },
  closing: {
    heading: 'Make the Switch to a Low-Water Yard',
    text: `With ${business.yearsExperience} years of planting in the Sacramento region behind us, we will visit, talk through styles and plants, and leave a free written estimate. Ask about phasing the conversion over a season or two if that suits your budget.`,
  },
} satisfies LandingPage
