import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'roseville',
  service: 'lawn-care',
  layout: 'process',
  description:
    'Lawn care across Roseville, from Woodcreek Oaks to Fiddyment Farm: weekly mowing, edging, aeration and feeding for lawns on clay and hardpan. Free estimates.',
  heading: 'Roseville Lawn Care & Mowing',
  intro:
    'Roseville summers often run a little hotter than downtown Sacramento, and many lawns here sit on a thin layer of topsoil over hardpan. Our lawn program is built for both.',
  whyChoose: [
    {
      icon: 'users',
      title: 'A steady crew',
      text: 'The same people mow your lawn each week, so they know the side gate, the sprinkler heads and what your HOA expects from the frontage.',
    },
    {
      icon: 'leaf',
      title: 'Aeration that reaches down',
      text: 'Core aeration opens compacted ground so water gets past the top inch instead of running off into the gutter.',
    },
    {
      icon: 'thumbs-up',
      title: 'Satisfaction guaranteed',
      text: 'If a visit misses the mark, tell us and we come back to put it right. That is our satisfaction guarantee.',
    },
  ],
  process: {
    heading: 'A year of Roseville lawn care',
    paragraphs: [
      "Spring opens with a cleanup mow, fresh edges, a crabgrass pre-emergent where you want one, and the first feeding once the soil warms. We check sprinkler coverage before the heat, because in Roseville's newer neighborhoods, from Westpark to Sierra Vista, many lawns were laid over compacted builder fill and dry out fast at the edges.",
      'Through summer we mow high, every week, with sharp blades so the tips do not tear and brown. Fertilizer stays light while temperatures hover near 100 degrees. In fall we core-aerate, overseed tall fescue where it thinned, and feed again to build roots for winter. On the older east-side streets near Royer Park and Old Town, we also work around shallow roots from mature sweetgums and ashes.',
    ],
  },
  problems: {
    heading: 'Why Roseville lawns struggle',
    points: [
      'Thin topsoil over hardpan that dries out in a day',
      'Runoff on slopes and along curbs in newer subdivisions',
      'Crabgrass and spurge filling every gap by midsummer',
      'Sweetgum and ash roots lifting and shading the turf',
    ],
  },
  professional: {
    heading: 'What our program covers',
    points: [
      'Weekly mowing at the right height for the season',
      'Yearly aeration so water soaks in',
      'Feeding timed to spring and fall growth',
      'Neat edges along walks, drives and HOA-visible frontage',
    ],
  },
  closing: {
    heading: 'Hand us the mowing',
    text: `Our crew has kept Roseville lawns looking sharp for ${business.yearsExperience} years. Ask for a free estimate and we will suggest a schedule that fits your yard.`,
    actionLabel: 'Start Your Lawn Service',
  },
} satisfies LandingPage
