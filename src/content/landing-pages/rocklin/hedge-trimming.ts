import { business } from '../../business'
import type { LandingPage } from '../../types'

export default {
  city: 'rocklin',
  service: 'hedge-trimming',
  layout: 'benefits',
  description:
    'Hedge trimming in Rocklin for photinia, privet, laurel and boxwood: shaped to stay full at the base, overgrown screens renovated, clippings hauled away.',
  heading: 'Hedge Trimming in Rocklin, CA',
  intro:
    'Crisp, healthy hedges and screens for Rocklin homes, shaped so they stay full right down to the ground. Licensed, insured, and the estimate is free.',
  benefits: [
    {
      icon: 'scissors',
      title: 'Shaped, Not Scalped',
      text: 'We cut hedges slightly narrower at the top than at the base, so sunlight reaches the lower branches and they stay leafy instead of going bare.',
    },
    {
      icon: 'calendar',
      title: 'Timed Around Growth and Heat',
      text: 'Main shaping after the spring flush, a lighter tidy in late summer, and no hard cuts during 100-degree stretches that scorch freshly exposed leaves.',
    },
    {
      icon: 'trees',
      title: 'Privacy Screens Restored',
      text: 'Overgrown photinia, pittosporum, privet and laurel can be renovated over two seasons, bringing height and width down without leaving a wall of sticks.',
    },
    {
      icon: 'truck',
      title: 'Clippings Gone',
      text: 'Tarps go down before we start, every clipping is raked up and hauled away, and walks and driveways are blown clean.',
    },
  ],
  paragraphs: [
    'Hedges do a lot of work in Rocklin. On newer lots in Whitney Ranch and Stanford Ranch, houses sit close together and a tall screen is the main privacy between yards. Along busy roads like Sunset Boulevard and Stanford Ranch Road, they soften traffic noise and headlights. Many were planted as a single row of photinia or Texas privet and sheared flat for years, so the base has thinned while the top spread.',
    'We correct that with hand pruners as well as shears. Dead and diseased wood is removed, including branches spotted by photinia leaf spot, and boxwood and myrtle are kept in formal shapes where you want them. In spring we look for active bird nests before trimming and work around them until the young have fledged.',
  ],
  challenges: {
    heading: 'Hedge Problems We See',
    points: [
      'Bare, woody bottoms with all the green on top',
      "Screens grown over the fence into the neighbor's yard",
      'Leaf spot and dieback after wet springs',
      'Sun-scorched foliage from shearing in a heat wave',
    ],
  },
  results: {
    heading: 'What Regular Trimming Brings',
    points: [
      'Full, even growth from the ground up',
      'Privacy that stays at the height you want',
      'Healthier plants with fewer disease spots',
      'Tidy walks, clear windows and clean property lines',
    ],
  },
  closing: {
    heading: 'Get Your Hedges Back in Shape',
    text: `With ${business.yearsExperience} years trimming Placer County hedges and a satisfaction guarantee on every visit, we keep it simple. Ask for a free quote for a one-time trim or a regular schedule.`,
  },
} satisfies LandingPage
