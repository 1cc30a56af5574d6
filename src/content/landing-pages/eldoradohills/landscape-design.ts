import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'eldoradohills',
  service: 'landscape-design',
  layout: 'process',
  description:
    'Landscape design for El Dorado Hills hillside lots: terraces, patios, shade and fire-wise planting. It starts with a free design consultation at your home.',
  heading: 'Landscape Design in El Dorado Hills, CA',
  intro:
    'A sloped lot with a view over the valley or toward Folsom Lake can become the best outdoor room in the neighborhood. It starts with a free design consultation, walking the property with you.',
  whyChoose: [
    {
      icon: 'map-pin',
      title: 'Design That Reads the Slope',
      text: 'We plan terraces, retaining walls, steps and drainage around the grade you actually have, so the yard is usable, stable and easy to keep up.',
    },
    {
      icon: 'flower',
      title: 'Plants That Thrive Here',
      text: 'Deer, 100-degree afternoons, rocky soil and frost in low spots all shape the plant list. We choose for all four and design around existing native oaks.',
    },
    {
      icon: 'users',
      title: 'Smoother HOA Approval',
      text: 'Serrano and many other El Dorado Hills associations review plans before work starts. Our drawings include the details architectural committees tend to ask for.',
    },
  ],
  process: {
    heading: 'From First Walk-Through to Final Planting',
    paragraphs: [
      'The free design consultation happens at your home. We note where morning and late-afternoon sun fall, where water drains in a storm, views worth framing and neighbors worth screening, and hear how you picture using the yard: entertaining, a kitchen garden, play space, or less upkeep.',
      'Next comes a scaled plan showing hardscape, planting, lighting and irrigation zones, together with a clear estimate for the build, which is free as well. You mark it up, we redraw, and once it is right our own crew builds it.',
      'Fire safety is part of the layout from day one. Close to the house we favor stone, gravel and low, irrigated plantings, and farther out we space shrubs and trees apart, following Cal Fire defensible-space guidance.',
    ],
  },
  problems: {
    heading: 'Common Pitfalls on Foothill Lots',
    points: [
      'Bare slopes that wash soil onto the patio every winter',
      'A west-facing patio with no shade by late afternoon',
      'Valley-floor plant lists that deer strip overnight',
      'Bark and shrubs packed against the walls of a home in wildfire country',
      'Plans sent back by the HOA for missing details',
    ],
  },
  professional: {
    heading: 'What Thoughtful Design Delivers',
    points: [
      'Terraces and walls that turn a slope into level, usable space',
      'Shade from trees, pergolas or sails where the afternoon sun hits hardest',
      'Deer-resistant, water-wise plants matched to each exposure',
      'A fire-conscious layout with clear zones around the house',
      'One team from the first sketch to the last plant in the ground',
    ],
  },
  closing: {
    heading: 'Your Free Design Consultation Is One Call Away',
    text: `We meet you on site, talk through ideas and budget, and follow up with a plan and a free estimate. ${business.yearsExperience} years of local projects go into every design.`,
    actionLabel: 'Book a Free Design Consultation',
  },
} satisfies LandingPage
