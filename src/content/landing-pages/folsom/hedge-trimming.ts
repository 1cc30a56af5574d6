import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'folsom',
  service: 'hedge-trimming',
  layout: 'process',
  description:
    'Hedge trimming and shaping in Folsom: formal boxwood, oleander thinning, tall photinia and laurel screens lowered in stages, nests protected, clippings hauled.',
  heading: 'Hedge Trimming & Shaping in Folsom, CA',
  intro:
    'Professional hedge and shrub trimming for Folsom homes: formal boxwood, tall privacy screens and everything between. Tidy results, clippings hauled, and free estimates.',
  whyChoose: [
    {
      icon: 'scissors',
      title: 'Clean, Even Lines',
      text: 'Sharp shears and hand pruners make clean cuts, while string lines and a practiced eye keep tops level and sides straight.',
    },
    {
      icon: 'leaf',
      title: 'Plant Health First',
      text: 'We shape each species the way it grows best, thin out dead wood, and skip heavy cuts during heat waves that would scorch new leaves.',
    },
    {
      icon: 'award',
      title: 'Experience You Can See',
      text: `${business.yearsExperience} years of trimming across the Sacramento region, licensed and insured, and backed by our satisfaction guarantee.`,
    },
  ],
  process: {
    heading: 'How We Trim Your Hedges',
    paragraphs: [
      'We look at each hedge before the shears come out. Oleanders along back fences are thinned from inside rather than sheared into a ball. Boxwood, privet and euonymus can hold a formal shape, while Italian cypress and podocarpus get light tipping. Big photinia, laurel or pittosporum screens that have grown past the second story are lowered in stages over a season or two.',
      'Tarps are laid along the base to catch clippings, and we work from the top down so debris falls away from finished areas. In spring we check carefully for nesting birds and leave active nests undisturbed. When we are done, clippings are raked out of beds and gravel, the sidewalk is blown clean, and everything is hauled away.',
      'Most Folsom hedges look best with a main trim in late spring and a touch-up in late summer; fast growers may need a third. If your neighborhood association in Empire Ranch, Broadstone or Briggs Ranch sets standards for front-yard shrubs, a regular schedule keeps you well within them.',
    ],
  },
  problems: {
    heading: 'Signs a Hedge Needs Help',
    points: [
      'Top-heavy shapes with thin, bare bottoms',
      'Overgrowth covering windows, walks and sight lines',
      'Brown, scorched patches after summer shearing',
      'Oleander branches yellowing and dying back from leaf scorch',
      'Screens that have grown taller than anyone can reach',
    ],
  },
  professional: {
    heading: 'The Professional Difference',
    points: [
      'Dense growth from the ground up',
      'Even heights along the whole property line',
      'Healthier plants with dead wood removed',
      'No clippings left behind',
    ],
  },
  closing: {
    heading: 'Keep Your Hedges Looking Sharp',
    text: 'Ask for a free estimate for a single trim or a year-round schedule. We will look at your hedges and recommend the right timing.',
    actionLabel: 'Schedule Hedge Shaping',
  },
} satisfies LandingPage
