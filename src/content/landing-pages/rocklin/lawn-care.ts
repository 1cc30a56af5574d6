import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'lawn-care',
  layout: 'benefits',
  description:
    'Rocklin lawn care for thin soil over granite: weekly mowing, edging, aeration and seasonal feeding for Stanford Ranch, Whitney Ranch and Whitney Oaks yards.',
  heading: 'Lawn Care in Rocklin, CA',
  intro: `Weekly mowing and season-by-season feeding for Rocklin lawns growing on shallow, granite-laced ground. Our family-owned crew has kept Placer County turf green for ${business.yearsExperience} years, and every estimate is free.`,
  benefits: [
    {
      icon: 'scissors',
      title: 'Mowed at the Right Height',
      text: 'Tall fescue stays at three to three and a half inches through summer, so the blades shade the soil and roots hold moisture between waterings.',
    },
    {
      icon: 'calendar',
      title: 'A Calendar Built for Placer Summers',
      text: 'Pre-emergent in late winter, slow-release feeding in spring and fall, and a light hand in July, when pushing growth only stresses the grass.',
    },
    {
      icon: 'droplets',
      title: 'Watering That Reaches the Roots',
      text: 'We match run times to what your soil can absorb. Thin ground over rock sheds water fast, so two shorter cycles soak in where one long one would run down the gutter.',
    },
    {
      icon: 'shield',
      title: 'Licensed, Insured, Guaranteed',
      text: 'A licensed and insured crew, the same faces each visit, and a satisfaction guarantee: if a pass misses the mark, we come back and make it right.',
    },
  ],
  paragraphs: [
    'Rocklin took its name from the granite quarries that once shipped stone across California, and that rock still sits close to the surface in many yards. Around Stanford Ranch and the Sunset Whitney golf course, builders spread a few inches of topsoil over compacted fill; in Whitney Oaks, outcrops break through the lawn itself. Roots stay shallow, and afternoons above 100 degrees can turn thin spots tan within a week.',
    'Our routine answers that. Core aeration in spring and again in October opens packed ground so air and water get down. Clippings are mulched back to return nitrogen, sidewalks and beds are edged crisply, and every walkway is blown clean before we leave. Bermuda lawns get a lower cut and rest dormant through winter, while fescue is overseeded each fall wherever summer thinned it.',
  ],
  challenges: {
    heading: 'What Rocklin Lawns Struggle With',
    points: [
      'Patchy turf where granite lies a few inches down',
      'Crabgrass and spurge filling every summer gap',
      'Runoff from sloped yards in Whitney Ranch and Clover Valley',
      'Brown patch fungus when lawns are watered at night in the heat',
    ],
  },
  results: {
    heading: 'After a Season With Our Crew',
    points: [
      'Denser turf that rides out July on less water',
      'Fewer weeds, thanks to timed pre-emergent and thick growth',
      'Irrigation cycles that sink in rather than run off',
      'Sharp edges and clean walks after every visit',
    ],
  },
  closing: {
    heading: 'Ready for a Better Lawn This Season?',
    text: 'Tell us about your yard and we will walk it with you, measure it, and leave a written quote at no cost. Homeowners from Stanford Ranch to Whitney Oaks can join our weekly route.',
  },
} satisfies LandingPage
